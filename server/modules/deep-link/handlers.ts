/**
 * `/.well-known/assetlinks.json` and `/.well-known/apple-app-site-association` (./app-links.ts):
 * outside /ebsn/api but in the contract, as `/version.json` is, so the server serves exactly
 * openapi/. Without the app's settings each answers 404.
 */
import type { AppLinks } from '../../config';
import type { OperationHandler } from '../../http/contract';
import { ApiError } from '../../http/envelope';
import { appleAppSiteAssociation, assetLinks } from './app-links';

export interface DeepLinkSettings {
  /** The apps the files name (ANDROID_*, APPLE_*); null: that file answers 404. */
  readonly appLinks: AppLinks;
}

const NOT_FOUND = 'Pagina non trovata';
/** The systems fetch these now and then (Apple through its CDN): an hour is plenty. */
const CACHE_CONTROL = 'public, max-age=3600';

export function deepLinkHandlers({ appLinks }: DeepLinkSettings) {
  const android = appLinks.android === null ? null : assetLinks(appLinks.android);
  const apple = appLinks.apple === null ? null : appleAppSiteAssociation(appLinks.apple);

  const androidAssetLinks: OperationHandler<'androidAssetLinks'> = async (_request, reply) => {
    if (android === null) throw new ApiError(404, [NOT_FOUND]);
    reply.header('cache-control', CACHE_CONTROL);
    return android;
  };

  const appleAppSiteAssociationFile: OperationHandler<'appleAppSiteAssociation'> = async (
    _request,
    reply,
  ) => {
    if (apple === null) throw new ApiError(404, [NOT_FOUND]);
    reply.header('cache-control', CACHE_CONTROL);
    return apple;
  };

  return { androidAssetLinks, appleAppSiteAssociation: appleAppSiteAssociationFile };
}
