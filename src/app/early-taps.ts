/**
 * Taps on a server-rendered page before the app has taken it over. Links and the search form work
 * without the app, but a button does nothing until React owns it: the page keeps the buttons
 * tapped until then, and the app presses them again once it has hydrated. While React hydrates,
 * links and forms wait too: a navigation reaching the router half-hydrated makes React throw the
 * page's markup away and render it again.
 */
import { EARLY_COOKIE_BANNER_ID } from './early-cookie-banner';

// What a server-rendered page has that only the app makes work (the filters are checkboxes).
const BUTTONS = 'button, [role="button"], input[type="checkbox"]';
const BUTTONS_AND_LINKS = `${BUTTONS}, a[href]`;
// The server's cookie banner answers its own buttons before the app (early-cookie-banner.ts).
const WORKS_WITHOUT_APP = `#${EARLY_COOKIE_BANNER_ID}`;

export interface EarlyTaps {
  /** React is taking the page over: from now on links and forms are kept as well. */
  hold(): void;
  /** Stops keeping taps and presses again, in order, those kept that are still on the page. */
  release(): void;
}

export function keepEarlyTaps(target: Document = document): EarlyTaps {
  const kept: Array<() => void> = [];
  let holding = false;
  const keepTap = (event: MouseEvent) => {
    const element =
      event.target instanceof Element
        ? event.target.closest(holding ? BUTTONS_AND_LINKS : BUTTONS)
        : null;
    if (!(element instanceof HTMLElement) || element.closest(WORKS_WITHOUT_APP) !== null) return;
    if (!holding && submitsWithoutScript(element)) return;
    stop(event);
    kept.push(() => element.isConnected && element.click());
  };
  const keepSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!holding || !(form instanceof HTMLFormElement)) return;
    stop(event);
    kept.push(() => form.isConnected && form.requestSubmit());
  };
  target.addEventListener('click', keepTap, true);
  target.addEventListener('submit', keepSubmit, true);
  return {
    hold: () => {
      holding = true;
    },
    release: () => {
      target.removeEventListener('click', keepTap, true);
      target.removeEventListener('submit', keepSubmit, true);
      for (const press of kept.splice(0)) press();
    },
  };
}

/** Nothing else sees the event: neither the browser's default action nor React. */
function stop(event: Event) {
  event.preventDefault();
  event.stopPropagation();
}

/** A submit button of a form with an action (the header's search) works as plain HTML. */
function submitsWithoutScript(element: HTMLElement) {
  return (
    element instanceof HTMLButtonElement &&
    element.type === 'submit' &&
    element.form?.hasAttribute('action') === true
  );
}
