import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { ShopClient } from '../../api/client';
import { SERVICE_DOWN_PATH } from '../../domain/service-down';
import { serviceDownHref, serviceDownMiddleware } from './service-down-watch';

export interface ServiceDownWatchProps {
  /** The app's client (the router context's `client`). */
  readonly client: ShopClient;
}

/**
 * Sends the shopper to `/service-down`, remembering where they were, when the shop answers 503 or
 * cannot be reached. Renders nothing; meant for the shell's after-paint extras.
 */
export function ServiceDownWatch({ client }: ServiceDownWatchProps) {
  const router = useRouter();
  useEffect(() => {
    const middleware = serviceDownMiddleware(() => {
      const { pathname, href } = router.state.location;
      if (pathname === SERVICE_DOWN_PATH) return;
      router.history.push(serviceDownHref(href));
    });
    client.use(middleware);
    return () => client.eject(middleware);
  }, [client, router]);
  return null;
}
