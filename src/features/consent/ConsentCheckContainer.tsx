import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import {
  selectAsked,
  selectConsentErrors,
  selectIsAsking,
  selectIsConsentBusy,
} from '../../../machines/consent/consent.machine';
import type { ShopClient } from '../../api/client';
import { useFlowActors } from '../../shared/flow-actors';
import { STAFF_ACTING_KEY } from '../staff';
import { ConsentDialog } from './components/ConsentDialog';
import { provideConsent } from './consent.effects';

/**
 * The disclaimer check of a logged-in customer, on the consent statechart: mounted by the shell
 * while a customer is logged in, it checks once (after the login, or as a signed-in page opens)
 * and shows the full dialog when required disclaimers are unanswered.
 */
export default function ConsentCheckContainer({ client }: { readonly client: ShopClient }) {
  const { session } = useFlowActors();
  const queryClient = useQueryClient();
  const logic = useMemo(() => provideConsent(client, queryClient), [client, queryClient]);
  const consent = useActorRef(logic);
  const asking = useSelector(consent, selectIsAsking);
  const asked = useSelector(consent, selectAsked);
  const busy = useSelector(consent, selectIsConsentBusy);
  const errors = useSelector(consent, selectConsentErrors);

  useEffect(() => {
    // Staff acting for a customer never answer the customer's disclaimers (the shop refuses).
    if (sessionStorage.getItem(STAFF_ACTING_KEY) === null) consent.send({ type: 'consent.check' });
  }, [consent]);

  return (
    <ConsentDialog
      opened={asking}
      disclaimers={asked}
      busy={busy}
      errors={errors}
      onSubmit={(answers) => consent.send({ type: 'form.submitted', answers })}
      onLogout={() => session.send({ type: 'session.logout' })}
    />
  );
}
