import { Suspense } from 'react';
import { ChunkLoadWatch } from '../chunk-load';
import { StaffCard } from '../staff';
import { VersionCheck } from '../version-check';
import { WindowScrollToTop } from './components/ScrollToTop';
import { useStaffActing } from './staff-acting';

/**
 * The shell's parts no first paint needs, loaded after it: 'Torna all'inizio' once the page is
 * scrolled, the 'Sei loggato come' card in a tab where staff act for a customer, the check for
 * a newer version deployed with its prompt, and the load error of a page's code that does not
 * arrive.
 */
export default function AfterPaintExtras() {
  const staffActing = useStaffActing();
  return (
    <>
      <WindowScrollToTop />
      <Suspense fallback={null}>
        <VersionCheck />
        <ChunkLoadWatch />
      </Suspense>
      {staffActing && (
        <Suspense fallback={null}>
          <StaffCard />
        </Suspense>
      )}
    </>
  );
}
