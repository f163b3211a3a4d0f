/** App version information for the mobile apps' update check. */
import { APP_VERSION } from '../../config';
import type { OperationHandler } from '../../http/contract';

export interface PlatformSettings {
  /** Where the newest app is; `{platform}` is replaced by the client with ios or android. */
  readonly appStoreUrl: string;
}

export function platformHandlers(settings: PlatformSettings) {
  const versionInfo: OperationHandler<'versionInfo'> = async (_request, reply) => {
    // The apps poll this every 10 minutes; a short cache spares the server.
    reply.header('cache-control', 'public, max-age=60');
    return { version: APP_VERSION, url: settings.appStoreUrl };
  };
  return { versionInfo };
}
