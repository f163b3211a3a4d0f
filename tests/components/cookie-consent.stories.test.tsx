/**
 * The cookie-consent stories render what their state shows, in the spec's words: one check per
 * story, so that a story that stops rendering its state fails here.
 */
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import * as bannerStories from '../../stories/cookie-consent/CookieBanner.stories';
import * as dialogStories from '../../stories/cookie-consent/CookiePreferencesDialog.stories';

const banner = composeStories(bannerStories);
const dialog = composeStories(dialogStories);

const BANNER = 'La tua scelta sui cookie';
const EXPIRED = 'Sono passati sei mesi dalla tua ultima scelta: confermala o cambiala.';
const PURPOSES_CHANGED = "Abbiamo cambiato l'uso che facciamo dei cookie: scegli di nuovo.";

/** The banner with its four controls, saying `sentence` (or neither re-asking sentence). */
async function expectBanner(sentence: string | null) {
  const region = await screen.findByRole('region', { name: BANNER });
  for (const name of [
    'Accetta tutti',
    'Rifiuta tutti',
    'Personalizza',
    'Chiudi e continua senza accettare',
  ]) {
    expect(within(region).getByRole('button', { name })).toBeEnabled();
  }
  for (const other of [EXPIRED, PURPOSES_CHANGED]) {
    if (other === sentence) expect(region).toHaveTextContent(other);
    else expect(region).not.toHaveTextContent(other);
  }
}

/** 'Preferenze cookie' with technical on and locked, and analytics and profilation as given. */
async function expectDialog(analytics: boolean, profilation: boolean) {
  const open = await screen.findByRole('dialog', { name: 'Preferenze cookie' });
  // Mantine's label holds the description too: the name starts with the label.
  const technical = within(open).getByRole('switch', { name: /^Tecnici \(sempre attivi\)/ });
  expect(technical).toBeChecked();
  expect(technical).toBeDisabled();
  const switches = { Analisi: analytics, Profilazione: profilation };
  for (const [name, on] of Object.entries(switches)) {
    const control = within(open).getByRole('switch', { name: new RegExp(`^${name}`) });
    expect(control).toBeEnabled();
    if (on) expect(control).toBeChecked();
    else expect(control).not.toBeChecked();
  }
  expect(within(open).getByRole('button', { name: 'Salva le preferenze' })).toBeEnabled();
}

const expectations: ReadonlyArray<readonly [string, () => ReactElement, () => Promise<void>]> = [
  ['banner: first visit', () => <banner.FirstVisit />, () => expectBanner(null)],
  ['banner: over six months old', () => <banner.Expired />, () => expectBanner(EXPIRED)],
  [
    'banner: purposes changed',
    () => <banner.PurposesChanged />,
    () => expectBanner(PURPOSES_CHANGED),
  ],
  [
    'banner: decided, nothing shown',
    () => <banner.Decided />,
    async () => {
      // The story's router renders its content after a tick.
      await waitFor(() => expect(document.body).not.toBeEmptyDOMElement());
      expect(screen.queryByRole('region', { name: BANNER })).toBeNull();
      expect(screen.queryByText(/cookie/i)).toBeNull();
    },
  ],
  ['dialog: nothing chosen', () => <dialog.NothingChosen />, () => expectDialog(false, false)],
  ['dialog: analytics chosen', () => <dialog.AnalyticsChosen />, () => expectDialog(true, false)],
  [
    'dialog: closed',
    () => <dialog.Closed />,
    async () => {
      await waitFor(() => expect(document.body).not.toBeEmptyDOMElement());
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByText('Preferenze cookie')).toBeNull();
    },
  ],
];

describe('cookie-consent stories', () => {
  it('every story has its check', () => {
    const stories = [banner, dialog].flatMap((group) => Object.keys(group));
    expect(expectations).toHaveLength(stories.length);
  });

  it.each(expectations)('%s', async (_, story, check) => {
    render(story());
    await check();
  });
});
