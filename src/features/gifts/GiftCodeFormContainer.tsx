import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  selectCanApplyCode,
  selectGiftErrors,
  selectIsGiftBusy,
  selectTypedCode,
} from '../../../machines/gifts/gifts.machine';
import type { components } from '../../api/ebsn';
import type { ShopClient } from '../../api/client';
import { i18n } from '../../shared/i18n';
import { messages } from '../../domain/messages';
import { GiftCodeForm } from './components/GiftCodeForm';
import { provideGifts } from './gifts.effects';

export interface GiftCodeFormContainerProps {
  readonly client: ShopClient;
  /** The codes applied to the cart. */
  readonly codes: readonly components['schemas']['CartGiftCode'][];
  /** Runs after a code is applied or removed; its failure is not the code's. */
  readonly onCodesChanged: () => Promise<void>;
}

/** The checkout's gift-code field bound to the gift-code statechart. */
export function GiftCodeFormContainer({
  client,
  codes,
  onCodesChanged,
}: GiftCodeFormContainerProps) {
  const queryClient = useQueryClient();
  const logic = useMemo(
    () => provideGifts({ queryClient, client, generic: i18n._(messages.generic), onCodesChanged }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- made once per page
    [client],
  );
  const gift = useActorRef(logic);
  const typed = useSelector(gift, selectTypedCode);
  const errors = useSelector(gift, selectGiftErrors);
  const busy = useSelector(gift, selectIsGiftBusy);
  const canApply = useSelector(gift, selectCanApplyCode);
  return (
    <GiftCodeForm
      codes={codes}
      typed={typed}
      busy={busy}
      canApply={canApply}
      errors={errors}
      onType={(text) => gift.send({ type: 'code.change', text })}
      onApply={() => gift.send({ type: 'code.apply' })}
      onRemove={(code) => gift.send({ type: 'code.remove', code })}
    />
  );
}
