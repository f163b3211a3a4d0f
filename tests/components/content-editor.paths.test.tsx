/**
 * The content editor's generated paths replayed through the editor's form: the editor types the
 * title, presses 'Salva bozza', 'Anteprima', 'Pubblica', 'Scarta bozza' and closes the preview;
 * the calls' answers go to the actor; the form must show what the issue promises in each state
 * (written by hand below). Then the form's own rule, the editor with its real effects on a
 * stand-in client, and the stories.
 */
import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { fn } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type Actor, type EventFromLogic } from 'xstate';
import {
  contentEditorMachine,
  selectCanDiscard,
  selectCanPublish,
  selectEditorError,
  selectEditorStatus,
  selectHasDraft,
  selectIsBusy,
  selectIsDirty,
  selectPreviewOpen,
} from '../../machines/content-editor/content-editor.machine';
import type { ShopClient } from '../../src/api/client';
import { ContentEditorForm } from '../../src/features/content-editor/components/ContentEditorForm';
import { ContentEditor } from '../../src/features/content-editor/ContentEditorPage';
import * as formStories from '../../stories/content-editor/ContentEditorForm.stories';
import * as listStories from '../../stories/content-editor/ContentList.stories';
import {
  SERVIZI_PUBLISHED,
  SERVIZI_WITH_DRAFT,
} from '../../stories/content-editor/content-editor-fixtures';
import { StoryProviders } from '../../stories/story-providers';
import { contentEditorEvents } from '../model/content-editor-events';
import { screenPaths } from '../model/transition-coverage';
import { neverSettling, newTally, step } from './replay';

type EditorActor = Actor<typeof contentEditorMachine>;
type EditorEvent = EventFromLogic<typeof contentEditorMachine>;

function Screen({ actor, withDraft }: { actor: EditorActor; withDraft: boolean }) {
  return (
    <ContentEditorForm
      kind="page"
      item={withDraft ? SERVIZI_WITH_DRAFT : SERVIZI_PUBLISHED}
      status={useSelector(actor, selectEditorStatus)}
      busy={useSelector(actor, selectIsBusy)}
      dirty={useSelector(actor, selectIsDirty)}
      error={useSelector(actor, selectEditorError)}
      hasDraft={useSelector(actor, selectHasDraft)}
      canPublish={useSelector(actor, selectCanPublish)}
      canDiscard={useSelector(actor, selectCanDiscard)}
      previewOpen={useSelector(actor, selectPreviewOpen)}
      onChange={() => actor.send({ type: 'draft.changed' })}
      onSave={(draft) => actor.send({ type: 'draft.save', draft })}
      onPublish={() => actor.send({ type: 'draft.publish' })}
      onDiscard={() => actor.send({ type: 'draft.discard' })}
      onPreview={() => actor.send({ type: 'preview.open' })}
      onPreviewClose={() => actor.send({ type: 'preview.closed' })}
    />
  );
}

const titleField = () => screen.getByRole('textbox', { name: /Titolo/ });
const button = (name: string) => screen.getByRole('button', { name });
const closePreview = () => screen.queryByRole('button', { name: "Chiudi l'anteprima" });

const tally = newTally();
let typed = 0;

function perform(actor: EditorActor, event: EditorEvent) {
  switch (event.type) {
    case 'draft.changed':
      typed += 1;
      step(actor, event, tally, titleField, (field) =>
        fireEvent.change(field, { target: { value: `I nostri servizi ${typed}` } }),
      );
      break;
    case 'draft.save':
      step(actor, event, tally, () => button('Salva bozza'));
      break;
    case 'draft.publish':
      step(actor, event, tally, () => button('Pubblica'));
      break;
    case 'draft.discard':
      step(actor, event, tally, () => button('Scarta bozza'));
      break;
    case 'preview.open':
      step(actor, event, tally, () => button('Anteprima'));
      break;
    case 'preview.closed':
      step(actor, event, tally, closePreview);
      break;
    default:
      step(actor, event, tally);
  }
}

const isLoading = (name: string) => button(name).hasAttribute('data-loading');

