/**
 * The content form machine's generated paths replayed through the rendered form: the shopper
 * fills it in, chooses the files and presses its button; the effects' answers (the files'
 * checks, uploads and the submission's reply) are sent to the actor as they would arrive; the
 * screen must show the state the model expects. Then bad input: the form's own rules refuse it
 * on its fields in the spec's words and nothing is sent; and the stories of every state.
 */
import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type Actor, type EventFromLogic } from 'xstate';
import {
  contentFormMachine,
  selectFieldErrors,
  selectFormErrors,
  selectFormStep,
  selectSuccessHtml,
  selectUploadProgress,
} from '../../machines/content/content-form.machine';
import type { components } from '../../src/api/content';
import { ContentFormView } from '../../src/features/content/components/ContentFormView';
import * as stories from '../../stories/content/ContentFormView.stories';
import { JOB_FORM } from '../../stories/content/content-form-samples';
import { StoryProviders } from '../../stories/story-providers';
import { contentFormEvents } from '../model/content-form-events';
import { CV, PHOTO } from '../model/content-form.cases';
import { screenPaths } from '../model/transition-coverage';
import { anyRefusal, expectButton, screenFor, stateKey, type ButtonState } from './screen-table';

type FormActor = Actor<typeof contentFormMachine>;
type FormEvent = EventFromLogic<typeof contentFormMachine>;
type FormDefinition = components['schemas']['NfFormDefinition'];

/** A form with the model's two optional file fields (the CV and a photo). */
const UPLOAD_FORM: FormDefinition = {
  ...JOB_FORM,
  fields: [
    {
      ...JOB_FORM.fields[0],
      id: 1,
      key: 'nome',
      type: 'textbox',
      label: 'Nome',
      required: true,
      placeholder: '',
      help_text: '',
    },
    {
      ...JOB_FORM.fields[2],
      id: CV.fieldId,
      key: 'cv',
      type: 'file_upload',
      label: 'Curriculum vitae',
      required: false,
      placeholder: '',
      help_text: '',
    },
    {
      ...JOB_FORM.fields[2],
      id: PHOTO.fieldId,
      key: 'foto',
      type: 'file_upload',
      label: 'Foto',
      required: false,
      placeholder: '',
      help_text: '',
      upload_types: '.png,.jpg',
      upload_mime_types: ['image/png', 'image/jpeg'],
    },
    {
      id: 19,
      key: 'invia',
      type: 'submit',
      label: 'Invia',
      required: false,
      placeholder: '',
      help_text: '',
    },
  ],
};

function Screen({ actor, definition }: { actor: FormActor; definition: FormDefinition }) {
  return (
    <ContentFormView
      definition={definition}
      step={useSelector(actor, selectFormStep)}
      progress={useSelector(actor, selectUploadProgress)}
      fieldErrors={useSelector(actor, selectFieldErrors)}
      formErrors={useSelector(actor, selectFormErrors)}
      successHtml={useSelector(actor, selectSuccessHtml)}
      onSubmit={(submission) => actor.send({ type: 'form.submitted', submission })}
      onFileChange={(fieldId) => actor.send({ type: 'file.changed', fieldId })}
      onRetry={() => actor.send({ type: 'form.retry' })}
      onEdit={() => actor.send({ type: 'form.edit' })}
    />
  );
}

