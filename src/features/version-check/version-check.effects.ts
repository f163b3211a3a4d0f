/**
 * The version-check statechart with the app's effects: `/version.json`, the page's reload, and in
 * the mobile app the store.
 */
import { fromPromise } from 'xstate';
import {
  versionCheckMachine,
  type VersionInfo,
} from '../../../machines/version-check/version-check.machine';
import { SHOP_ORIGIN } from '../../api/shop-origin';
import { fetchVersionInfo } from '../../api/version';

export const versionCheckLogic = versionCheckMachine.provide({
  actors: {
    versionInfo: fromPromise<VersionInfo>(({ signal }) => fetchVersionInfo(signal)),
  },
  actions: {
    reloadPage: () => window.location.reload(),
    // The webview hands another site's address to the OS: the store opens its page of the app.
    // A path (APP_STORE_URL's default) is the shop's.
    openStore: (_, { url }) =>
      window.location.assign(new URL(url, SHOP_ORIGIN || window.location.href).href),
  },
});
