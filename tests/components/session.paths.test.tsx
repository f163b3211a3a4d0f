/**
 * The session machine's generated paths replayed through the shell's header and the login dialog
 * (account-and-platform.md §2): the shopper's 'Accedi', 'Esci' and 'Chiudi' go through the
 * screen; logins, expiries, app lifecycle and actor results are sent to the actor. The header and
 * the dialog must show what the spec says.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type Actor, type EventFromLogic } from 'xstate';
import {
  selectIsAuthenticated,
  selectIsLoginDialogOpen,
  selectUser,
  sessionMachine,
} from '../../machines/session/session.machine';
import { LoginDialog } from '../../src/features/login/components/LoginDialog';
import { AppHeader } from '../../src/features/shell/components/AppHeader';
import { StoryProviders } from '../../stories/story-providers';
import { sessionEvents } from '../model/session-events';
import { screenPaths, listTransitions, replayPath } from '../model/transition-coverage';
import { neverSettling, newTally, step, stepWhenShown } from './replay';

type SessionActor = Actor<typeof sessionMachine>;
type SessionEvent = EventFromLogic<typeof sessionMachine>;

function ConnectedShell({ actor }: { actor: SessionActor }) {
  const authenticated = useSelector(actor, selectIsAuthenticated);
  const user = useSelector(actor, selectUser);
  const loginOpen = useSelector(actor, selectIsLoginDialogOpen);
  return (
    <>
      {/* The shell places the header in its banner. */}
      <header aria-label="Intestazione del negozio">
        <AppHeader
          firstName={user?.firstName ?? null}
          authenticated={authenticated}
          categoriesOpen={false}
          onToggleCategories={() => {}}
          onToggleCart={() => {}}
          onLogin={() => actor.send({ type: 'login.open' })}
          onLogout={() => actor.send({ type: 'session.logout' })}
          onSearch={() => {}}
        />
      </header>
      <LoginDialog opened={loginOpen} onClose={() => actor.send({ type: 'login.close' })}>
        <p>Modulo di accesso</p>
      </LoginDialog>
    </>
  );
}

const tally = newTally();
const header = () => screen.getByRole('banner', { name: 'Intestazione del negozio' });
// The header has each of 'Accedi' and 'Esci' twice, words and an icon for phones (jsdom applies
// no media query): the first is the one with words.

async function perform(actor: SessionActor, event: SessionEvent) {
  switch (event.type) {
    case 'login.open':
      return step(
        actor,
        event,
        tally,
        () => within(header()).queryAllByRole('button', { name: 'Accedi' })[0] ?? null,
      );
    case 'session.logout':
      return step(
        actor,
        event,
        tally,
        () => within(header()).queryAllByRole('button', { name: 'Esci' })[0] ?? null,
      );
    case 'login.close':
      // The dialog is open whenever the model closes it.
      return stepWhenShown(actor, event, tally, async () =>
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Chiudi' }),
      );
    default:
      // Login results, expiries, app lifecycle and actor results come from outside the shell.
      return step(actor, event, tally);
  }
}

/**
 * What the shopper sees by the auth region (account-and-platform.md §2, §4 "Session"), written by
 * hand: logged in (also while the cart refreshes or the logout is sent) the header greets Mario
 * ('Ciao, Mario'), links to 'Area personale' and offers 'Esci'; otherwise it offers 'Accedi'.
 */
const HEADER: Record<string, 'greets' | 'offers login'> = {
  loading: 'offers login',
  anonymous: 'offers login',
  authenticated: 'greets',
  refreshing: 'greets',
  loggingOut: 'greets',
};

/**
 * The login dialog by the loginDialog region (account-and-platform.md §2 "Login screen": a
 * dialog opened on demand, §4: offered after a session expiry), written by hand.
 */
const DIALOG: Record<string, { title: 'Accedi'; close: 'Chiudi' } | null> = {
  open: { title: 'Accedi', close: 'Chiudi' },
  closed: null,
};

function rowOf<T>(table: Record<string, T>, region: string, value: string): T {
  if (!Object.hasOwn(table, value)) throw new Error(`no screen written for ${region}.${value}`);
  return table[value] as T;
}

async function expectScreenFor(value: { auth: string; loginDialog: string }) {
  const banner = header();
  if (rowOf(HEADER, 'auth', value.auth) === 'greets') {
    expect(within(banner).getAllByRole('button', { name: 'Esci' })).not.toHaveLength(0);
    expect(within(banner).queryAllByRole('button', { name: 'Accedi' })).toHaveLength(0);
    expect(banner).toHaveTextContent('Ciao');
    expect(within(banner).getByText('Ciao, Mario')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Area personale' })).toHaveAttribute(
      'href',
      '/profile',
    );
  } else {
    expect(within(banner).getAllByRole('button', { name: 'Accedi' })).not.toHaveLength(0);
    expect(within(banner).queryAllByRole('button', { name: 'Esci' })).toHaveLength(0);
    expect(within(banner).queryByText(/^Ciao/)).toBeNull();
    expect(within(banner).queryByRole('link', { name: 'Area personale' })).toBeNull();
  }
  // The login dialog is offered on demand and after a session expiry.
  const dialogShown = rowOf(DIALOG, 'loginDialog', value.loginDialog);
  if (dialogShown !== null) {
    // Mantine names the dialog by its title once the title has mounted: wait for the name.
    const dialog = await screen.findByRole('dialog', { name: dialogShown.title });
    expect(within(dialog).getByText('Modulo di accesso')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toEqual([dialog]);
    expect(within(dialog).getByRole('button', { name: dialogShown.close })).toBeEnabled();
  } else {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }
}

const paths = screenPaths(sessionMachine, sessionEvents);

describe('session: generated paths through the header and the login dialog', () => {
  const covered = new Set<string>();

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    replayPath(sessionMachine, path).taken.forEach((t) => covered.add(t));
    const actor = createActor(
      sessionMachine.provide({ actors: neverSettling(sessionMachine) as never }),
    ).start();
    render(
      <StoryProviders>
        <ConnectedShell actor={actor} />
      </StoryProviders>,
    );
    await screen.findByRole('banner', { name: 'Intestazione del negozio' });
    for (const event of path.events) await perform(actor, event);
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    await expectScreenFor(path.expectedValue as { auth: string; loginDialog: string });
    actor.stop();
  });

  it('the replayed paths take every transition of the machine', () => {
    const all = [...listTransitions(sessionMachine).values()];
    expect(all.filter((transition) => !covered.has(transition))).toEqual([]);
  });

  afterAll(() => {
    console.info(
      `session: ${paths.length} paths, ${tally.dom} events via DOM, ${tally.direct} sent`,
    );
  });
});
