/**
 * The small forms of an order's page: the rating of a delivered order (note/order/add or update,
 * 1 to 5 stars and a comment) and the parking reservation to collect a store pickup order
 * (order/reserve, with the messages of shopping-flow.md §8). Each is sent, refused with the
 * server's texts or done; a done form can be changed and sent again.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureTexts, notProvided } from '../flow-failure';

export interface OrderFormContext {
  errors: readonly string[];
}

export interface RatingValues {
  readonly kind: 'rating';
  /** 1 to 5 stars. */
  readonly rating: number;
  readonly comment: string;
}

export interface ParkingValues {
  readonly kind: 'parking';
  /** Metres from the store. */
  readonly distance: number;
  /** Car or plate, optional. */
  readonly info: string;
}

export type OrderFormValues = RatingValues | ParkingValues;

export type OrderFormEvent =
  { type: 'form.submit'; values: OrderFormValues } | { type: 'form.edit' };

/**
 * One machine for either form; the app provides the `submit` that sends it. A form sent before
 * (a rating already given) starts done.
 */
export const createOrderFormMachine = (startsDone: boolean) =>
  setup({
    types: {
      context: {} as OrderFormContext,
      events: {} as OrderFormEvent,
    },
    actors: { submit: fromPromise<void, OrderFormValues>(notProvided) },
    actions: {
      assignErrors: assign((_, params: { error: unknown }) => ({
        errors: failureTexts(params.error),
      })),
      clearErrors: assign({ errors: [] }),
    },
  }).createMachine({
    id: 'orderForm',
    initial: startsDone ? 'done' : 'editing',
    context: { errors: [] },
    states: {
      editing: {
        on: { 'form.submit': { target: 'submitting', actions: 'clearErrors' } },
      },
      submitting: {
        tags: ['busy'],
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ event }) => {
            if (event.type !== 'form.submit')
              throw new Error('orderForm: submitted without values');
            return event.values;
          },
          onDone: { target: 'done' },
          onError: {
            target: 'editing',
            actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      done: {
        on: { 'form.edit': { target: 'editing' } },
      },
    },
  });

export const orderFormMachine = createOrderFormMachine(false);

type OrderFormSnapshot = SnapshotFrom<typeof orderFormMachine>;

export type OrderFormStep = 'editing' | 'submitting' | 'done';

export const selectOrderFormStep = (snapshot: OrderFormSnapshot): OrderFormStep =>
  snapshot.matches('done') ? 'done' : snapshot.matches('submitting') ? 'submitting' : 'editing';
/** The refusal of the last submission, shown in the form. */
export const selectOrderFormErrors = (snapshot: OrderFormSnapshot) => snapshot.context.errors;
