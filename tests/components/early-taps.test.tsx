/**
 * A server-rendered page keeps the buttons tapped and the searches sent before the app has taken
 * it over, and the app acts on them once it has (src/app/early-taps.ts); a field focused before
 * then is focused again for the app; links work as HTML until React starts hydrating, and wait
 * with the buttons from then on. Without the app, links and searches go on as HTML.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyTaps, type EarlyTaps } from '../../src/app/early-taps';

let taps: EarlyTaps | undefined;
afterEach(() => {
  taps?.release();
  window.location.hash = '';
});

/** A page as the server sent it: the handlers stand for what React attaches as it hydrates. */
function serverPage() {
  const pressed = vi.fn();
  const submitted = vi.fn();
  const focused = vi.fn();
  render(
    <>
      <button type="button" onClick={() => pressed('Categorie')}>
        Categorie
      </button>
      <div role="button" tabIndex={0} onClick={() => pressed('Carrello')}>
        <span>Carrello</span>
      </div>
      <a href="#prodotto" onClick={() => pressed('Latte')}>
        Latte UHT intero 1 l
      </a>
      <form
        role="search"
        action="/catalog/search"
        onSubmit={(event) => {
          event.preventDefault();
          submitted();
        }}
      >
        <input name="query" aria-label="Cerca prodotti" onFocus={focused} />
        <button type="submit">Cerca</button>
      </form>
    </>,
  );
  return { pressed, submitted, focused };
}

describe('taps before the app has taken the page over', () => {
  it('keeps the buttons tapped and presses them again, in order, once released', async () => {
    const { pressed } = serverPage();
    taps = keepEarlyTaps();

    await userEvent.click(screen.getByText('Carrello'));
    await userEvent.click(screen.getByRole('button', { name: 'Categorie' }));
    expect(pressed).not.toHaveBeenCalled();

    taps.release();
    expect(pressed.mock.calls).toEqual([['Carrello'], ['Categorie']]);
    taps.release();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('leaves links to the browser until React starts hydrating', async () => {
    const { pressed } = serverPage();
    taps = keepEarlyTaps();

    await userEvent.click(screen.getByRole('link', { name: 'Latte UHT intero 1 l' }));
    expect(window.location.hash).toBe('#prodotto');
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('keeps a search sent before the app, words and all, and sends it to the app once released', async () => {
    const { submitted } = serverPage();
    taps = keepEarlyTaps();
    const box = screen.getByRole('textbox', { name: 'Cerca prodotti' });

    await userEvent.type(box, 'latte{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(submitted).not.toHaveBeenCalled();

    taps.release();
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(2));
    expect(box).toHaveValue('latte');
  });

  it('focuses the field again for the app, which then offers what it offers on focus', async () => {
    const { focused } = serverPage();
    // Before React: the page's field has the focus, and nothing of the app has heard of it.
    const box = screen.getByRole('textbox', { name: 'Cerca prodotti' });
    taps = keepEarlyTaps();
    box.focus();
    focused.mockClear();

    taps.release();
    expect(focused).toHaveBeenCalledTimes(1);
    expect(box).toHaveFocus();
  });

  it('focuses nothing again when no field was focused', () => {
    const { focused } = serverPage();
    taps = keepEarlyTaps();
    taps.release();
    expect(focused).not.toHaveBeenCalled();
  });

  it('lets the kept searches go on as HTML when the app does not come', async () => {
    const { pressed } = serverPage();
    const sentAsHtml = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    taps = keepEarlyTaps();
    await userEvent.type(screen.getByRole('textbox', { name: 'Cerca prodotti' }), 'latte{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    await userEvent.click(screen.getByRole('button', { name: 'Categorie' }));

    taps.abandon();
    // The Enter and the button each sent the search once.
    expect(sentAsHtml).toHaveBeenCalledTimes(2);
    // A button does nothing without the app; its handler is React's, which never came.
    expect(pressed).not.toHaveBeenCalled();
    // And nothing is kept any more: the page is plain HTML from now on.
    await userEvent.click(screen.getByRole('link', { name: 'Latte UHT intero 1 l' }));
    expect(window.location.hash).toBe('#prodotto');
    sentAsHtml.mockRestore();
  });

  it('keeps links and searches too while React hydrates, and replays them once released', async () => {
    const { pressed, submitted } = serverPage();
    taps = keepEarlyTaps();
    taps.hold();

    await userEvent.click(screen.getByRole('link', { name: 'Latte UHT intero 1 l' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Cerca prodotti' }), 'latte{Enter}');
    expect(window.location.hash).toBe('');
    expect(pressed).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();

    taps.release();
    expect(pressed.mock.calls).toEqual([['Latte']]);
    await vi.waitFor(() => expect(window.location.hash).toBe('#prodotto'));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing once released: React handles the taps from then on', async () => {
    const { pressed } = serverPage();
    taps = keepEarlyTaps();
    taps.release();
    await userEvent.click(screen.getByRole('button', { name: 'Categorie' }));
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('does not press a button the page no longer has', async () => {
    const pressed = vi.fn();
    const button = document.createElement('button');
    button.textContent = 'Accedi';
    button.addEventListener('click', pressed);
    document.body.append(button);
    taps = keepEarlyTaps();
    await userEvent.click(button);
    button.remove();
    taps.release();
    expect(pressed).not.toHaveBeenCalled();
  });
});
