/**
 * What the HTTP client tells the rest of the app: a session expired (HTTP 419) or a reply
 * carried messages to show as toasts. The app subscribes once; the client never imports the app.
 */
import type { ResponseMessages } from '../domain/envelope';

export interface ClientEventMap {
  sessionExpired: undefined;
  messages: ResponseMessages;
}

type Listener<T> = (payload: T) => void;

function createEmitter<M>() {
  const listeners: { [K in keyof M]?: Set<Listener<M[K]>> } = {};
  return {
    on<K extends keyof M>(type: K, listener: Listener<M[K]>) {
      const set = (listeners[type] ??= new Set());
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit<K extends keyof M>(type: K, payload: M[K]) {
      listeners[type]?.forEach((listener) => listener(payload));
    },
  };
}

export const clientEvents = createEmitter<ClientEventMap>();
