import { Suspense } from 'react';
import { StaffCard } from '../staff';
import { WindowScrollToTop } from './components/ScrollToTop';
import { useStaffActing } from './staff-acting';

/**
 * The shell's parts no first paint needs, loaded after it: 'Torna all'inizio' once the page is
 * scrolled, and the 'Sei loggato come' card in a tab where staff act for a customer.
 */
export default function AfterPaintExtras() {
  const staffActing = useStaffActing();
  return (
    <>
      <WindowScrollToTop />
      {staffActing && (
        <Suspense fallback={null}>
          <StaffCard />
        </Suspense>
      )}
    </>
  );
}