/** What the editor sees in each state, written from the issue, not read from the machine. */
function expectScreenFor(value: unknown, lastFailure: string | null) {
  const alert = screen.queryByRole('alert');
  expect(isLoading('Salva bozza')).toBe(value === 'saving');
  expect(isLoading('Pubblica')).toBe(value === 'publishing');
  expect(isLoading('Scarta bozza')).toBe(value === 'discarding');
  switch (value) {
    case 'saving':
      expect(screen.getByText('Salvataggio in corso…')).toBeInTheDocument();
      break;
    case 'publishing':
      expect(screen.getByText('Pubblicazione in corso…')).toBeInTheDocument();
      break;
    case 'discarding':
      expect(screen.getByText('La bozza viene scartata…')).toBeInTheDocument();
      break;
    case 'saved':
      expect(screen.getByText('Bozza salvata, non pubblicata')).toBeInTheDocument();
      expect(button('Pubblica')).toBeEnabled();
      break;
    case 'published':
      expect(screen.getByText('Pubblicato ora')).toBeInTheDocument();
      expect(button('Pubblica')).toBeDisabled();
      expect(button('Scarta bozza')).toBeDisabled();
      break;
    case 'failed':
      expect(alert).toHaveTextContent(lastFailure ?? '');
      break;
    case 'editing':
      break;
    default:
      throw new Error(`no screen written for ${String(value)}`);
  }
  if (value !== 'failed') expect(alert).toBeNull();
}

/** The first message of the last refusal a path answered, from the path's own events. */
function lastFailureOf(events: readonly EditorEvent[]): string | null {
  const last = [...events].reverse().find((event) => event.type.startsWith('xstate.error.'));
  const error = (last as { error?: { messages?: string[] } } | undefined)?.error;
  return error?.messages?.[0] ?? null;
}

/** Whether the preview should be open: the last preview event of the path was an open. */
function previewOpenAfter(events: readonly EditorEvent[]): boolean {
  const last = [...events]
    .reverse()
    .find((event) => event.type === 'preview.open' || event.type === 'preview.closed');
  return last?.type === 'preview.open';
}

const starts = [false, true].flatMap((withDraft) =>
  screenPaths(contentEditorMachine, contentEditorEvents, {
    input: { hasDraft: withDraft },
    significantContext: (context) => [context.hasDraft, context.dirty],
  }).map(
    (path) =>
      [
        `${withDraft ? 'with a draft' : 'without a draft'}: ${path.description}`,
        path,
        withDraft,
      ] as const,
  ),
);

describe('the content editor: generated paths through the form', () => {
  it.each(starts)('%s', async (_, path, withDraft) => {
    const actor = createActor(
      contentEditorMachine.provide({ actors: neverSettling(contentEditorMachine) as never }),
      { input: { hasDraft: withDraft } },
    ).start();
    const { unmount } = render(
      <StoryProviders>
        <Screen actor={actor} withDraft={withDraft} />
      </StoryProviders>,
    );
    await screen.findByRole('button', { name: 'Salva bozza' });
    for (const event of path.events) perform(actor, event);
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    expectScreenFor(path.expectedValue, lastFailureOf(path.events));
    if (previewOpenAfter(path.events)) {
      expect(await screen.findByRole('dialog', { name: 'Anteprima' })).toBeInTheDocument();
    }
    unmount();
    actor.stop();
  });

  it("the editor's steps went through the form", () => {
    expect(tally.dom).toBeGreaterThan(tally.direct / 4);
  });
});

