/**
 * A server-rendered page keeps the buttons tapped before the app has taken it over, and the app
 * presses them again once it has (src/app/early-taps.ts); links and the search form work as HTML.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyTaps, type EarlyTaps } from '../../src/app/early-taps';

let taps: EarlyTaps | undefined;
afterEach(() => taps?.stop());

/** A page as the server sent it: the handlers stand for what React attaches once it hydrates. */
function serverPage() {
  const pressed = vi.fn();
  const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
  render(
    <>
      <button type="button" onClick={() => pressed('Categorie')}>
        Categorie
      </button>
      <div role="button" tabIndex={0} onClick={() => pressed('Carrello')}>
        <span>Carrello</span>
      </div>
      <a href="#prodotto" onClick={() => pressed('link')}>
        Latte UHT intero 1 l
      </a>
      <form
        role="search"
        action="/catalog/search"
        onSubmit={(event) => submitted(event.nativeEvent)}
      >
        <input name="query" aria-label="Cerca prodotti" />
        <button type="submit">Cerca</button>
      </form>
    </>,
  );
  return { pressed, submitted };
}

describe('taps before the app has taken the page over', () => {
  it('keeps the buttons tapped and presses them again, in order, once the app is there', async () => {
    const { pressed } = serverPage();
    taps = keepEarlyTaps();
    const clicks: Event[] = [];
    document.addEventListener('click', (event) => clicks.push(event));

    await userEvent.click(screen.getByText('Carrello'));
    await userEvent.click(screen.getByRole('button', { name: 'Categorie' }));
    expect(clicks.every((click) => click.defaultPrevented)).toBe(true);

    taps.stop();
    pressed.mockClear();
    taps.replay();
    expect(pressed.mock.calls).toEqual([['Carrello'], ['Categorie']]);
    taps.replay();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('leaves links and the search form to the browser', async () => {
    const { pressed, submitted } = serverPage();
    taps = keepEarlyTaps();

    await userEvent.click(screen.getByRole('link', { name: 'Latte UHT intero 1 l' }));
    expect(window.location.hash).toBe('#prodotto');
    await userEvent.type(screen.getByRole('textbox', { name: 'Cerca prodotti' }), 'latte');
    await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(submitted).toHaveBeenCalledTimes(1);

    pressed.mockClear();
    taps.replay();
    expect(pressed).not.toHaveBeenCalled();
  });

  it('keeps nothing once stopped: React handles the taps from then on', async () => {
    const { pressed } = serverPage();
    taps = keepEarlyTaps();
    taps.stop();
    await userEvent.click(screen.getByRole('button', { name: 'Categorie' }));
    taps.replay();
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
    pressed.mockClear();
    taps.replay();
    expect(pressed).not.toHaveBeenCalled();
  });
});
