/** One form of the personal area on its own profile form statechart, with the real calls. */
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  selectIsProfileBusy,
  selectIsProfileSaved,
  selectProfileErrors,
} from '../../../machines/account/profile.machine';
import type { ShopClient } from '../../api/client';
import { i18n } from '../../shared/i18n';
import { messages } from '../../domain/messages';
import { provideProfile } from './account.effects';

/** The form's actor and what it shows. */
export function useProfileForm(client: ShopClient) {
  const queryClient = useQueryClient();
  const logic = useMemo(
    () => provideProfile({ client, queryClient, generic: i18n._(messages.generic) }),
    [client, queryClient],
  );
  const actor = useActorRef(logic);
  return {
    actor,
    busy: useSelector(actor, selectIsProfileBusy),
    saved: useSelector(actor, selectIsProfileSaved),
    errors: useSelector(actor, selectProfileErrors),
  };
}
