import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/login/LoginForm.stories';
import * as messageStories from '../../stories/shared/ResponseMessages.stories';

const {
  Idle,
  ValidationErrors,
  Submitting,
  WrongCredentials,
  ServerMessages,
  Mfa,
  MfaInvalidPin,
  MfaSubmitting,
  MfaWrongPin,
} = composeStories(stories);
const { HtmlAndLineBreaks } = composeStories(messageStories);

describe('login form stories', () => {
  it('idle: e-mail labelled "Indirizzo email", password, remember-me on by default', async () => {
    render(<Idle />);
    expect(await screen.findByLabelText('Indirizzo email')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Ricordami su questo dispositivo')).toBeChecked();
    expect(
      screen.getByRole('button', { name: 'Mostra o nascondi la password' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hai dimenticato la password?' })).toHaveAttribute(
      'href',
      '/Recupera-Password',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('validation errors show the Italian rule messages', async () => {
    render(<ValidationErrors />);
    expect(await screen.findByText('Digitare una e-mail valida')).toBeInTheDocument();
    expect(screen.getByText('Digitare la password')).toBeInTheDocument();
  });

  it('submitting locks the fields', async () => {
    render(<Submitting />);
    expect(await screen.findByLabelText('Indirizzo email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
  });

  it('wrong credentials show "Credenziali Errate" in the response box', async () => {
    render(<WrongCredentials />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenziali Errate');
  });

  it('server messages: \\n becomes a line break and errors, warnings, infos all show', async () => {
    render(<ServerMessages />);
    const error = await screen.findByRole('alert');
    expect(error.innerHTML).toContain('<br>');
    expect(error.querySelector('b')).toHaveTextContent('servizio clienti');
    expect(screen.getByText('La password scade tra 3 giorni')).toBeInTheDocument();
    expect(screen.getByText('Nuovi orari di ritiro disponibili')).toBeInTheDocument();
  });

  it('server HTML is sanitised before it is rendered', async () => {
    render(<HtmlAndLineBreaks />);
    const error = await screen.findByRole('alert');
    expect(error.querySelector('script')).toBeNull();
    expect(error.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
  });

  it('MFA asks for the code instead of e-mail and password', async () => {
    render(<Mfa />);
    expect(await screen.findByLabelText('Codice di verifica')).toBeInTheDocument();
    expect(screen.queryByLabelText('Indirizzo email')).toBeNull();
    expect(screen.getByRole('button', { name: 'Verifica' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Torna al login' })).toBeInTheDocument();
  });

  it('an invalid pin shows its rule message', async () => {
    render(<MfaInvalidPin />);
    expect(
      await screen.findByText('Il codice di verifica deve essere di 6 cifre'),
    ).toBeInTheDocument();
  });

  it('the pin stays on screen while it is verified', async () => {
    render(<MfaSubmitting />);
    expect(await screen.findByLabelText('Codice di verifica')).toBeDisabled();
  });

  it('a wrong pin is reported', async () => {
    render(<MfaWrongPin />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Codice di verifica errato');
  });
});
