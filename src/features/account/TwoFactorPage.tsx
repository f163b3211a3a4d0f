import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  selectEnrolment,
  selectIsTwoFactorBusy,
  selectRecoveryCodes,
  selectTwoFactorErrors,
  selectTwoFactorStep,
} from '../../../machines/account/two-factor.machine';
import type { ShopClient } from '../../api/client';
import { mfaStatusQueryOptions } from './account.queries';
import { TwoFactorScreen } from './components/TwoFactorScreen';
import { provideTwoFactor } from './two-factor.effects';

/** 'Verifica in due passaggi' on the two-factor statechart. */
export function TwoFactorPage({ client }: { readonly client: ShopClient }) {
  const queryClient = useQueryClient();
  const logic = useMemo(() => provideTwoFactor(client, queryClient), [client, queryClient]);
  const twoFactor = useActorRef(logic);
  const status = useQuery(mfaStatusQueryOptions(client)).data;
  return (
    <TwoFactorScreen
      step={useSelector(twoFactor, selectTwoFactorStep)}
      busy={useSelector(twoFactor, selectIsTwoFactorBusy)}
      enrolment={useSelector(twoFactor, selectEnrolment)}
      recoveryCodes={useSelector(twoFactor, selectRecoveryCodes)}
      recoveryCodesLeft={status?.enabled ? status.recoveryCodesLeft : undefined}
      errors={useSelector(twoFactor, selectTwoFactorErrors)}
      onStart={() => twoFactor.send({ type: 'enrolment.start' })}
      onCancel={() => twoFactor.send({ type: 'enrolment.cancel' })}
      onConfirm={(code) => twoFactor.send({ type: 'code.submitted', code })}
      onCodesKept={() => twoFactor.send({ type: 'codes.kept' })}
      onDisable={(change) => twoFactor.send({ type: 'disable.submitted', ...change })}
    />
  );
}
