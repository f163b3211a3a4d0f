import type { QueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { ShopClient } from '../../api/client';
import { SERVICE_DOWN_PATH } from '../../domain/service-down';
import {
  hasReadFailedWhileDown,
  serviceDownHref,
  serviceDownMiddleware,
} from './service-down-watch';

export interface ServiceDownWatchProps {
  /** The app's client (the router context's `client`). */
  readonly client: ShopClient;
  /** The app's server state, where the reads made before the watch arrived left their errors. */
  readonly queryClient: QueryClient;
}

/**
 * Sends the shopper to `/service-down`, remembering where they were, when the shop answers 503 or
 * cannot be reached. Renders nothing; meant for the shell's after-paint extras.
 */
export function ServiceDownWatch({ client, queryClient }: ServiceDownWatchProps) {
  const router = useRouter();
  useEffect(() => {
    // A page being left cancels its calls, which can fail as a network failure would.
    let leaving = false;
    const onLeave = () => (leaving = true);
    const onBack = () => (leaving = false);
    const goToServiceDown = () => {
      const { pathname, href } = router.state.location;
      if (leaving || pathname === SERVICE_DOWN_PATH) return;
      router.history.push(serviceDownHref(href));
    };
    const middleware = serviceDownMiddleware(goToServiceDown);
    client.use(middleware);
    window.addEventListener('pagehide', onLeave);
    window.addEventListener('beforeunload', onLeave);
    window.addEventListener('pageshow', onBack);
    if (hasReadFailedWhileDown(queryClient)) goToServiceDown();
    return () => {
      client.eject(middleware);
      window.removeEventListener('pagehide', onLeave);
      window.removeEventListener('beforeunload', onLeave);
      window.removeEventListener('pageshow', onBack);
    };
  }, [client, queryClient, router]);
  return null;
}
