import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { selectIsFiltersDrawerOpen } from '../../../machines/shell/shell.machine';
import { useFlowActors } from '../../shared/flow-actors';

/**
 * The phone's filters drawer of a listing page, kept by the shell's statechart so that the back
 * button closes it; leaving the page closes it too, so no drawer stays open unseen.
 */
export function useFiltersDrawer() {
  const { shell } = useFlowActors();
  const filtersOpen = useSelector(shell, selectIsFiltersDrawerOpen);
  useEffect(
    () => () => {
      if (selectIsFiltersDrawerOpen(shell.getSnapshot())) shell.send({ type: 'filters.toggle' });
    },
    [shell],
  );
  return { filtersOpen, onToggleFilters: () => shell.send({ type: 'filters.toggle' }) };
}
