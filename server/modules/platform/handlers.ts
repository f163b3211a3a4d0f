/** App version information for the mobile apps' update check. */
import type { OperationHandler } from '../../http/contract';

export interface PlatformSettings {
  /** Where the newest app is; `{platform}` is replaced by the client with ios or android. */
  readonly appStoreUrl: string;
  /** The newest version (APP_VERSION). */
  readonly appVersion: string;
}

export function platformHandlers(settings: PlatformSettings) {
  const versionInfo: OperationHandler<'versionInfo'> = async (_request, reply) => {
    // The apps poll this every 10 minutes; a short cache spares the server.
    reply.header('cache-control', 'public, max-age=60');
    return { version: settings.appVersion, url: settings.appStoreUrl };
  };
  return { versionInfo };
}
