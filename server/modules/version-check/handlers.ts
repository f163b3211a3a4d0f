/** The newest version, for the version check of the web pages and the mobile apps (/version.json). */
import type { OperationHandler } from '../../http/contract';

export interface VersionCheckSettings {
  /** Where the newest app is; `{platform}` is replaced by the client with ios or android. */
  readonly appStoreUrl: string;
  /** The newest version (APP_VERSION). */
  readonly appVersion: string;
}

export function versionCheckHandlers(settings: VersionCheckSettings) {
  const versionInfo: OperationHandler<'versionInfo'> = async (_request, reply) => {
    // The apps poll this every 10 minutes; a short cache spares the server.
    reply.header('cache-control', 'public, max-age=60');
    return { version: settings.appVersion, url: settings.appStoreUrl };
  };
  return { versionInfo };
}
