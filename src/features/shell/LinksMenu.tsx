import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { selectIsLinksDrawerOpen } from '../../../machines/shell/shell.machine';
import { useFlowActors } from '../../shared/flow-actors';
import { LinksButton } from './components/LinksButton';

// The drawer and its menu load on first use.
const LinksDrawer = lazy(() =>
  import('./LinksDrawerContainer').then((module) => ({ default: module.LinksDrawerContainer })),
);

/**
 * The mobile app's links drawer (shopping-flow.md §2 "Shell layout"): its header button and, while
 * the shell has it open, the drawer. Rendered in the app's build only: the web's carries none of it.
 */
export function LinksMenu() {
  const { shell } = useFlowActors();
  const open = useSelector(shell, selectIsLinksDrawerOpen);
  return (
    <>
      <LinksButton open={open} onToggle={() => shell.send({ type: 'links.toggle' })} />
      {open && (
        <Suspense fallback={null}>
          <LinksDrawer onClose={() => shell.send({ type: 'drawers.close' })} />
        </Suspense>
      )}
    </>
  );
}
