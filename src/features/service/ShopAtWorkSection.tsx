import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  selectIsSubscribing,
  selectShopAtWorkErrors,
  selectSubscribedCompany,
} from '../../../machines/service/shop-at-work.machine';
import type { ShopClient } from '../../api/client';
import { i18n } from '../../shared/i18n';
import { messages } from '../../domain/messages';
import { ShopAtWorkForm } from './components/ShopAtWorkForm';
import { provideShopAtWork } from './shop-at-work.effects';

export interface ShopAtWorkSectionProps {
  readonly client: ShopClient;
}

/** 'Consegna in azienda' on 'I miei indirizzi', bound to the shop-at-work statechart. */
export function ShopAtWorkSection({ client }: ShopAtWorkSectionProps) {
  const queryClient = useQueryClient();
  const logic = useMemo(
    () => provideShopAtWork({ client, queryClient, generic: i18n._(messages.generic) }),
    [client, queryClient],
  );
  const shopAtWork = useActorRef(logic);
  const busy = useSelector(shopAtWork, selectIsSubscribing);
  const company = useSelector(shopAtWork, selectSubscribedCompany);
  const errors = useSelector(shopAtWork, selectShopAtWorkErrors);
  return (
    <ShopAtWorkForm
      busy={busy}
      subscribedTo={company?.companyName ?? null}
      errors={errors}
      onSubmit={(code) => shopAtWork.send({ type: 'code.submitted', code })}
      onChange={() => shopAtWork.send({ type: 'code.changed' })}
    />
  );
}
