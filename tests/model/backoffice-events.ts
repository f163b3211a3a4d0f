/**
 * The events the backoffice model may take: the staff pages' buttons, the card's 'Esci', the
 * shop's own end of acting, the 30 minutes, and what each call answers.
 */
import type { EventFromLogic } from 'xstate';
import type { backofficeMachine, StaffState } from '../../machines/staff/backoffice.machine';

type BackofficeEvent = EventFromLogic<typeof backofficeMachine>;

export const CHIARA = {
  username: 'chiara.verdi',
  displayName: 'Chiara Verdi',
  roles: ['customer-care', 'auditor'],
};
export const MARIO = { userId: 7, firstName: 'Mario', lastName: 'Rossi' };

export const SIGNED_OUT: StaffState = { staff: null, acting: null };
export const SIGNED_IN: StaffState = { staff: CHIARA, acting: null };
export const ACTING: StaffState = { staff: CHIARA, acting: MARIO };

const refused = (text: string) => ({ messages: [text] });

export const backofficeEvents = (): BackofficeEvent[] =>
  [
    {
      type: 'signIn.submit',
      credentials: { backofficeUser: 'assistenza', password: 'Spesa2026!' },
    },
    { type: 'customer.select', userId: MARIO.userId },
    { type: 'acting.exit' },
    { type: 'acting.expired' },
    { type: 'activity' },
    { type: 'signOut' },
    { type: 'staff.refresh' },
    { type: 'xstate.after.actingIdle.backoffice.acting.active' },
    { type: 'xstate.done.actor.checkStaff', output: SIGNED_OUT },
    { type: 'xstate.done.actor.checkStaff', output: SIGNED_IN },
    { type: 'xstate.done.actor.checkStaff', output: ACTING },
    { type: 'xstate.error.actor.checkStaff', error: new Error('offline') },
    { type: 'xstate.done.actor.signIn', output: SIGNED_IN },
    { type: 'xstate.error.actor.signIn', error: refused('Credenziali Errate') },
    { type: 'xstate.done.actor.selectCustomer', output: ACTING },
    { type: 'xstate.error.actor.selectCustomer', error: refused('Cliente non trovato.') },
    { type: 'xstate.done.actor.releaseCustomer', output: SIGNED_IN },
    { type: 'xstate.error.actor.releaseCustomer', error: new Error('offline') },
    { type: 'xstate.done.actor.signOut' },
    { type: 'xstate.error.actor.signOut', error: new Error('offline') },
  ] as unknown as BackofficeEvent[];
