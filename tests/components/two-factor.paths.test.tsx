/**
 * The two-factor machine's generated paths replayed through 'Verifica in due passaggi': the
 * shopper's steps go through the page's buttons and forms, the server's answers are sent to the
 * actor, and the page must show what the spec says. Bad input is refused on the form with its
 * Italian message, and nothing is sent. Every story is checked.
 */
import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { createActor, type Actor, type EventFromLogic } from 'xstate';
import {
  selectEnrolment,
  selectIsTwoFactorBusy,
  selectRecoveryCodes,
  selectTwoFactorErrors,
  selectTwoFactorStep,
  twoFactorMachine,
} from '../../machines/account/two-factor.machine';
import { TwoFactorScreen } from '../../src/features/account/components/TwoFactorScreen';
import * as stories from '../../stories/account/TwoFactorScreen.stories';
import { StoryProviders } from '../../stories/story-providers';
import { CODE_WRONG, twoFactorEvents } from '../model/two-factor-events';
import { screenPaths } from '../model/transition-coverage';
import { neverSettling } from './replay';

type TwoFactorActor = Actor<typeof twoFactorMachine>;
type TwoFactorEvent = EventFromLogic<typeof twoFactorMachine>;

function Screen({ actor }: { actor: TwoFactorActor }) {
  return (
    <TwoFactorScreen
      step={useSelector(actor, selectTwoFactorStep)}
      busy={useSelector(actor, selectIsTwoFactorBusy)}
      enrolment={useSelector(actor, selectEnrolment)}
      recoveryCodes={useSelector(actor, selectRecoveryCodes)}
      errors={useSelector(actor, selectTwoFactorErrors)}
      onStart={() => actor.send({ type: 'enrolment.start' })}
      onCancel={() => actor.send({ type: 'enrolment.cancel' })}
      onConfirm={(code) => actor.send({ type: 'code.submitted', code })}
      onCodesKept={() => actor.send({ type: 'codes.kept' })}
      onDisable={(change) => actor.send({ type: 'disable.submitted', ...change })}
    />
  );
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const usable = (button: HTMLElement | null) =>
  button !== null && !button.hasAttribute('data-loading') && !button.hasAttribute('disabled');

function perform(actor: TwoFactorActor, event: TwoFactorEvent) {
  const button = (name: string) => screen.queryByRole('button', { name });
  switch (event.type) {
    case 'enrolment.start': {
      const start = button('Attiva la verifica in due passaggi');
      if (usable(start)) return void fireEvent.click(start as HTMLElement);
      break;
    }
    case 'enrolment.cancel': {
      const cancel = button('Annulla');
      if (usable(cancel)) return void fireEvent.click(cancel as HTMLElement);
      break;
    }
    case 'code.submitted': {
      const confirm = button('Conferma');
      if (usable(confirm)) {
        type(/^Codice a 6 cifre/, event.code);
        return void fireEvent.click(confirm as HTMLElement);
      }
      break;
    }
    case 'codes.kept': {
      const kept = button('Ho salvato i codici');
      if (usable(kept)) return void fireEvent.click(kept as HTMLElement);
      break;
    }
    case 'disable.submitted': {
      const off = button('Disattiva');
      if (usable(off)) {
        type(/^Password attuale/, event.password);
        type(/^Codice dell'app o di recupero/, event.code);
        return void fireEvent.click(off as HTMLElement);
      }
      break;
    }
  }
  act(() => actor.send(event));
}

/** What the shopper sees in each state, written by hand. */
function expectScreenFor(value: unknown, last: TwoFactorEvent) {
  const loading = (name: string) =>
    screen.getByRole('button', { name }).hasAttribute('data-loading');
  switch (value) {
    case 'loading':
      expect(screen.getByLabelText('Caricamento in corso')).toBeInTheDocument();
      break;
    case 'off':
    case 'enrolling':
      expect(loading('Attiva la verifica in due passaggi')).toBe(value === 'enrolling');
      break;
    case 'confirming':
    case 'activating':
      expect(
        screen.getByRole('img', { name: "Codice QR per l'app di autenticazione" }),
      ).toBeInTheDocument();
      expect(loading('Conferma')).toBe(value === 'activating');
      break;
    case 'showingCodes':
      expect(screen.getByRole('list', { name: 'Codici di recupero' }).children).toHaveLength(10);
      break;
    case 'on':
    case 'disabling':
      expect(loading('Disattiva')).toBe(value === 'disabling');
      break;
    default:
      throw new Error(`no screen written for ${String(value)}`);
  }
  if (String(last.type).startsWith('xstate.error.actor.')) {
    expect(screen.getByRole('alert')).toHaveTextContent(CODE_WRONG);
  }
}

const paths = screenPaths(twoFactorMachine, twoFactorEvents, { significantContext: () => null });

function start() {
  const actor = createActor(
    twoFactorMachine.provide({ actors: neverSettling(twoFactorMachine) as never }),
  ).start();
  render(
    <StoryProviders>
      <Screen actor={actor} />
    </StoryProviders>,
  );
  return actor;
}

describe("'Verifica in due passaggi': generated paths through the rendered page", () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const actor = start();
    await screen.findByRole('heading', { name: 'Verifica in due passaggi' });
    for (const event of path.events) perform(actor, event);
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    expectScreenFor(path.expectedValue, path.events[path.events.length - 1] as TwoFactorEvent);
    actor.stop();
  });
});

