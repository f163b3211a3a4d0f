/**
 * The events the version-check model may take: the mobile app naming its platform, the page's
 * focus and hiding, the 10 minutes
 * passing, what `/version.json` answers (a newer, the same, an older and a not comparable
 * version, or a failure) and the prompt's two buttons.
 */
import type { EventFromLogic } from 'xstate';
import type { versionCheckMachine } from '../../machines/version-check/version-check.machine';

type VersionCheckEvent = EventFromLogic<typeof versionCheckMachine>;

/** The app's own version in the model (CLIENT_VERSION). */
export const CURRENT_VERSION = '2.0.7';
/** The newer version deployed. */
export const NEWER_VERSION = '2.1.0';
export const STORE_URL = 'https://apps.example.it/spesa/{platform}';

export const versionCheckEvents = (): VersionCheckEvent[] =>
  [
    { type: 'app.identified', platform: 'android' },
    { type: 'page.focused' },
    { type: 'page.hidden' },
    { type: 'xstate.after.checkInterval.versionCheck.idle' },
    { type: 'xstate.done.actor.versionInfo', output: { version: NEWER_VERSION, url: STORE_URL } },
    { type: 'xstate.done.actor.versionInfo', output: { version: CURRENT_VERSION, url: STORE_URL } },
    { type: 'xstate.done.actor.versionInfo', output: { version: '2.0.6', url: STORE_URL } },
    { type: 'xstate.done.actor.versionInfo', output: { version: '2.1.0-rc1', url: STORE_URL } },
    { type: 'xstate.error.actor.versionInfo', error: new TypeError('Failed to fetch') },
    { type: 'prompt.reload' },
    { type: 'prompt.dismissed' },
  ] as unknown as VersionCheckEvent[];
