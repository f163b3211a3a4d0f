/**
 * The messages of every reply, shown as the catalogue says (./message-reading.ts). The reading is
 * a chunk of its own, fetched as the app starts, beside the page's hydration: the app's first call
 * (the session's read) comes after that, so nothing waits for it, and the first JavaScript is
 * lighter by its lists of calls.
 */
import type { Middleware } from 'openapi-fetch';

let reading: Promise<typeof import('./message-reading')> | undefined;
const messageReading = () => (reading ??= import('./message-reading'));

/** Starts fetching the reading before any reply needs it. */
export function prepareMessageReading() {
  void messageReading();
}

export const messagesMiddleware: Middleware = {
  async onResponse({ response, schemaPath }) {
    await (await messageReading()).showMessagesOf({ schemaPath }, response);
  },
  async onError({ schemaPath }) {
    (await messageReading()).showFailureOf({ schemaPath });
  },
};