describe("the editor's form: its rules", () => {
  function renderForm() {
    const onSave = vi.fn();
    render(
      <StoryProviders>
        <ContentEditorForm
          {...formStories.default.args}
          kind="page"
          item={SERVIZI_PUBLISHED}
          onSave={onSave}
        />
      </StoryProviders>,
    );
    return onSave;
  }

  it("an empty title is refused with 'Il titolo è obbligatorio.' and nothing is saved", async () => {
    const onSave = renderForm();
    fireEvent.change(await screen.findByRole('textbox', { name: /Titolo/ }), {
      target: { value: '   ' },
    });
    fireEvent.click(button('Salva bozza'));
    expect(await screen.findByText('Il titolo è obbligatorio.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a title of more than 200 characters is refused', async () => {
    const onSave = renderForm();
    fireEvent.change(await screen.findByRole('textbox', { name: /Titolo/ }), {
      target: { value: 'a'.repeat(201) },
    });
    fireEvent.click(button('Salva bozza'));
    expect(
      await screen.findByText('Il titolo può avere al massimo 200 caratteri.'),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a menu entry needs a link that is a shop path or https', async () => {
    const onSave = fn();
    const { MenuEntry } = composeStories(formStories);
    render(<MenuEntry onSave={onSave} />);
    fireEvent.change(await screen.findByRole('textbox', { name: /Collegamento/ }), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(button('Salva bozza'));
    expect(await screen.findByText(/Il collegamento deve essere una pagina/)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});

/** A stand-in for the shop API's content-editor calls: each POST answers `reply`. */
function standInClient(reply: { status: number; errors: string[] }) {
  const POST = vi.fn((path: string, init: { body: Record<string, unknown> }) => {
    const ok = reply.status === 0;
    const item =
      path.endsWith('/publish') || path.endsWith('/discard-draft')
        ? { ...SERVIZI_WITH_DRAFT, draft: null }
        : SERVIZI_WITH_DRAFT;
    const body = {
      response: { status: reply.status, errors: reply.errors.map((error) => ({ error })) },
      data: ok ? item : null,
    };
    return Promise.resolve({
      data: ok ? body : undefined,
      error: ok ? undefined : body,
      response: new Response(null, { status: ok ? 200 : 400 }),
      path,
      init,
    });
  });
  return { client: { POST } as unknown as ShopClient, POST };
}

function renderEditor(client: ShopClient, item = SERVIZI_WITH_DRAFT) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <StoryProviders>
        <ContentEditor client={client} kind="page" item={item} />
      </StoryProviders>
    </QueryClientProvider>,
  );
  return { queryClient, invalidate };
}

describe('the content editor with its real effects', () => {
  it("'Pubblica' publishes the draft and refreshes the storefront's content", async () => {
    const { client, POST } = standInClient({ status: 0, errors: [] });
    const { invalidate } = renderEditor(client);
    fireEvent.click(await screen.findByRole('button', { name: 'Pubblica' }));
    await waitFor(() =>
      expect(POST).toHaveBeenCalledWith('/ebsn/api/content-editor/publish', {
        body: { kind: 'page', id: SERVIZI_WITH_DRAFT.id },
      }),
    );
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['content'] }));
  });

  it("'Salva bozza' sends the form's title, and a refusal shows the server's message", async () => {
    const { client, POST } = standInClient({
      status: 1,
      errors: ['Il titolo può avere al massimo 200 caratteri.'],
    });
    renderEditor(client, SERVIZI_PUBLISHED);
    fireEvent.change(await screen.findByRole('textbox', { name: /Titolo/ }), {
      target: { value: 'Servizi per tutti' },
    });
    fireEvent.click(button('Salva bozza'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il titolo può avere al massimo 200 caratteri.',
    );
    expect(POST).toHaveBeenCalledWith('/ebsn/api/content-editor/save-draft', {
      body: expect.objectContaining({ kind: 'page', id: 6, title: 'Servizi per tutti' }),
    });
  });
});

describe('content editor stories', () => {
  const form = composeStories(formStories);
  const list = composeStories(listStories);

  it.each(Object.entries(form))('%s renders', async (_, Story) => {
    const { unmount } = render(<Story />);
    expect(await screen.findByRole('button', { name: 'Salva bozza' })).toBeInTheDocument();
    unmount();
  });

  it('the preview shows the draft sanitised, as the storefront would', async () => {
    render(<form.Preview />);
    const dialog = await screen.findByRole('dialog', { name: 'Anteprima' });
    expect(
      within(dialog).getByRole('heading', { name: 'I nostri servizi rinnovati' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('domenica').tagName).toBe('STRONG');
  });

  it('the failed story shows its message, the list its draft badge', async () => {
    const { unmount } = render(<form.Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Il titolo è obbligatorio.');
    unmount();
    render(<list.Pages />);
    expect(await screen.findByText('Bozza')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chi siamo' })).toBeInTheDocument();
  });
});
