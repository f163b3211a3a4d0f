/**
 * The entry: the styles, then the app (src/app/start.tsx). A page the server rendered is already
 * whole on the screen and works as HTML (its links, its search form), so the app, which makes its
 * buttons work, is not loaded before it is needed:
 * - for a shopper who may be signed in (the session's markers are in this browser), once the page
 *   is painted, to show their name and cart;
 * - for anyone else, at the first sign of intent (a pointer, a touch, a key, a scroll). A button
 *   tapped before the app has taken the page over is pressed again once it has (early-taps.ts).
 *   A shopper who has not chosen sees the cookie banner in the page's first HTML; its presses are
 *   kept for the app (early-cookie-banner.ts). When the server could not know (the marker cookie
 *   had gone), the app starts after 5 s without an intent, for its own banner to ask.
 * Any other page starts the app at once, and so does a server-rendered page for a shopper who chose
 * another language than the page's (Italian): the app renders it again in theirs. The language
 * cookie set here lets the server send such a shopper the bare shell from the next page on.
 */
import './app/styles';
import { keepEarlyTaps } from './app/early-taps';
import { SERVER_CHUNKS_ELEMENT_ID } from './domain/server-chunks';
import { sessionStore } from './api/session-store';
import { hasCookieChoiceInForce, syncCookieChoiceMarker } from './shared/cookie-choice-hint';
import { wireEarlyCookieBanner } from './shared/early-cookie-banner';
import { languageCookie } from './domain/language-cookie';

const INTENT_EVENTS = [
  'pointerdown',
  'pointerover',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'wheel',
] as const;

/** How long a server-rendered page that came without the banner waits before the app's asks. */
const BANNER_WITHOUT_INTENT_MS = 5_000;

function preloadServerChunks() {
  // The server lists them as preload links in an inert template (server/plugins/page-render.ts).
  const links = document.getElementById(SERVER_CHUNKS_ELEMENT_ID) as HTMLTemplateElement | null;
  if (links) document.head.append(links.content);
}

function afterFirstPaint(run: () => void) {
  // A frame's callback runs before its paint; the timeout after it.
  requestAnimationFrame(() => setTimeout(run, 0));
}

function onFirstIntent(run: () => void) {
  const once = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, once, true);
    run();
  };
  for (const type of INTENT_EVENTS) {
    window.addEventListener(type, once, { capture: true, passive: true });
  }
}

// The language the shopper chose, by its key in src/domain/language.ts (LANGUAGE_STORAGE_KEY):
// the entry imports nothing of the app's chunks (vite.config.ts's ENTRY_SHARED).
let chosenLanguage = 'it';
try {
  chosenLanguage = localStorage.getItem('ebsn-language') ?? chosenLanguage;
} catch {
  // No storage: the default language.
}
// For the next page: the server renders Italian pages for Italian shoppers only.
document.cookie = languageCookie(chosenLanguage);

const choiceInForce = hasCookieChoiceInForce();
syncCookieChoiceMarker();
const earlyBanner = wireEarlyCookieBanner(choiceInForce);

// A page the server rendered came with the router's state, which its inline scripts put on `$_TSR`.
const serverRendered = '$_TSR' in window && chosenLanguage === document.documentElement.lang;
if (!serverRendered) {
  void import('./app/start').then((app) => app.startApp({}));
} else {
  const taps = keepEarlyTaps();
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    preloadServerChunks();
    import('./app/start')
      .then((app) => app.startApp({ serverRendered, taps }))
      // Without the app the page still works as HTML: its links and its search form.
      .catch(taps.abandon);
  };
  // A press on the cookie banner of the page before waits for the app, as a signed-in shopper does.
  if (sessionStore.maybeSignedIn() || earlyBanner === 'pressed') afterFirstPaint(start);
  else {
    onFirstIntent(start);
    // A shopper who has not chosen, and whose page came without the banner, is asked by the app
    // even if they do nothing, once the page has settled; nothing but technical storage is used.
    if (!choiceInForce && earlyBanner === 'none') setTimeout(start, BANNER_WITHOUT_INTENT_MS);
  }
}
