import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import {
  chunkLoadMachine,
  selectIsReloading,
  selectLoadError,
} from '../../../machines/chunk-load/chunk-load.machine';
import { LoadErrorDialog } from './components/LoadErrorDialog';

const chunkLoadLogic = chunkLoadMachine.provide({
  actions: { reloadPage: () => window.location.reload() },
});

/**
 * Watches the pages' loads: the router's load start and end, and Vite's `vite:preloadError`,
 * which fires for every chunk (and its preloads) that fails to arrive.
 */
export default function ChunkLoadContainer() {
  const router = useRouter();
  const actor = useActorRef(chunkLoadLogic);
  const opened = useSelector(actor, selectLoadError);
  const reloading = useSelector(actor, selectIsReloading);

  useEffect(() => {
    const onFailed = () => actor.send({ type: 'load.failed' });
    window.addEventListener('vite:preloadError', onFailed);
    const stopStarted = router.subscribe('onBeforeLoad', () =>
      actor.send({ type: 'load.started' }),
    );
    const stopResolved = router.subscribe('onResolved', () =>
      actor.send({ type: 'load.finished' }),
    );
    return () => {
      window.removeEventListener('vite:preloadError', onFailed);
      stopStarted();
      stopResolved();
    };
  }, [actor, router]);

  return (
    <LoadErrorDialog
      opened={opened}
      reloading={reloading}
      onReload={() => actor.send({ type: 'page.reload' })}
      onDismiss={() => actor.send({ type: 'error.dismissed' })}
    />
  );
}
