/**
 * The staff statecharts with the shop's calls: the sso machine sends the browser to the identity
 * provider; the backoffice machine's answers also go to the query cache, and acting is announced
 * to the shell (a session-storage marker, no secret) so the 'Sei loggato come' card shows on every
 * page of this tab, a reload included.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import {
  backofficeMachine,
  type BackofficeCredentials,
  type StaffState,
} from '../../../machines/staff/backoffice.machine';
import { ssoMachine } from '../../../machines/staff/sso.machine';
import type { ShopClient } from '../../api/client';
import { failingWith } from '../../shared/flow-failure';
import { i18n } from '../../shared/i18n';
import { messages } from '../../domain/messages';
import { STAFF_ACTING_KEY } from './staff-acting';
import {
  backofficeSignIn,
  releaseCustomer,
  requestSignOn,
  selectCustomer,
  staffQueryKey,
  staffQueryOptions,
  staffSignOut,
} from './staff.queries';

export function provideSso(client: ShopClient, leave: (url: string) => void) {
  return ssoMachine.provide({
    actors: {
      requestSignOn: fromPromise<string, { relay: string }>(({ input }) =>
        failingWith(i18n._(messages.generic), () => requestSignOn(client, input.relay)),
      ),
    },
    actions: { goToProvider: (_, params: { url: string }) => leave(params.url) },
  });
}

function announce(acting: boolean): void {
  if (acting) sessionStorage.setItem(STAFF_ACTING_KEY, '1');
  else sessionStorage.removeItem(STAFF_ACTING_KEY);
  window.dispatchEvent(new Event(STAFF_ACTING_KEY));
}

const isStaffPage = (path: string) => path.startsWith('/admin') || path.startsWith('/userboard');

/**
 * The app starts again for whom the tab now serves: acting begins on a staff page, so the shop
 * opens as the customer; acting ends in the shop ('Esci', the 30 minutes), so the customer
 * search opens as the staff user. A reload, so no shopper's data stays in the caches.
 */
export interface StaffNavigation {
  readonly path: () => string;
  readonly go: (path: string) => void;
}

const browserNavigation: StaffNavigation = {
  path: () => window.location.pathname,
  go: (path) => window.location.assign(path),
};

export function provideBackoffice(
  client: ShopClient,
  queryClient: QueryClient,
  navigation: StaffNavigation = browserNavigation,
) {
  // Each answer also goes to the query cache; a refusal becomes the texts the machine shows.
  const remember = (call: () => Promise<StaffState>) =>
    failingWith(i18n._(messages.generic), async () => {
      const state = await call();
      queryClient.setQueryData(staffQueryKey, state);
      return state;
    });
  return backofficeMachine.provide({
    actors: {
      checkStaff: fromPromise<StaffState>(() =>
        queryClient.fetchQuery({ ...staffQueryOptions(client), staleTime: 0 }),
      ),
      signIn: fromPromise<StaffState, BackofficeCredentials>(({ input }) =>
        remember(() => backofficeSignIn(client, input)),
      ),
      selectCustomer: fromPromise<StaffState, { userId: number }>(({ input }) =>
        remember(() => selectCustomer(client, input.userId)),
      ),
      releaseCustomer: fromPromise<StaffState>(() => remember(() => releaseCustomer(client))),
      signOut: fromPromise<void>(() =>
        failingWith(i18n._(messages.generic), async () => {
          const providerLogout = await staffSignOut(client);
          queryClient.setQueryData(staffQueryKey, { staff: null, acting: null });
          // Signed on by the identity provider: it ends its own session too.
          if (providerLogout !== null) navigation.go(providerLogout);
        }),
      ),
    },
    actions: {
      announceActing: () => {
        announce(true);
        if (isStaffPage(navigation.path())) navigation.go('/');
      },
      announceReleased: () => {
        announce(false);
        if (!isStaffPage(navigation.path())) navigation.go('/admin/clienti');
      },
    },
  });
}
