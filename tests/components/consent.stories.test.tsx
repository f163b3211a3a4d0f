/**
 * The consent stories render what their state shows, in the spec's words: one check per story,
 * so that a story that stops rendering its state fails here.
 */
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import * as dialogStories from '../../stories/consent/ConsentDialog.stories';
import * as formStories from '../../stories/consent/ConsentForm.stories';

const dialog = composeStories(dialogStories);
const form = composeStories(formStories);

const busy = () =>
  waitFor(() => expect(document.querySelector('form[aria-busy="true"]')).not.toBeNull());

const expectations: ReadonlyArray<readonly [string, () => ReactElement, () => Promise<void>]> = [
  [
    'dialog: asking',
    () => <dialog.Asking />,
    async () => {
      const open = await screen.findByRole('dialog', { name: 'Aggiorna i tuoi consensi' });
      expect(
        within(open).getByRole('checkbox', {
          name: /^Condizioni generali di vendita \(obbligatorio\)/,
        }),
      ).not.toBeChecked();
      expect(within(open).getByRole('button', { name: 'Esci' })).toBeEnabled();
    },
  ],
  ['dialog: saving', () => <dialog.Saving />, busy],
  [
    'dialog: refused',
    () => <dialog.Refused />,
    async () =>
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "Le condizioni di vendita e l'informativa sulla privacy sono necessarie",
      ),
  ],
  [
    'page: preferences',
    () => <form.Preferences />,
    async () => {
      // The required ones, accepted, cannot be withdrawn here; marketing can.
      expect(
        await screen.findByRole('checkbox', { name: /^Informativa sulla privacy/ }),
      ).toBeDisabled();
      expect(screen.getByRole('checkbox', { name: 'Comunicazioni commerciali' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Comunicazioni commerciali' })).toBeEnabled();
    },
  ],
  ['page: saving', () => <form.Saving />, busy],
  [
    'page: saved',
    () => <form.Saved />,
    async () => expect(await screen.findByRole('status')).toHaveTextContent('Preferenze salvate.'),
  ],
];

describe('consent stories', () => {
  it('every story has its check', () => {
    const stories = [dialog, form].flatMap((group) => Object.keys(group));
    expect(expectations).toHaveLength(stories.length);
  });

  it.each(expectations)('%s', async (_, story, check) => {
    render(story());
    await check();
  });
});
