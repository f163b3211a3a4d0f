/**
 * The version-check statechart with the app's effects: `/version.json` and the page's reload.
 */
import { fromPromise } from 'xstate';
import {
  versionCheckMachine,
  type VersionInfo,
} from '../../../machines/version-check/version-check.machine';
import { fetchVersionInfo } from '../../api/version';

export const versionCheckLogic = versionCheckMachine.provide({
  actors: {
    versionInfo: fromPromise<VersionInfo>(({ signal }) => fetchVersionInfo(signal)),
  },
  actions: {
    reloadPage: () => window.location.reload(),
  },
});
