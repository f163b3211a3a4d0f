/**
 * Taps on a server-rendered page before the app has taken it over. Links and the search form work
 * without the app, but a button does nothing until React owns it: the page keeps the buttons
 * tapped until then, and the app presses them again once it has hydrated.
 */
const BUTTONS =
  'button, [role="button"], [role="checkbox"], [role="switch"], [role="tab"], input[type="checkbox"], input[type="radio"]';

export interface EarlyTaps {
  /** Stops keeping taps: React is taking the page over and handles them from now on. */
  stop(): void;
  /** Presses again, in order, the buttons tapped before that are still on the page. */
  replay(): void;
}

export function keepEarlyTaps(target: Document = document): EarlyTaps {
  const tapped: HTMLElement[] = [];
  const keep = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(BUTTONS) : null;
    if (!(button instanceof HTMLElement) || submitsWithoutScript(button)) return;
    event.preventDefault();
    tapped.push(button);
  };
  target.addEventListener('click', keep, true);
  return {
    stop: () => target.removeEventListener('click', keep, true),
    replay: () => {
      for (const button of tapped.splice(0)) if (button.isConnected) button.click();
    },
  };
}

/** A submit button of a form with an action (the header's search) works as plain HTML. */
function submitsWithoutScript(button: HTMLElement) {
  return (
    button instanceof HTMLButtonElement &&
    button.type === 'submit' &&
    button.form?.hasAttribute('action') === true
  );
}
