/**
 * 'Consegna in azienda' on 'I miei indirizzi' (docs/shopping.md "Favourites, shop at work and friend invite", openapi tag `shopatwork`):
 * the shopper activates their company's delivery with its 'Codice aziendale'; once the server
 * accepts it, 'Ora puoi ricevere la spesa presso {companyName}' and the company's address joins
 * the shopper's addresses (the app refreshes them); a refused code ('Codice azienda non valido',
 * 'Il codice aziendale è scaduto') shows under the field until the code is changed or sent again.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureTexts, notProvided } from '../flow-failure';

/** The company a code subscribed the shopper to. */
export interface ShopAtWorkCompany {
  readonly companyId: number;
  readonly companyName: string;
}

export interface ShopAtWorkContext {
  /** The company of the last accepted code; null before one. */
  company: ShopAtWorkCompany | null;
  /** The refusal of the last code, shown under the field. */
  errors: readonly string[];
}

export type ShopAtWorkEvent = { type: 'code.submitted'; code: string } | { type: 'code.changed' };

export const shopAtWorkMachine = setup({
  types: { context: {} as ShopAtWorkContext, events: {} as ShopAtWorkEvent },
  actors: {
    subscribeCompany: fromPromise<ShopAtWorkCompany, { code: string }>(notProvided),
  },
  actions: {
    assignCompany: assign((_, params: { company: ShopAtWorkCompany }) => ({
      company: params.company,
      errors: [],
    })),
    assignErrors: assign((_, params: { error: unknown }) => ({
      errors: failureTexts(params.error),
    })),
    clearErrors: assign({ errors: [] }),
    /** The company's address now belongs to the shopper's: the app refreshes the addresses. */
    announceSubscribed: () => {},
  },
}).createMachine({
  id: 'shopAtWork',
  initial: 'editing',
  context: { company: null, errors: [] },
  states: {
    editing: {
      on: { 'code.submitted': { target: 'subscribing' } },
    },
    subscribing: {
      tags: ['busy'],
      invoke: {
        id: 'subscribeCompany',
        src: 'subscribeCompany',
        input: ({ event }) => {
          assertEvent(event, 'code.submitted');
          return { code: event.code };
        },
        onDone: {
          target: 'subscribed',
          actions: [
            { type: 'assignCompany', params: ({ event }) => ({ company: event.output }) },
            'announceSubscribed',
          ],
        },
        onError: {
          target: 'refused',
          actions: { type: 'assignErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    subscribed: {
      // Another company's code moves the shopper to that company.
      on: { 'code.submitted': { target: 'subscribing' } },
    },
    refused: {
      on: {
        'code.submitted': { target: 'subscribing', actions: 'clearErrors' },
        'code.changed': { target: 'editing', actions: 'clearErrors' },
      },
    },
  },
});

type ShopAtWorkSnapshot = SnapshotFrom<typeof shopAtWorkMachine>;

export const selectIsSubscribing = (snapshot: ShopAtWorkSnapshot) => snapshot.hasTag('busy');
/** The company the shopper just subscribed to, for the confirmation; null otherwise. */
export const selectSubscribedCompany = (snapshot: ShopAtWorkSnapshot) =>
  snapshot.matches('subscribed') ? snapshot.context.company : null;
/** The refusal of the last code, shown under the field. */
export const selectShopAtWorkErrors = (snapshot: ShopAtWorkSnapshot) => snapshot.context.errors;
