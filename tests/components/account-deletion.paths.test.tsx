/**
 * The account-deletion machine's generated paths replayed through 'Elimina il mio account': the
 * shopper's requests and the last confirmation go through the page's buttons, the link's opening
 * and the server's answers are sent to the actor, and the page must show what the spec says.
 * Its stories are checked one by one.
 */
import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { createActor, type Actor, type EventFromLogic } from 'xstate';
import {
  accountDeletionMachine,
  selectDeletionErrors,
  selectDeletionStep,
  selectIsDeletionBusy,
  selectIsLinkChecked,
} from '../../machines/account/account-deletion.machine';
import { DeleteAccountScreen } from '../../src/features/account/components/DeleteAccountScreen';
import * as stories from '../../stories/account/DeleteAccountScreen.stories';
import { StoryProviders } from '../../stories/story-providers';
import { accountDeletionEvents, LINK_REFUSED, TOO_MANY } from '../model/account-deletion-events';
import { screenPaths } from '../model/transition-coverage';
import { neverSettling } from './replay';

type DeletionActor = Actor<typeof accountDeletionMachine>;
type DeletionEvent = EventFromLogic<typeof accountDeletionMachine>;

function Screen({ actor }: { actor: DeletionActor }) {
  return (
    <DeleteAccountScreen
      step={useSelector(actor, selectDeletionStep)}
      busy={useSelector(actor, selectIsDeletionBusy)}
      linkChecked={useSelector(actor, selectIsLinkChecked)}
      email="mario.rossi@example.it"
      errors={useSelector(actor, selectDeletionErrors)}
      onRequest={() => actor.send({ type: 'deletion.request' })}
      onConfirm={() => actor.send({ type: 'deletion.confirmed' })}
    />
  );
}

const REQUEST_BUTTONS =
  /^(Invia il link per eliminare l'account|Invia di nuovo il link|Invia un nuovo link)$/;

function perform(actor: DeletionActor, event: DeletionEvent) {
  const name = event.type === 'deletion.request' ? REQUEST_BUTTONS : 'Elimina definitivamente';
  const button =
    event.type === 'deletion.request' || event.type === 'deletion.confirmed'
      ? screen.queryByRole('button', { name })
      : null;
  if (button && !button.hasAttribute('data-loading')) fireEvent.click(button);
  else act(() => actor.send(event));
}

/** What the shopper sees in each state, written by hand. */
function expectScreenFor(value: unknown, last: DeletionEvent) {
  const status = screen.queryByRole('status');
  const confirm = screen.queryByRole('alertdialog', { name: "Conferma l'eliminazione" });
  switch (value) {
    case 'idle':
    case 'requesting': {
      const ask = screen.getByRole('button', { name: "Invia il link per eliminare l'account" });
      expect(ask.hasAttribute('data-loading')).toBe(value === 'requesting');
      break;
    }
    case 'sent':
      expect(status).toHaveTextContent("Ti abbiamo inviato un'e-mail a mario.rossi@example.it");
      break;
    case 'checking':
      expect(screen.getByLabelText('Verifica del link in corso')).toBeInTheDocument();
      expect(confirm).toBeNull();
      break;
    case 'confirming':
    case 'deleting': {
      const button = screen.getByRole('button', { name: 'Elimina definitivamente' });
      expect(button.hasAttribute('data-loading')).toBe(value === 'deleting');
      break;
    }
    case 'linkRefused':
      expect(screen.getByRole('alert')).toHaveTextContent(LINK_REFUSED);
      expect(screen.getByRole('button', { name: 'Invia un nuovo link' })).toBeInTheDocument();
      break;
    case 'deleted':
      expect(status).toHaveTextContent('Il tuo account è stato eliminato.');
      break;
    default:
      throw new Error(`no screen written for ${String(value)}`);
  }
  if (String(last.type) === 'xstate.error.actor.requestLink') {
    expect(screen.getByRole('alert')).toHaveTextContent(TOO_MANY);
  }
}

const paths = screenPaths(accountDeletionMachine, accountDeletionEvents, {
  significantContext: () => null,
});

describe("'Elimina il mio account': generated paths through the rendered page", () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const actor = createActor(
      accountDeletionMachine.provide({
        actors: neverSettling(accountDeletionMachine) as never,
      }),
    ).start();
    render(
      <StoryProviders>
        <Screen actor={actor} />
      </StoryProviders>,
    );
    await screen.findByRole('heading', { name: 'Elimina il mio account' });
    for (const event of path.events) perform(actor, event);
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    expectScreenFor(path.expectedValue, path.events[path.events.length - 1] as DeletionEvent);
    actor.stop();
  });
});

describe("'Elimina il mio account' stories", () => {
  const story = composeStories(stories);
  it.each([
    ['Ask', "Invia il link per eliminare l'account"],
    ['Requesting', "Invia il link per eliminare l'account"],
    ['Sent', 'Invia di nuovo il link'],
    ['Confirming', 'Elimina definitivamente'],
    ['Deleting', 'Elimina definitivamente'],
    ['LinkRefused', 'Invia un nuovo link'],
  ] as const)('%s shows its button', async (name, button) => {
    const Story = story[name];
    render(<Story />);
    const found = await screen.findByRole('button', { name: button });
    expect(found.hasAttribute('data-loading')).toBe(name === 'Requesting' || name === 'Deleting');
  });

  it('CheckingLink waits for the link, Deleted says the account is gone', async () => {
    render(<story.CheckingLink />);
    expect(await screen.findByLabelText('Verifica del link in corso')).toBeInTheDocument();
    render(<story.Deleted />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Il tuo account è stato eliminato.',
    );
  });

  it('every story is checked', () => {
    expect(Object.keys(story)).toHaveLength(8);
  });
});
