/**
 * A server-rendered page keeps the buttons tapped before the app has taken it over, and the app
 * presses them again once it has (src/app/early-taps.ts); links and the search form work as HTML
 * until React starts hydrating, and wait with the buttons from then on.
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
        <input name="query" aria-label="Cerca prodotti" />
        <button type="submit">Cerca</button>
      </form>
    </>,
  );
  return { pressed, submitted };
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

  it('leaves links and the search form to the browser until React starts hydrating', async () => {
    const { pressed, submitted } = serverPage();
    taps = keepEarlyTaps();

    await userEvent.click(screen.getByRole('link', { name: 'Latte UHT intero 1 l' }));
    expect(window.location.hash).toBe('#prodotto');
    await userEvent.type(screen.getByRole('textbox', { name: 'Cerca prodotti' }), 'latte');
    await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(pressed).toHaveBeenCalledTimes(1);
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
