/**
 * The registration and password-recovery stories render what their state shows, in the spec's
 * words: one check per story, so that a story that stops rendering its state fails here.
 */
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import * as resetStories from '../../stories/password-reset/PasswordResetScreen.stories';
import * as formStories from '../../stories/registration/RegistrationForm.stories';
import * as statusStories from '../../stories/registration/RegistrationStatus.stories';

const form = composeStories(formStories);
const status = composeStories(statusStories);
const reset = composeStories(resetStories);

const heading = async (name: string) =>
  expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();

const expectations: ReadonlyArray<readonly [string, () => ReactElement, () => Promise<void>]> = [
  [
    'form: editing',
    () => <form.Editing />,
    async () => {
      expect(await screen.findByRole('button', { name: 'Registrati' })).toBeEnabled();
      expect(
        screen.getByLabelText(/Condizioni generali di vendita \(obbligatorio\)/),
      ).not.toBeChecked();
    },
  ],
  [
    'form: invite code',
    () => <form.WithInviteCode />,
    async () => {
      expect(await screen.findByLabelText(/^Codice invito/)).toHaveValue('AMICO-7K2Q');
    },
  ],
  [
    'form: from a social sign-in',
    () => <form.FromSocialLogin />,
    async () => {
      expect(await screen.findByLabelText(/^Nome/)).toHaveValue('Chiara');
      expect(screen.getByLabelText(/^Cognome/)).toHaveValue('Esposito');
    },
  ],
  [
    'form: submitting',
    () => <form.Submitting />,
    async () => {
      await waitFor(() =>
        expect(document.querySelector('form')).toHaveAttribute('aria-busy', 'true'),
      );
    },
  ],
  [
    'form: refused',
    () => <form.Refused />,
    async () => {
      expect(await screen.findByRole('alert')).toHaveTextContent('Errore durante la registrazione');
    },
  ],
  [
    'status: completed',
    () => <status.Completed />,
    async () => {
      await heading('Controlla la tua e-mail');
      expect(screen.getByText(/mario\.rossi@example\.it/)).toBeInTheDocument();
    },
  ],
  [
    'status: resending',
    () => <status.Resending />,
    async () => {
      expect(
        await screen.findByRole('button', { name: "Invia di nuovo l'e-mail" }),
      ).toHaveAttribute('data-loading');
    },
  ],
  [
    'status: resent',
    () => <status.Resent />,
    async () => {
      expect(
        await screen.findByText("Ti abbiamo inviato di nuovo l'e-mail di conferma."),
      ).toBeInTheDocument();
    },
  ],
  [
    'status: confirming',
    () => <status.Confirming />,
    async () => {
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Stiamo confermando la tua registrazione',
      );
    },
  ],
  [
    'status: confirmed',
    () => <status.Confirmed />,
    async () => {
      await heading('Registrazione confermata');
      expect(screen.getByRole('button', { name: 'Accedi' })).toBeInTheDocument();
    },
  ],
  [
    'status: link refused',
    () => <status.LinkRefused />,
    async () => {
      await heading('Conferma non riuscita');
      expect(screen.getByRole('button', { name: 'Invia un nuovo link' })).toBeEnabled();
    },
  ],
  ['reset: request', () => <reset.Request />, async () => heading('Recupera la password')],
  [
    'reset: requesting',
    () => <reset.Requesting />,
    async () => {
      await waitFor(() =>
        expect(document.querySelector('form')).toHaveAttribute('aria-busy', 'true'),
      );
    },
  ],
  [
    'reset: request refused',
    () => <reset.RequestRefused />,
    async () => {
      expect(await screen.findByRole('alert')).toHaveTextContent('Troppi tentativi');
    },
  ],
  [
    'reset: sent',
    () => <reset.Sent />,
    async () => {
      await heading('Controlla la tua e-mail');
      expect(
        screen.getByText(/Se l'indirizzo mario\.rossi@example\.it è registrato/),
      ).toBeInTheDocument();
    },
  ],
  [
    'reset: checking link',
    () => <reset.CheckingLink />,
    async () => {
      expect(await screen.findByRole('status')).toHaveTextContent('Stiamo controllando il link');
    },
  ],
  [
    'reset: choosing',
    () => <reset.ChoosingPassword />,
    async () => heading('Scegli una nuova password'),
  ],
  [
    'reset: resetting',
    () => <reset.Resetting />,
    async () => {
      await waitFor(() =>
        expect(document.querySelector('form')).toHaveAttribute('aria-busy', 'true'),
      );
    },
  ],
  [
    'reset: password refused',
    () => <reset.PasswordRefused />,
    async () => {
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Il link non è valido o è scaduto',
      );
    },
  ],
  [
    'reset: completed',
    () => <reset.Completed />,
    async () => {
      await heading('Password aggiornata');
      expect(screen.getByRole('button', { name: 'Accedi' })).toBeInTheDocument();
    },
  ],
  [
    'reset: link refused',
    () => <reset.LinkRefused />,
    async () => {
      await heading('Link non valido');
      expect(screen.getByLabelText(/^Indirizzo email/)).toHaveValue('mario.rossi@example.it');
    },
  ],
];

describe('registration and password-recovery stories', () => {
  it('every story has its check', () => {
    const stories = [form, status, reset].flatMap((group) => Object.keys(group));
    expect(expectations).toHaveLength(stories.length);
  });

  it.each(expectations)('%s', async (_, story, check) => {
    render(story());
    await check();
  });
});
