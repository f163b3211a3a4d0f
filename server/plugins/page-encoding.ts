/**
 * Pages compressed for the encoding the browser accepts (brotli, then gzip), once per page: a
 * cached page (./page-cache.ts) is compressed only the first time it is sent. Pages are answered
 * by the not-found handler, which the compression plugin's route hooks never see.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** The best encoding of `accept-encoding` that we make (no q-values: browsers send none for these). */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = new Set(
    (acceptEncoding ?? '').split(',').map((part) => part.split(';')[0]?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

const encoded = new WeakMap<object, Map<PageEncoding, Buffer>>();

/** The page's `html()` as bytes in `encoding`, remembered as long as `owner` (the page) lives. */
export function encodePage(owner: object, html: () => string, encoding: PageEncoding): Buffer {
  let byEncoding = encoded.get(owner);
  if (byEncoding === undefined) {
    byEncoding = new Map();
    encoded.set(owner, byEncoding);
  }
  let bytes = byEncoding.get(encoding);
  if (bytes === undefined) {
    const raw = Buffer.from(html(), 'utf8');
    bytes =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? gzipSync(raw)
          : raw;
    byEncoding.set(encoding, bytes);
  }
  return bytes;
}
