import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { withStorefrontTexts } from '../../shared/i18n';
import { Analytics } from '../analytics';
import { ChunkLoadWatch } from '../chunk-load';
import { CookieConsent } from '../cookie-consent';
import { ServiceDownWatch } from '../service-down';
import { StaffCard } from '../staff';
import { VersionCheck } from '../version-check';
import { WindowScrollToTop } from './components/ScrollToTop';
import { useStaffActing } from './staff-acting';

const MessagePopup = lazy(withStorefrontTexts(() => import('./MessagePopup')));

/**
 * The shell's parts no first paint needs, loaded after it: 'Torna all'inizio' once the page is
 * scrolled, the 'Sei loggato come' card in a tab where staff act for a customer, the check for
 * a newer version deployed with its prompt, the load error of a page's code that does not
 * arrive, the watch that takes the shopper to `/service-down` when the shop does not answer, and
 * the cookie banner and preferences with the tag manager they allow, and the dialog of the server
 * messages shown in a popup.
 */
export default function AfterPaintExtras() {
  const staffActing = useStaffActing();
  const { client, queryClient } = useRouter().options.context;
  return (
    <>
      <WindowScrollToTop />
      <ServiceDownWatch client={client} queryClient={queryClient} />
      <Suspense fallback={null}>
        <VersionCheck />
        <ChunkLoadWatch />
        <CookieConsent />
        <Analytics />
        <MessagePopup />
      </Suspense>
      {staffActing && (
        <Suspense fallback={null}>
          <StaffCard />
        </Suspense>
      )}
    </>
  );
}
