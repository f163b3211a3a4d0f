/**
 * The cookie banner in a server-rendered page's first HTML (the server adds it when the browser's
 * marker says no choice is in force). It is on the screen with the page, before the app; a press
 * on one of its buttons hides it and is kept in the tab's session storage, so that it outlives a
 * page left at once. The app's cookie consent, once it has read the browser's choice, takes the
 * press and removes this banner for its own.
 */

/** The id of the element the server puts the banner in (server/plugins/page-render.ts). */
export const EARLY_COOKIE_BANNER_ID = 'early-cookie-banner';

/** The banner's buttons, by their `data-cookie-action` (the statechart's `consent.*` events). */
export type EarlyCookieAction = 'acceptAll' | 'rejectAll' | 'customise' | 'closed';

const ACTIONS: readonly string[] = ['acceptAll', 'rejectAll', 'customise', 'closed'];

/** Session storage: a press the app has not taken yet (technical: it records the choice). */
const PRESS_KEY = 'ebsn-cookie-press';

/** Where session storage is refused, the press waits here, for this page only. */
let pressedHere: EarlyCookieAction | null = null;

const isAction = (name: string | null | undefined): name is EarlyCookieAction =>
  typeof name === 'string' && ACTIONS.includes(name);

function keepPress(action: EarlyCookieAction) {
  pressedHere = action;
  try {
    sessionStorage.setItem(PRESS_KEY, action);
  } catch {
    // Kept in memory only.
  }
}

function pendingPress(): EarlyCookieAction | null {
  try {
    const stored = sessionStorage.getItem(PRESS_KEY);
    if (isAction(stored)) return stored;
  } catch {
    // Only the memory's.
  }
  return pressedHere;
}

const earlyBanner = () => document.getElementById(EARLY_COOKIE_BANNER_ID);

/**
 * Makes the server's banner answer presses. It goes when the browser holds a choice after all
 * (the marker had gone), and hides when a press is still waiting for the app (made on the page
 * before). `pressed`: the app must start at once to take it.
 */
export function wireEarlyCookieBanner(choiceInForce: boolean): 'none' | 'shown' | 'pressed' {
  const banner = earlyBanner();
  if (pendingPress() !== null) {
    if (banner !== null) banner.hidden = true;
    return 'pressed';
  }
  if (banner === null) return 'none';
  if (choiceInForce) {
    banner.remove();
    return 'none';
  }
  banner.addEventListener('click', (event) => {
    const pressed =
      event.target instanceof Element ? event.target.closest('[data-cookie-action]') : null;
    const action = pressed?.getAttribute('data-cookie-action');
    if (!isAction(action)) return;
    keepPress(action);
    banner.hidden = true;
  });
  return 'shown';
}

/** The press made on the server's banner, if any; taking it forgets it. */
export function takeEarlyCookieAction(): EarlyCookieAction | null {
  const action = pendingPress();
  pressedHere = null;
  try {
    sessionStorage.removeItem(PRESS_KEY);
  } catch {
    // Nothing was kept there.
  }
  return action;
}

/** The app's cookie consent shows its own banner (or none) from now on. */
export function removeEarlyCookieBanner(): void {
  earlyBanner()?.remove();
}
