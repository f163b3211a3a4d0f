import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  selectHasFailedCheck,
  selectIsChecking,
} from '../../../machines/service-down/service-down.machine';
import type { ShopClient } from '../../api/client';
import { ServiceDownNotice } from './components/ServiceDownNotice';
import { provideServiceDown } from './service-down.effects';

export interface ServiceDownContainerProps {
  readonly client: ShopClient;
  /** Where the shopper was (the page's `from`, already checked by returnPathOf). */
  readonly returnPath: string;
}

/** `/service-down`: checks the shop again with backoff and returns the shopper when it answers. */
export function ServiceDownContainer({ client, returnPath }: ServiceDownContainerProps) {
  const router = useRouter();
  const logic = useMemo(
    () => provideServiceDown({ client, goTo: (path) => router.history.replace(path) }),
    [client, router],
  );
  const actor = useActorRef(logic, { input: { returnPath } });
  const checking = useSelector(actor, selectIsChecking);
  const failedBefore = useSelector(actor, selectHasFailedCheck);
  return (
    <ServiceDownNotice
      checking={checking}
      failedBefore={failedBefore}
      onCheck={() => actor.send({ type: 'service.check' })}
    />
  );
}
