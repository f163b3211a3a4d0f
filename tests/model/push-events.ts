/**
 * The events the push model may take: the permission's answer (granted, refused, failed), the
 * device's tokens (the first, a refreshed one, for a guest and for a logged-in shopper), the shop's
 * answers to the two device calls, a login and a logout, and notifications received in the
 * foreground or tapped in the tray (naming a page of the shop, another site's page, or nothing),
 * with the dialog's 'Apri' and 'Chiudi'.
 */
import type { EventFromLogic } from 'xstate';
import type { PushNotice, pushMachine } from '../../machines/push/push.machine';
import type { ShopSite } from '../../src/domain/app-links';

type PushEvent = EventFromLogic<typeof pushMachine>;

export const SHOP: ShopSite = { origin: 'https://spesa.example.it' };

/** Two push tokens as Firebase makes them: the first, and the one a refresh gives. */
export const FIRST_TOKEN = `fcm-first:APA91b${'a'.repeat(40)}`;
export const REFRESHED_TOKEN = `fcm-refreshed:APA91b${'b'.repeat(40)}`;

/** A notification about an order, naming its page on the shop's own host. */
export const ORDER_NOTICE: PushNotice = {
  title: 'Il tuo ordine è pronto',
  body: 'Il tuo ordine è pronto per il ritiro.',
  navTo: 'https://spesa.example.it/profile/orders/1234',
};
export const ORDER_PATH = '/profile/orders/1234';

/** A notification of an offer, naming a path of the app. */
export const OFFER_NOTICE: PushNotice = {
  title: 'Offerte della settimana',
  body: 'Frutta e verdura a metà prezzo.',
  navTo: '/category/frutta-e-verdura?page=2',
};
export const OFFER_PATH = '/category/frutta-e-verdura?page=2';

/** Notifications that name no page of the shop: another host's, one of its files, none. */
export const FOREIGN_NOTICE: PushNotice = {
  title: 'Guarda il video',
  body: 'La ricetta del giorno.',
  navTo: 'https://www.youtube.com/watch?v=abc',
};
export const FILE_NOTICE: PushNotice = {
  title: 'Il volantino',
  body: 'Il nuovo volantino è online.',
  navTo: 'https://spesa.example.it/p/wp-content/uploads/volantino.pdf',
};
export const PLAIN_NOTICE: PushNotice = {
  title: 'Buongiorno',
  body: 'Oggi consegne fino alle 22.',
  navTo: null,
};

export const pushEvents = (): PushEvent[] =>
  [
    { type: 'xstate.done.actor.permissionRequest', output: true },
    { type: 'xstate.done.actor.permissionRequest', output: false },
    { type: 'xstate.error.actor.permissionRequest', error: new Error('UNIMPLEMENTED') },
    { type: 'push.tokenReceived', token: FIRST_TOKEN, authenticated: false },
    { type: 'push.tokenReceived', token: FIRST_TOKEN, authenticated: true },
    { type: 'push.tokenReceived', token: REFRESHED_TOKEN, authenticated: false },
    { type: 'push.tokenReceived', token: REFRESHED_TOKEN, authenticated: true },
    { type: 'xstate.done.actor.deviceRegistration' },
    { type: 'xstate.error.actor.deviceRegistration', error: new TypeError('Failed to fetch') },
    { type: 'xstate.done.actor.deviceUnregistration' },
    { type: 'xstate.error.actor.deviceUnregistration', error: new Error('HTTP 404') },
    { type: 'session.loggedIn' },
    { type: 'session.loggingOut' },
    { type: 'push.received', notice: ORDER_NOTICE },
    { type: 'push.received', notice: FOREIGN_NOTICE },
    { type: 'push.tapped', notice: ORDER_NOTICE },
    { type: 'push.tapped', notice: PLAIN_NOTICE },
    { type: 'notice.open' },
    { type: 'notice.close' },
  ] as unknown as PushEvent[];
