/**
 * The events the service-down model may take: the wait before the next check passing, 'Riprova
 * ora', and what the shop answers the check (it answers, or it is still down).
 */
import type { EventFromLogic } from 'xstate';
import type { serviceDownMachine } from '../../machines/service-down/service-down.machine';

type ServiceDownEvent = EventFromLogic<typeof serviceDownMachine>;

/** Where the shopper was when the shop stopped answering. */
export const RETURN_PATH = '/category/frutta-e-verdura?page=2';

export const serviceDownEvents = (): ServiceDownEvent[] =>
  [
    { type: 'xstate.after.retryDelay.serviceDown.waiting' },
    { type: 'service.check' },
    { type: 'xstate.done.actor.serviceProbe' },
    { type: 'xstate.error.actor.serviceProbe', error: new TypeError('Failed to fetch') },
  ] as unknown as ServiceDownEvent[];
