/**
 * `/version.json` for the version check (account-and-platform.md §7 'Version', §8 'Version check
 * failure: ignored silently'). The check runs in the background, so it goes without the shop
 * client's middleware: no loader overlay, no toast on a failure, no session headers, no response
 * cache. Only the lazy version-check chunk imports it, so the first page's JavaScript does not
 * carry it (openapi-fetch itself is already there, for src/api/client.ts).
 */
import createClient from 'openapi-fetch';
import type { components, paths } from './ebsn';
import { SHOP_ORIGIN } from './shop-origin';

type VersionInfo = components['schemas']['VersionInfo'];

const versionClient = createClient<paths>({ baseUrl: SHOP_ORIGIN, credentials: 'same-origin' });

/**
 * The newest version deployed, asked past the browser's cache; rejects on any failure (no
 * answer, an HTTP error, a body without a version).
 */
export async function fetchVersionInfo(signal?: AbortSignal): Promise<VersionInfo> {
  const { data, response } = await versionClient.GET('/version.json', {
    cache: 'no-cache',
    ...(signal ? { signal } : {}),
  });
  if (!response.ok || typeof data?.version !== 'string') {
    throw new Error(`version.json: ${response.status}`);
  }
  return { version: data.version, url: typeof data.url === 'string' ? data.url : '' };
}