/** The (hidden) file input of a field, by its id. */
const fileInput = (fieldId: number) => {
  const input = document.querySelector(`input[type="file"][name="f${fieldId}"]`);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no file input for field ${fieldId}`);
  return input;
};

const choose = (fieldId: number, file: File | null) =>
  fireEvent.change(fileInput(fieldId), { target: { files: file === null ? [] : [file] } });

/** What each file field holds on the screen, as the shopper chose. */
function shopper() {
  const chosen = new Map<number, File | null>([
    [CV.fieldId, null],
    [PHOTO.fieldId, null],
  ]);
  return {
    submit(files: readonly { fieldId: number; file: File }[]) {
      for (const [fieldId, current] of chosen) {
        const wanted = files.find((file) => file.fieldId === fieldId)?.file ?? null;
        if (wanted !== current) {
          choose(fieldId, wanted);
          chosen.set(fieldId, wanted);
        }
      }
      const name = screen.getByRole('textbox', { name: /^Nome/ });
      if ((name as HTMLInputElement).value === '') {
        fireEvent.change(name, { target: { value: 'Mario Rossi' } });
      }
      fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    },
    chooseAnother(fieldId: number) {
      const another = new File(['%PDF-1.7 altro'], 'altro.pdf', { type: 'application/pdf' });
      choose(fieldId, another);
      chosen.set(fieldId, another);
    },
    reset() {
      chosen.set(CV.fieldId, null);
      chosen.set(PHOTO.fieldId, null);
    },
  };
}

function perform(actor: FormActor, user: ReturnType<typeof shopper>, event: FormEvent) {
  if (event.type === 'form.submitted') user.submit(event.submission.files);
  else if (event.type === 'file.changed') {
    // A sent form shows no file field: there is nothing to choose again.
    if (document.querySelector('input[type="file"]') !== null) user.chooseAnother(event.fieldId);
  } else if (event.type === 'form.retry') {
    const retry = screen.queryByRole('button', { name: 'Riprova' });
    if (retry !== null) fireEvent.click(retry);
  } else if (event.type === 'form.edit') {
    const again = screen.queryByRole('button', { name: 'Invia un altro messaggio' });
    if (again !== null) {
      fireEvent.click(again);
      user.reset();
    }
  } else act(() => actor.send(event));
}

async function expectScreenFor(value: unknown) {
  if (value === 'submitted') {
    expect(await screen.findByRole('status')).toHaveTextContent('Grazie!');
    return;
  }
  const form = document.querySelector('form');
  const busy = value === 'validating' || value === 'uploading' || value === 'submitting';
  expect(form).toHaveAttribute('aria-busy', String(busy));
  expect(screen.getByRole('button', { name: 'Invia' })).toHaveProperty('disabled', busy);
  const retry = screen.queryByRole('button', { name: 'Riprova' });
  if (value === 'failed') expect(retry).toBeInTheDocument();
  else expect(retry).toBeNull();
}

/** Effects that never answer by themselves: the path sends their answers. */
const waiting = contentFormMachine.provide({
  actors: {
    checkFiles: fromPromise(() => new Promise<void>(() => {})),
    uploadFile: fromCallback(() => {}),
    submitForm: fromPromise(() => new Promise<string>(() => {})),
  },
});

const paths = screenPaths(contentFormMachine, contentFormEvents, {
  significantContext: (context) => ({
    pending: context.pending.length,
    uploaded: context.uploaded.length,
  }),
});

type Expected =
  | { page: 'form'; send: ButtonState; retry: boolean }
  | { page: 'thanks'; says: string; again: string };

/**
 * What the shopper sees in each state of a content form (/form/{formId}; account-and-platform.md
 * §7 "Content service": on success it shows the success message), written by hand: the form
 * 'Lavora con noi' with 'Invia' usable or greyed out while it checks, uploads and sends, 'Riprova'
 * after a failed send, and the thanks with 'Invia un altro messaggio'.
 */
const SCREEN: Record<string, Expected> = {
  idle: { page: 'form', send: 'enabled', retry: false },
  validating: { page: 'form', send: 'disabled', retry: false },
  uploading: { page: 'form', send: 'disabled', retry: false },
  submitting: { page: 'form', send: 'disabled', retry: false },
  failed: { page: 'form', send: 'enabled', retry: true },
  submitted: { page: 'thanks', says: 'Grazie!', again: 'Invia un altro messaggio' },
};

/** What a refusal shows, by the state the path ends in and its last event. */
const REFUSAL: Record<string, { alert?: string; field?: string }> = {
  'idle <- xstate.error.actor.checkFiles': {
    // The refusal names field 3, which this form has not: only the form's message shows.
    alert: 'Controlla i campi evidenziati e riprova.',
  },
  'failed <- xstate.error.actor.submitForm': {
    alert: 'Invio non riuscito: controlla la connessione e riprova.',
  },
  'failed <- upload.failed': { alert: 'Connessione assente' },
  'idle <- upload.refused': { field: 'Tipo di file non ammesso' },
};

async function expectTableScreen(value: unknown, events: readonly { type: string }[]) {
  const expected = screenFor(SCREEN, value);
  expect(screen.getByRole('heading', { level: 1, name: 'Lavora con noi' })).toBeVisible();
  if (expected.page === 'thanks') {
    expect(screen.getByRole('status')).toHaveTextContent(expected.says);
    expectButton(screen.getByRole('button', { name: expected.again }), 'enabled');
    expect(screen.queryByRole('button', { name: 'Invia' })).toBeNull();
    return;
  }
  expectButton(screen.getByRole('button', { name: 'Invia' }), expected.send);
  if (expected.retry) expectButton(screen.getByRole('button', { name: 'Riprova' }), 'enabled');
  else expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
  const last = events[events.length - 1];
  const key = `${stateKey(value)} <- ${last?.type ?? ''}`;
  const refusal = REFUSAL[key];
  const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
  if (refusal !== undefined) {
    expect(alerts()).toEqual(refusal.alert === undefined ? [] : [refusal.alert]);
    if (refusal.field) expect(screen.getByText(refusal.field)).toBeVisible();
  } else if (
    last?.type.startsWith('xstate.error.actor.') ||
    last?.type === 'upload.failed' ||
    last?.type === 'upload.refused'
  ) {
    throw new Error(`no refusal written for ${key}`);
  } else if (!anyRefusal(events) && !events.some((event) => event.type.startsWith('upload.'))) {
    expect(alerts()).toEqual([]);
  }
}

describe('a content form: generated paths through the rendered form', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const actor = createActor(waiting).start();
    render(
      <StoryProviders>
        <Screen actor={actor} definition={{ ...UPLOAD_FORM, settings: JOB_FORM.settings }} />
      </StoryProviders>,
    );
    await screen.findByRole('button', { name: 'Invia' });
    const user = shopper();
    for (const event of path.events) perform(actor, user, event);
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    await expectScreenFor(path.expectedValue);
    await expectTableScreen(path.expectedValue, path.events);
    actor.stop();
  });
});

describe('a content form: bad input is refused on its fields and nothing is sent', () => {
  const { Editing } = composeStories(stories);
  async function renderContactForm() {
    // The story's own kind of spy, as its args declare.
    const onSubmit = fn();
    render(<Editing onSubmit={onSubmit} />);
    await screen.findByRole('button', { name: 'Invia il messaggio' });
    return { onSubmit };
  }
  const type = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

  it('required fields left empty say "Campo obbligatorio"', async () => {
    const { onSubmit } = await renderContactForm();
    fireEvent.click(screen.getByRole('button', { name: 'Invia il messaggio' }));
    await waitFor(() => expect(screen.getAllByText('Campo obbligatorio')).toHaveLength(5));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a wrong e-mail and a wrong phone are refused with their messages', async () => {
    const { onSubmit } = await renderContactForm();
    type(/^Nome e cognome/, 'Mario Rossi');
    type(/^E-mail/, 'mario.rossi@');
    type(/^Telefono/, '12ab');
    type(/^Messaggio/, 'Vorrei sapere gli orari del negozio.');
    fireEvent.change(screen.getByRole('combobox', { name: /^Argomento/ }), {
      target: { value: 'altro' },
    });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Invia il messaggio' }));
    expect(await screen.findByText('Digitare una e-mail valida')).toBeInTheDocument();
    expect(screen.getByText('Digitare un numero di telefono valido')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    type(/^E-mail/, 'mario.rossi@example.it');
    type(/^Telefono/, '02 1234 5678');
    fireEvent.click(screen.getByRole('button', { name: 'Invia il messaggio' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      values: {
        1: 'Mario Rossi',
        2: 'mario.rossi@example.it',
        3: '02 1234 5678',
        4: 'altro',
        5: 'Vorrei sapere gli orari del negozio.',
        6: '1',
      },
      files: [],
      extra: {},
    });
  });

  it('a robot that fills in the hidden field is flagged to the shop in the extra part', async () => {
    const { onSubmit } = await renderContactForm();
    type(/^Nome e cognome/, 'Bot');
    type(/^E-mail/, 'bot@example.it');
    type(/^Messaggio/, 'Offerta imperdibile');
    fireEvent.change(screen.getByRole('combobox', { name: /^Argomento/ }), {
      target: { value: 'altro' },
    });
    fireEvent.click(screen.getByRole('checkbox'));
    const hidden = document.querySelector('input[name="hp"]');
    if (!(hidden instanceof HTMLInputElement)) throw new Error('no hidden field');
    fireEvent.change(hidden, { target: { value: 'http://spam.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia il messaggio' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ extra: { hp: 'http://spam.example' } });
  });

  it('a text over its limit is refused', async () => {
    const { onSubmit } = await renderContactForm();
    // The box stops typing at the limit; a pasted or scripted longer text is still refused.
    type(/^Nome e cognome/, 'x'.repeat(101));
    fireEvent.click(screen.getByRole('button', { name: 'Invia il messaggio' }));
    expect(await screen.findByText('Lunghezza massima 100 caratteri')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('the content form stories', () => {
  const story = composeStories(stories);
  it('each state shows what it says', async () => {
    const shown = render(<story.Editing />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contattaci' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'informativa sulla privacy' })).toHaveAttribute(
      'href',
      '/page/informativa-privacy',
    );
    shown.unmount();
    const uploading = render(<story.Uploading />);
    expect(
      await screen.findByRole('progressbar', { name: 'Caricamento di Curriculum vitae' }),
    ).toHaveAttribute('aria-valuenow', '40');
    expect(document.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    uploading.unmount();
    const refused = render(<story.Refused />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Controlla i campi evidenziati e riprova.',
    );
    expect(screen.getByText('Digitare un numero di telefono valido')).toBeInTheDocument();
    refused.unmount();
    const failed = render(<story.Failed />);
    expect(await screen.findByRole('button', { name: 'Riprova' })).toBeEnabled();
    failed.unmount();
    render(<story.Submitted />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Grazie, abbiamo ricevuto il tuo messaggio. Ti risponderemo entro due giorni.',
    );
    expect(screen.getByRole('button', { name: 'Invia un altro messaggio' })).toBeEnabled();
  });
});
