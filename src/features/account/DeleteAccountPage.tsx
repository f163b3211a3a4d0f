import { useSuspenseQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import {
  selectDeletionErrors,
  selectDeletionStep,
  selectIsDeletionBusy,
  selectIsLinkChecked,
  type DeletionLink,
} from '../../../machines/account/account-deletion.machine';
import type { ShopClient } from '../../api/client';
import { useFlowActors } from '../../shared/flow-actors';
import { cartQueryOptions } from '../../api/cart';
import { provideAccountDeletion } from './account-deletion.effects';
import { DeleteAccountScreen } from './components/DeleteAccountScreen';

export interface DeleteAccountPageProps {
  readonly client: ShopClient;
  /** The deletion link's parameters, when the page was opened from the e-mail. */
  readonly link: DeletionLink | null;
}

/** 'Elimina il mio account' on the account-deletion statechart. */
export function DeleteAccountPage({ client, link }: DeleteAccountPageProps) {
  const { session } = useFlowActors();
  const email = useSuspenseQuery(cartQueryOptions(client)).data.user.email ?? '';
  const logic = useMemo(() => provideAccountDeletion(client, session), [client, session]);
  const deletion = useActorRef(logic);

  // The link of the e-mail opens the page on the check.
  useEffect(() => {
    if (link !== null) deletion.send({ type: 'link.opened', link });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the link opens
  }, [deletion]);

  return (
    <DeleteAccountScreen
      step={useSelector(deletion, selectDeletionStep)}
      busy={useSelector(deletion, selectIsDeletionBusy)}
      linkChecked={useSelector(deletion, selectIsLinkChecked)}
      email={email}
      errors={useSelector(deletion, selectDeletionErrors)}
      onRequest={() => deletion.send({ type: 'deletion.request' })}
      onConfirm={() => deletion.send({ type: 'deletion.confirmed' })}
    />
  );
}
