/** The events the password-reset model may take: the shopper's, the routes' and the calls' results. */
import type { EventFromLogic } from 'xstate';
import type { passwordResetMachine } from '../../machines/password-reset/password-reset.machine';
import { LINK_REFUSED } from './password-reset.cases';

type PasswordResetEvent = EventFromLogic<typeof passwordResetMachine>;

const refused = { messages: [LINK_REFUSED] };
const email = 'mario.rossi@example.it';

export const passwordResetEvents = (): PasswordResetEvent[] =>
  [
    { type: 'request.submitted', email },
    { type: 'sent.opened', email },
    { type: 'link.opened', email, token: 'Q2hpYXZlLWRpLXByb3ZhLTIwMjY' },
    { type: 'password.submitted', password: 'Basilico-2026' },
    { type: 'xstate.done.actor.requestLink' },
    { type: 'xstate.error.actor.requestLink', error: refused },
    { type: 'xstate.done.actor.checkLink' },
    { type: 'xstate.error.actor.checkLink', error: refused },
    { type: 'xstate.done.actor.resetPassword' },
    { type: 'xstate.error.actor.resetPassword', error: refused },
  ] as unknown as PasswordResetEvent[];
