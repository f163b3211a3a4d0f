/** The events the registration model may take: the shopper's, the routes' and the calls' results. */
import type { EventFromLogic } from 'xstate';
import type { registrationMachine } from '../../machines/registration/registration.machine';
import { MARIO } from './registration.cases';

type RegistrationEvent = EventFromLogic<typeof registrationMachine>;

const refused = { messages: ['Il link non è valido o è scaduto: richiedine uno nuovo.'] };

export const registrationEvents = (): RegistrationEvent[] =>
  [
    { type: 'form.submitted', registration: MARIO },
    { type: 'completion.opened', email: MARIO.email },
    { type: 'confirmation.opened', email: MARIO.email, code: 'codice-di-conferma' },
    { type: 'email.resend' },
    { type: 'xstate.done.actor.registerUser' },
    { type: 'xstate.error.actor.registerUser', error: refused },
    { type: 'xstate.done.actor.resendEmail' },
    { type: 'xstate.error.actor.resendEmail', error: refused },
    { type: 'xstate.done.actor.confirmRegistration' },
    { type: 'xstate.error.actor.confirmRegistration', error: refused },
  ] as unknown as RegistrationEvent[];
