/**
 * What the shopper does on a server-rendered page before the app owns it (event replay, as Angular's
 * and Qwik's event dispatch do). A button does nothing until React owns it, and the search form
 * would load a whole new page and lose the app on its way: the page keeps the taps and the
 * searches sent until then, and the app acts on them, in order, once it has hydrated. A field
 * focused before then is focused again for the app, so that what it offers on focus (the recent
 * searches) shows; typed words stay in their field (the fields are not React's to fill).
 * Links work as HTML until React starts to take the page over (`hold`): from then on they wait
 * too, since a navigation reaching the router half-hydrated makes React throw the page's markup
 * away and render it again. If the app never comes, the searches kept are sent as plain HTML.
 */
import { EARLY_COOKIE_BANNER_ID } from '../shared/early-cookie-banner';

// What a server-rendered page has that only the app makes work (the filters are checkboxes).
const BUTTONS = 'button, [role="button"], input[type="checkbox"]';
const BUTTONS_AND_LINKS = `${BUTTONS}, a[href]`;
// The server's cookie banner answers its own buttons before the app (early-cookie-banner.ts).
const WORKS_WITHOUT_APP = `#${EARLY_COOKIE_BANNER_ID}`;

export interface EarlyTaps {
  /** React is taking the page over: from now on links are kept as well. */
  hold(): void;
  /** Stops keeping and acts again, in order, on what was kept and is still on the page. */
  release(): void;
  /** The app did not come: stops keeping, and the searches kept go on as HTML. */
  abandon(): void;
}

export function keepEarlyTaps(target: Document = document): EarlyTaps {
  // The buttons and links tapped, and the forms sent, in order.
  const kept: Element[] = [];
  let holding = false;
  const keep = (event: Event) => {
    const element = (event.target as Element).closest(
      event.type === 'submit' ? 'form' : holding ? BUTTONS_AND_LINKS : BUTTONS,
    );
    if (!element || element.closest(WORKS_WITHOUT_APP)) return;
    // Nothing else sees the event: neither the browser's default action nor React.
    event.preventDefault();
    event.stopPropagation();
    kept.push(element);
  };
  const stopKeeping = () => {
    target.removeEventListener('click', keep, true);
    target.removeEventListener('submit', keep, true);
    return kept.splice(0);
  };
  target.addEventListener('click', keep, true);
  target.addEventListener('submit', keep, true);
  return {
    hold: () => {
      holding = true;
    },
    release: () => {
      const again = stopKeeping();
      focusAgain(target);
      for (const element of again) {
        if (!element.isConnected) continue;
        if (element instanceof HTMLFormElement) element.requestSubmit();
        else (element as HTMLElement).click();
      }
    },
    abandon: () => stopKeeping().forEach(sendAsHtml),
  };
}

/**
 * What is kept does without the app: a search (or its button) sends its form. No link is kept
 * then: links wait only once React takes the page over, after the app has come.
 */
function sendAsHtml(element: Element) {
  const form =
    element instanceof HTMLButtonElement && element.type === 'submit' ? element.form : element;
  if (form instanceof HTMLFormElement) form.submit();
}

/**
 * React listens for `focusin`: the field the shopper is in tells it so once React is there (with
 * nothing focused, the page's body, outside React, hears it).
 */
function focusAgain(target: Document) {
  target.activeElement?.dispatchEvent(new Event('focusin', { bubbles: true }));
}
