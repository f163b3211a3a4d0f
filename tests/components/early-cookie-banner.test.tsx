/**
 * The cookie banner in a server-rendered page's first HTML answers before the app
 * (src/shared/early-cookie-banner.ts): a press hides it and waits for the app, across a page left at
 * once; a browser that holds a choice after all loses the banner; and the early taps the page
 * keeps for the app leave the banner's own buttons alone.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  EARLY_COOKIE_BANNER_ID,
  takeEarlyCookieAction,
  wireEarlyCookieBanner,
} from '../../src/shared/early-cookie-banner';
import { keepEarlyTaps, type EarlyTaps } from '../../src/app/early-taps';

let taps: EarlyTaps | undefined;
afterEach(() => {
  taps?.release();
  taps = undefined;
  takeEarlyCookieAction();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

/** The banner as the server renders it (the feature's CookieBanner with its data attributes). */
function serverBanner() {
  document.body.innerHTML = `
    <div id="${EARLY_COOKIE_BANNER_ID}">
      <section aria-label="La tua scelta sui cookie">
        <button type="button" data-cookie-action="closed" aria-label="Chiudi e continua senza accettare"></button>
        <button type="button" data-cookie-action="acceptAll"><span>Accetta tutti</span></button>
        <button type="button" data-cookie-action="rejectAll">Rifiuta tutti</button>
        <button type="button" data-cookie-action="customise">Personalizza</button>
      </section>
    </div>`;
  return screen.getByRole('region', { name: 'La tua scelta sui cookie' });
}

describe("the server-rendered page's cookie banner", () => {
  it('hides at a press, which waits for the app and is taken once', async () => {
    const banner = serverBanner();
    taps = keepEarlyTaps();
    expect(wireEarlyCookieBanner(false)).toBe('shown');
    await userEvent.click(screen.getByRole('button', { name: 'Accetta tutti' }));
    expect(banner).not.toBeVisible();
    expect(takeEarlyCookieAction()).toBe('acceptAll');
    expect(takeEarlyCookieAction()).toBeNull();
  });

  it('keeps a press for the next page when this one is left before the app took it', async () => {
    serverBanner();
    wireEarlyCookieBanner(false);
    await userEvent.click(
      screen.getByRole('button', { name: 'Chiudi e continua senza accettare' }),
    );
    document.body.innerHTML = '';

    // The next page came with the banner too (the choice is not made yet): it stays hidden, and
    // the app starts at once to make it.
    const next = serverBanner();
    expect(wireEarlyCookieBanner(false)).toBe('pressed');
    expect(next).not.toBeVisible();
    expect(takeEarlyCookieAction()).toBe('closed');
  });

  it('goes when the browser holds a choice after all, and ignores what is not one of its buttons', async () => {
    serverBanner();
    expect(wireEarlyCookieBanner(true)).toBe('none');
    expect(document.getElementById(EARLY_COOKIE_BANNER_ID)).toBeNull();

    const banner = serverBanner();
    wireEarlyCookieBanner(false);
    await userEvent.click(banner);
    expect(banner).toBeVisible();
    expect(takeEarlyCookieAction()).toBeNull();
  });

  it('is a page without a banner when the server sent none', () => {
    expect(wireEarlyCookieBanner(false)).toBe('none');
  });
});
