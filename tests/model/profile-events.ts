/** The events the profile form model may take: the shopper's send and the save's two answers. */
import type { EventFromLogic } from 'xstate';
import type { ProfileFormValues, profileMachine } from '../../machines/account/profile.machine';
import { OLD_PASSWORD_WRONG, PASSWORD_CHANGE } from './profile.cases';

type ProfileEvent = EventFromLogic<typeof profileMachine>;

/** The events of a form that sends `values` (default 'Aggiorna password''s). */
export const profileEventsWith = (values: ProfileFormValues) => (): ProfileEvent[] =>
  [
    { type: 'form.submitted', values },
    { type: 'xstate.done.actor.save' },
    { type: 'xstate.error.actor.save', error: { messages: [OLD_PASSWORD_WRONG] } },
  ] as unknown as ProfileEvent[];

export const profileEvents = profileEventsWith(PASSWORD_CHANGE);
