/**
 * A file upload that reports its progress. `fetch` cannot tell how much of a request body has
 * been sent, so this one call uses XMLHttpRequest; like the content client, it stays on the
 * shop's origin and names the app.
 */
import { APP_CLIENT_HEADER, APP_CLIENT_TYPE } from './client';

export interface UploadReply {
  readonly status: number;
  /** The reply's JSON; null when it was not JSON. */
  readonly body: unknown;
}

/** Thrown when the request never got an answer (offline, cut off). */
export class UploadInterrupted extends Error {
  constructor() {
    super('upload interrupted');
    this.name = 'UploadInterrupted';
  }
}

/**
 * POSTs `body` to `url`, calling `onProgress(loaded, total)` as the bytes leave; `signal` aborts
 * it. Resolves with any answer (the caller reads refusals from it).
 */
export function uploadWithProgress(
  url: string,
  body: FormData,
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<UploadReply> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader(APP_CLIENT_HEADER, APP_CLIENT_TYPE);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    request.addEventListener('load', () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        // A reply that is not JSON (a proxy's error page) is read from its status alone.
      }
      resolve({ status: request.status, body: parsed });
    });
    request.addEventListener('error', () => reject(new UploadInterrupted()));
    request.addEventListener('abort', () => reject(new UploadInterrupted()));
    signal?.addEventListener('abort', () => request.abort());
    request.send(body);
  });
}