describe("'Verifica in due passaggi': bad input is refused on the form and nothing is sent", () => {
  it('a first code that is not six digits', async () => {
    const actor = start();
    await screen.findByRole('heading', { name: 'Verifica in due passaggi' });
    act(() =>
      actor.send({
        type: 'xstate.done.actor.twoFactorStatus',
        output: { enabled: false },
      } as never),
    );
    act(() => actor.send({ type: 'enrolment.start' }));
    act(() =>
      actor.send(
        twoFactorEvents().find(
          (event) => String(event.type) === 'xstate.done.actor.startEnrolment',
        ) as TwoFactorEvent,
      ),
    );
    type(/^Codice a 6 cifre/, '12a45');
    fireEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(
      await screen.findByText('Il codice di verifica deve essere di 6 cifre'),
    ).toBeInTheDocument();
    expect(actor.getSnapshot().value).toBe('confirming');
  });

  it('turning off without the password, or with a code of another shape', async () => {
    const actor = start();
    await screen.findByRole('heading', { name: 'Verifica in due passaggi' });
    act(() =>
      actor.send({ type: 'xstate.done.actor.twoFactorStatus', output: { enabled: true } } as never),
    );
    type(/^Codice dell'app o di recupero/, '1234');
    fireEvent.click(screen.getByRole('button', { name: 'Disattiva' }));
    expect(await screen.findByText('Digitare la password')).toBeInTheDocument();
    expect(
      screen.getByText("Digitare il codice a 6 cifre dell'app o un codice di recupero"),
    ).toBeInTheDocument();
    await waitFor(() => expect(actor.getSnapshot().value).toBe('on'));
  });
});

describe("'Verifica in due passaggi' stories", () => {
  const story = composeStories(stories);
  it('each state shows what it says', async () => {
    render(<story.Loading />);
    expect(await screen.findByLabelText('Caricamento in corso')).toBeInTheDocument();
    render(<story.Off />);
    expect(
      await screen.findByRole('button', { name: 'Attiva la verifica in due passaggi' }),
    ).toBeEnabled();
    render(<story.Confirming />);
    expect(await screen.findByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeInTheDocument();
    render(<story.WrongCode />);
    expect(await screen.findByRole('alert')).toHaveTextContent(CODE_WRONG);
    render(<story.RecoveryCodes />);
    expect(await screen.findByText('K7QX-M4TZ')).toBeInTheDocument();
    render(<story.On />);
    expect(await screen.findByText(/Codici di recupero ancora validi: 9/)).toBeInTheDocument();
    render(<story.Disabling />);
    await waitFor(() =>
      expect(document.querySelectorAll('form[aria-busy="true"]')).toHaveLength(1),
    );
    expect(Object.keys(story)).toHaveLength(7);
  });
});
