import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import {
  selectIsVideoLoading,
  selectIsVideoOpen,
  selectVideo,
  videoMachine,
} from '../../../machines/content/video.machine';
import { classifyContentLink } from '../../domain/content-links';
import { ContentLinksContext, type ContentLinkActions } from './components/ContentHtml';
import { VideoDialog } from './components/VideoDialog';

/**
 * Hosts whose links are the shop's own beside the page's (`VITE_CONTENT_LINK_HOSTS`, separated by
 * commas): a WordPress at another address links to the shop by its public name.
 */
const ALLOWED_HOSTS = (import.meta.env.VITE_CONTENT_LINK_HOSTS ?? '')
  .split(',')
  .map((host: string) => host.trim())
  .filter((host: string) => host !== '');

/**
 * Gives the content HTML inside it the shop's link handling (shopping-flow.md §2): app routes
 * through the router, video links to the video dialog, whose statechart lives here.
 */
export function ContentLinksProvider({ children }: { readonly children: ReactNode }) {
  const router = useRouter();
  const video = useActorRef(videoMachine);
  const open = useSelector(video, selectIsVideoOpen);
  const actions = useMemo<ContentLinkActions>(
    () => ({
      classify: (href) =>
        classifyContentLink(href, {
          // The page renderer knows the path only (src/entry-server.tsx): a link to the shop's
          // own address, rare in content, may then get a new window on the server's page.
          pageUrl: import.meta.env.SSR
            ? new URL(router.state.location.href, 'http://localhost').href
            : window.location.href,
          allowedHosts: ALLOWED_HOSTS,
          shopPrefix: import.meta.env.BASE_URL,
        }),
      route: (href) => void router.navigate({ href }),
      playVideo: (chosen) => video.send({ type: 'video.open', video: chosen }),
    }),
    [router, video],
  );
  // The back button closes the open dialog and stays on the page (account-and-platform.md §2).
  useEffect(() => {
    if (!open) return;
    return router.history.block({
      enableBeforeUnload: false,
      blockerFn: ({ action }) => {
        if (action !== 'BACK' && action !== 'GO') return false;
        video.send({ type: 'dialog.closed' });
        return true;
      },
    });
  }, [open, router, video]);
  return (
    <ContentLinksContext.Provider value={actions}>
      {children}
      <VideoDialog
        video={useSelector(video, selectVideo)}
        loading={useSelector(video, selectIsVideoLoading)}
        onLoaded={() => video.send({ type: 'video.loaded' })}
        onClose={() => video.send({ type: 'dialog.closed' })}
      />
    </ContentLinksContext.Provider>
  );
}
