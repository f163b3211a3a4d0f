import { Suspense } from 'react';
import { StaffCard } from '../staff';
import { VersionCheck } from '../version-check';
import { WindowScrollToTop } from './components/ScrollToTop';
import { useStaffActing } from './staff-acting';

/**
 * The shell's parts no first paint needs, loaded after it: 'Torna all'inizio' once the page is
 * scrolled, the 'Sei loggato come' card in a tab where staff act for a customer, and the check for
 * a newer version deployed with its prompt.
 */
export default function AfterPaintExtras() {
  const staffActing = useStaffActing();
  return (
    <>
      <WindowScrollToTop />
      <Suspense fallback={null}>
        <VersionCheck />
      </Suspense>
      {staffActing && (
        <Suspense fallback={null}>
          <StaffCard />
        </Suspense>
      )}
    </>
  );
}
