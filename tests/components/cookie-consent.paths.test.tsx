/**
 * The cookie-consent machine's generated paths replayed through the rendered banner and
 * 'Preferenze cookie' (account-and-platform.md §4 'Cookie preferences'; issue 17 "Consent"): the
 * shopper's answers are clicks on the banner's and the dialog's buttons and switches; the
 * browser's stored choice and the account's answers are the stub actors' results; the footer's
 * link and the session go to the actor. What the shopper sees, and what the browser keeps under
 * 'ebsn-cookie-preferences' (through the feature's own `persistChoice`), are written here by hand
 * from the spec, not read from the machine. Then the container with its real effects, a stub
 * client and the footer's 'Preferenze cookie'.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, type Actor, type EventFromLogic } from 'xstate';
import {
  cookieConsentMachine,
  selectBannerReason,
  selectChoiceInForce,
  selectIsCustomising,
} from '../../machines/cookie-consent/cookie-consent.machine';
import type { ShopClient } from '../../src/api/client';
import { COOKIE_PURPOSES_VERSION, type CookiePreferences } from '../../src/domain/cookie-consent';
import { openCookiePreferences } from '../../src/features/cookie-consent';
import CookieConsentContainer from '../../src/features/cookie-consent/CookieConsentContainer';
import { CookieBanner } from '../../src/features/cookie-consent/components/CookieBanner';
import { CookiePreferencesDialog } from '../../src/features/cookie-consent/components/CookiePreferencesDialog';
import { cookieChoice } from '../../src/features/cookie-consent/cookie-choice';
import { provideCookieConsent } from '../../src/features/cookie-consent/cookie-consent.effects';
import { StoryProviders } from '../../stories/story-providers';
import {
  ACCOUNT_UUID,
  cookieConsentEvents,
  CURRENT,
  EXPIRED,
  modelInput,
  NOW,
  OTHER_PURPOSES,
} from '../model/cookie-consent-events';
import { screenPaths, listTransitions, replayPath } from '../model/transition-coverage';
import { renderInRouter } from '../support/render-in-router';

type CookieConsentActor = Actor<typeof cookieConsentMachine>;
type CookieConsentEvent = EventFromLogic<typeof cookieConsentMachine>;

/** Where the browser keeps the choice (account-and-platform.md §3 'App state'). */
const STORAGE_KEY = 'ebsn-cookie-preferences';
/** The id of a first choice in these tests, unlike any stored one. */
const NEW_UUID = '33333333-3333-4333-8333-333333333333';

const BANNER = 'La tua scelta sui cookie';
const DIALOG = 'Preferenze cookie';
const EXPIRED_TEXT = 'Sono passati sei mesi dalla tua ultima scelta: confermala o cambiala.';
const PURPOSES_CHANGED_TEXT = "Abbiamo cambiato l'uso che facciamo dei cookie: scegli di nuovo.";
const BANNER_BUTTONS = [
  'Accetta tutti',
  'Rifiuta tutti',
  'Personalizza',
  'Chiudi e continua senza accettare',
];

/** The banner and the dialog as CookieConsentContainer binds them to the actor. */
function Screen({ actor }: { actor: CookieConsentActor }) {
  return (
    <>
      <CookieBanner
        reason={useSelector(actor, selectBannerReason)}
        onAcceptAll={() => actor.send({ type: 'consent.acceptAll' })}
        onRejectAll={() => actor.send({ type: 'consent.rejectAll' })}
        onCustomise={() => actor.send({ type: 'consent.customise' })}
        onClose={() => actor.send({ type: 'consent.closed' })}
      />
      <CookiePreferencesDialog
        opened={useSelector(actor, selectIsCustomising)}
        choice={useSelector(actor, selectChoiceInForce)}
        onSave={(chosen) => actor.send({ type: 'consent.save', choice: chosen })}
        onAcceptAll={() => actor.send({ type: 'consent.acceptAll' })}
        onRejectAll={() => actor.send({ type: 'consent.rejectAll' })}
        onCancel={() => actor.send({ type: 'consent.cancel' })}
      />
    </>
  );
}

const flush = () => new Promise<void>((done) => setTimeout(done, 0));

const stored = (): CookiePreferences | null =>
  JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as CookiePreferences | null;

/** Six months before the model's clock: a choice saved after this still holds. */
const SIX_MONTHS_BEFORE_NOW = '2026-05-26T10:00:00.000Z';
const holds = (choice: CookiePreferences | null): choice is CookiePreferences =>
  choice !== null &&
  choice.purposesVersion === COOKIE_PURPOSES_VERSION &&
  choice.saveDate > SIX_MONTHS_BEFORE_NOW;

type ActorName = 'storedChoice' | 'accountChoice' | 'saveAccountChoice';

interface Call {
  readonly promise: Promise<unknown>;
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

function newCall(): Call {
  let resolve: (output: unknown) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<unknown>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/**
 * Stub actors that settle when the path says so: each invocation waits for the test to resolve
 * or reject it, and records that it started (with its input).
 */
function stubActors() {
  const running = new Map<ActorName, Call>();
  const started: Array<{ name: ActorName; input: unknown }> = [];
  const stub = (name: ActorName) =>
    fromPromise<unknown, unknown>(({ input, signal }) => {
      const call = newCall();
      running.set(name, call);
      started.push({ name, input });
      signal.addEventListener('abort', () => {
        if (running.get(name) === call) running.delete(name);
      });
      return call.promise;
    });
  return {
    running,
    started,
    actors: {
      storedChoice: stub('storedChoice'),
      accountChoice: stub('accountChoice'),
      saveAccountChoice: stub('saveAccountChoice'),
    },
  };
}

/** The payload of a path's event: an actor's result, or the dialog's choice. */
const payload = (event: CookieConsentEvent) =>
  event as unknown as {
    output?: CookiePreferences | null;
    error?: unknown;
    choice?: { analytics: boolean; profilation: boolean };
  };

const RESULT = /^xstate\.(done|error)\.actor\.(\w+)$/;

/** How the path's events reached the machine. */
const tally = { clicks: 0, results: 0, direct: 0 };

type Stubs = ReturnType<typeof stubActors>;

async function openDialog() {
  return screen.findByRole('dialog', { name: DIALOG });
}

const switchNamed = (dialog: HTMLElement, label: string) =>
  // Mantine's label holds the description too: the name starts with the label.
  within(dialog).getByRole('switch', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });

/** Performs `event` as the shopper, the browser or the account would. */
async function perform(actor: CookieConsentActor, stubs: Stubs, event: CookieConsentEvent) {
  const result = RESULT.exec(event.type);
  if (result) {
    const name = result[2] as ActorName;
    const call = stubs.running.get(name);
    // The machine takes this result only while it waits for it.
    expect(call, `${name} is running`).toBeDefined();
    stubs.running.delete(name);
    await act(async () => {
      if (result[1] === 'done') call?.resolve(payload(event).output);
      else call?.reject(payload(event).error);
      await flush();
    });
    tally.results += 1;
    return;
  }
  const snapshot = actor.getSnapshot();
  let press: (() => void) | null = null;
  if (snapshot.matches('asking') || snapshot.matches('reAsking')) {
    const banner = screen.getByRole('region', { name: BANNER });
    const name = {
      'consent.acceptAll': 'Accetta tutti',
      'consent.rejectAll': 'Rifiuta tutti',
      'consent.customise': 'Personalizza',
      'consent.closed': 'Chiudi e continua senza accettare',
    }[event.type as string];
    if (name) {
      const button = within(banner).getByRole('button', { name });
      press = () => fireEvent.click(button);
    }
  } else if (snapshot.matches('customising') && event.type.startsWith('consent.')) {
    const dialog = await openDialog();
    if (event.type === 'consent.save') {
      const { analytics, profilation } = event.choice;
      const wanted: Array<[string, boolean]> = [
        ['Analisi', analytics],
        ['Profilazione', profilation],
      ];
      press = () => {
        for (const [label, on] of wanted) {
          const control = switchNamed(dialog, label) as HTMLInputElement;
          if (control.checked !== on) fireEvent.click(control);
        }
        fireEvent.click(within(dialog).getByRole('button', { name: 'Salva le preferenze' }));
      };
    } else {
      const name = {
        'consent.acceptAll': 'Accetta tutti',
        'consent.rejectAll': 'Rifiuta tutti',
        'consent.cancel': 'Chiudi',
      }[event.type as string];
      if (name) {
        const button = within(dialog).getByRole('button', { name });
        press = () => fireEvent.click(button);
      }
    }
  }
  if (press) {
    tally.clicks += 1;
    act(press);
  } else {
    // The footer's link, the session: not on this screen.
    tally.direct += 1;
    act(() => actor.send(event));
  }
  await act(flush);
}

/** What the browser must keep after `event`, given what it kept before (the spec's rules). */
function expectedStorage(before: CookiePreferences | null, event: CookieConsentEvent) {
  const decided = (analytics: boolean, profilation: boolean): CookiePreferences => ({
    technical: true,
    analytics,
    profilation,
    saveDate: NOW.toISOString(),
    // A changed choice keeps its id.
    uuid: before?.uuid ?? NEW_UUID,
    purposesVersion: COOKIE_PURPOSES_VERSION,
  });
  const output = payload(event).output ?? null;
  switch (event.type as string) {
    case 'consent.acceptAll':
      return decided(true, true);
    case 'consent.rejectAll':
    case 'consent.closed':
      return decided(false, false);
    case 'consent.save': {
      const { analytics, profilation } = payload(event).choice ?? {
        analytics: false,
        profilation: false,
      };
      return decided(analytics, profilation);
    }
    case 'xstate.done.actor.accountChoice':
      // The account's choice from another device holds when it is newer than the browser's.
      return holds(output) && (before === null || output.saveDate > before.saveDate)
        ? output
        : before;
    case 'xstate.done.actor.saveAccountChoice':
      // The account's answer (its id and date) is kept.
      return output;
    default:
      return before;
  }
}

/** The re-asking sentence for the browser's stored choice, the path's first result. */
function sentenceFor(events: readonly CookieConsentEvent[]): string | null {
  const read = events.find((event) => String(event.type) === 'xstate.done.actor.storedChoice');
  const output = (read as { output?: CookiePreferences | null } | undefined)?.output;
  if (output === EXPIRED) return EXPIRED_TEXT;
  if (output === OTHER_PURPOSES) return PURPOSES_CHANGED_TEXT;
  return null;
}

const BANNER_STATES = new Set(['asking', 'reAsking']);
const QUIET_STATES = new Set([
  'unknown',
  'reconciling',
  '{"decided":"settled"}',
  '{"decided":"saving"}',
]);

/** What the shopper sees in `value`, written by hand. */
async function expectScreenFor(value: unknown, sentence: string | null) {
  const key = typeof value === 'string' ? value : JSON.stringify(value);
  if (!BANNER_STATES.has(key) && key !== 'customising' && !QUIET_STATES.has(key)) {
    throw new Error(`no screen written for ${key}`);
  }
  const banner = screen.queryByRole('region', { name: BANNER });
  if (BANNER_STATES.has(key)) {
    expect(banner).not.toBeNull();
    for (const name of BANNER_BUTTONS) {
      expect(within(banner as HTMLElement).getByRole('button', { name })).toBeEnabled();
    }
    for (const text of [EXPIRED_TEXT, PURPOSES_CHANGED_TEXT]) {
      if (key === 'reAsking' && text === sentence) expect(banner).toHaveTextContent(text);
      else expect(banner).not.toHaveTextContent(text);
    }
  } else {
    expect(banner).toBeNull();
    expect(screen.queryByText(BANNER)).toBeNull();
  }
  if (key === 'customising') {
    const dialog = await openDialog();
    const technical = switchNamed(dialog, 'Tecnici (sempre attivi)');
    expect(technical).toBeChecked();
    expect(technical).toBeDisabled();
    // Nothing is ticked that the shopper did not choose: the kept choice if it holds, else none.
    const kept = stored();
    const inForce = holds(kept) ? kept : { analytics: false, profilation: false };
    await waitFor(() => {
      for (const [label, on] of [
        ['Analisi', inForce.analytics],
        ['Profilazione', inForce.profilation],
      ] as const) {
        const control = switchNamed(dialog, label);
        expect(control).toBeEnabled();
        if (on) expect(control).toBeChecked();
        else expect(control).not.toBeChecked();
      }
    });
    expect(within(dialog).getByRole('button', { name: 'Salva le preferenze' })).toBeEnabled();
  } else {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }
}

/** A client of the stub actors' paths: it must never be called, the actors are stubbed. */
const unusedClient = {
  GET: () => Promise.reject(new Error('not in the paths')),
  POST: () => Promise.reject(new Error('not in the paths')),
} as unknown as ShopClient;

const paths = screenPaths(cookieConsentMachine, cookieConsentEvents, {
  input: modelInput,
  // Coarser than the model test's (whether there is a saved choice, not which): fewer paths to
  // render, every transition still taken (asserted below).
  significantContext: ({ reason, loggedIn, preferences }) => [
    reason,
    loggedIn,
    preferences === null,
  ],
});

describe('the cookie banner and preferences: generated paths through the screen', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const events = path.events as CookieConsentEvent[];
    // The browser holds what the path's storage read answers.
    const read = events.find((event) => String(event.type) === 'xstate.done.actor.storedChoice');
    const browser = (read as { output?: CookiePreferences | null } | undefined)?.output ?? null;
    if (browser) localStorage.setItem(STORAGE_KEY, JSON.stringify(browser));
    const stubs = stubActors();
    const actor = createActor(
      provideCookieConsent(unusedClient).provide({ actors: stubs.actors as never }),
      { input: { ...modelInput, newUuid: () => NEW_UUID } },
    ).start();
    render(
      <StoryProviders>
        <Screen actor={actor} />
      </StoryProviders>,
    );
    await act(flush);
    let loggedIn = modelInput.loggedIn;
    for (const event of events) {
      const before = stored();
      const startedBefore = stubs.started.length;
      await perform(actor, stubs, event);
      if (event.type === 'session.loggedIn') loggedIn = true;
      if (event.type === 'session.loggedOut') loggedIn = false;
      expect(stored(), `kept after ${event.type}`).toEqual(expectedStorage(before, event));
      for (const call of stubs.started.slice(startedBefore)) {
        // Only a logged-in shopper's account is asked, or given a choice the shopper makes (a
        // logout while the account is read: see the test after the paths)...
        if (call.name === 'accountChoice' || event.type.startsWith('consent.')) {
          expect(loggedIn, `${call.name} while logged in`).toBe(true);
        }
        // ...and it is given what the browser keeps.
        if (call.name === 'saveAccountChoice') expect(call.input).toEqual(stored());
      }
    }
    expect(actor.getSnapshot().value).toEqual(path.expectedValue);
    await expectScreenFor(path.expectedValue, sentenceFor(events));
    actor.stop();
  });

  it("the shopper's answers were clicks, the browser's and the account's the actors' results", () => {
    expect(tally.clicks).toBeGreaterThan(0);
    expect(tally.results).toBeGreaterThan(0);
  });

  it('the paths take every transition of the machine', () => {
    const covered = new Set<string>();
    for (const path of paths) {
      replayPath(cookieConsentMachine, path, {}, modelInput).taken.forEach((name) =>
        covered.add(name),
      );
    }
    expect([...covered].sort()).toEqual([...listTransitions(cookieConsentMachine).values()].sort());
  });

  it('the paths reach every state the screen shows', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.expectedValue)));
    expect([...reached].sort()).toEqual(
      [
        '"unknown"',
        '"asking"',
        '"reAsking"',
        '"customising"',
        '"reconciling"',
        '{"decided":"settled"}',
        '{"decided":"saving"}',
      ].sort(),
    );
  });
});

describe('the cookie consent and a logout while the account is read', () => {
  // The account's answer arriving after the logout concerns nobody here any more: nothing is
  // adopted from it, and nothing is sent to it.
  it('gives the logged-out account nothing', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(CURRENT));
    const stubs = stubActors();
    const actor = createActor(
      provideCookieConsent(unusedClient).provide({ actors: stubs.actors as never }),
      { input: modelInput },
    ).start();
    const answer = async (name: ActorName, output: unknown) => {
      const call = stubs.running.get(name);
      expect(call, `${name} is running`).toBeDefined();
      call?.resolve(output);
      await flush();
    };
    await answer('storedChoice', CURRENT);
    actor.send({ type: 'session.loggedIn' });
    actor.send({ type: 'session.loggedOut' });
    await flush();
    // The browser's choice holds; the account's answer is no longer awaited, nothing is saved.
    expect(actor.getSnapshot().matches({ decided: 'settled' })).toBe(true);
    expect(stubs.started.map((call) => call.name)).toEqual(['storedChoice', 'accountChoice']);
    actor.stop();
  });
});

/** The shop's session as the container reads it: known, a guest or logged in. */
function sessionActor(loggedIn: boolean) {
  return createActor(
    createMachine({
      type: 'parallel',
      states: {
        auth: {
          initial: loggedIn ? 'authenticated' : 'guest',
          states: {
            guest: { on: { 'stub.login': 'authenticated' } },
            authenticated: { on: { 'stub.logout': 'guest' } },
          },
        },
      },
    }),
  ).start();
}

/** A date `days` before now, as the container's own clock reads it. */
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

/** The shop's cookie-consent API: the account's saved choice, and what is saved to it. */
function shop(account: CookiePreferences | null) {
  const requests: string[] = [];
  const saved: unknown[] = [];
  const ok = (data: unknown) =>
    Promise.resolve({ data, response: new Response(null, { status: 200 }) });
  const client = {
    GET: (path: string) => {
      requests.push(`GET ${path}`);
      return ok({ data: { preferences: account } });
    },
    POST: (path: string, { body }: { body: Record<string, unknown> }) => {
      requests.push(`POST ${path}`);
      saved.push(body);
      // The account keeps its own id and dates the choice itself.
      const preferences = {
        ...body,
        uuid: ACCOUNT_UUID,
        saveDate: daysAgo(0),
        purposesVersion: COOKIE_PURPOSES_VERSION,
      };
      return ok({ data: { preferences } });
    },
  } as unknown as ShopClient;
  return { client, requests, saved };
}

/** The lazily loaded container as the app mounts it, with the app's router context. */
async function showContainer(client: ShopClient, session: ReturnType<typeof sessionActor>) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <CookieConsentContainer /> }),
    history: createMemoryHistory(),
    context: { client, actors: { session } } as never,
  });
  renderInRouter(router);
  await act(flush);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("the container with the feature's effects, a stub client and the footer's link", () => {
  it("a first visit: 'Accetta tutti' keeps both purposes, dated now, with a new id", async () => {
    const { client, requests } = shop(null);
    await showContainer(client, sessionActor(false));
    const banner = await screen.findByRole('region', { name: BANNER });
    expect(cookieChoice.current()).toBeNull();
    fireEvent.click(within(banner).getByRole('button', { name: 'Accetta tutti' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: BANNER })).toBeNull());
    const kept = stored();
    expect(kept).toEqual({
      technical: true,
      analytics: true,
      profilation: true,
      saveDate: expect.any(String),
      uuid: expect.stringMatching(UUID),
      purposesVersion: COOKIE_PURPOSES_VERSION,
    });
    expect(Date.now() - Date.parse(kept?.saveDate ?? '')).toBeLessThan(60_000);
    expect(cookieChoice.current()).toEqual({ analytics: true, profilation: true });
    // A guest's choice stays in the browser.
    expect(requests).toEqual([]);
  });

  it.each(['Rifiuta tutti', 'Chiudi e continua senza accettare'])(
    "'%s' keeps only the technical cookies, and the banner does not ask again",
    async (name) => {
      const { client } = shop(null);
      await showContainer(client, sessionActor(false));
      const banner = await screen.findByRole('region', { name: BANNER });
      fireEvent.click(within(banner).getByRole('button', { name }));
      await waitFor(() => expect(screen.queryByRole('region', { name: BANNER })).toBeNull());
      expect(stored()).toMatchObject({ technical: true, analytics: false, profilation: false });
      expect(cookieChoice.current()).toEqual({ analytics: false, profilation: false });
      cleanup();
      // The next page of the visit reads the choice and asks nothing.
      await showContainer(client, sessionActor(false));
      await waitFor(() =>
        expect(cookieChoice.current()).toEqual({ analytics: false, profilation: false }),
      );
      expect(screen.queryByRole('region', { name: BANNER })).toBeNull();
    },
  );

  it("'Personalizza' saves exactly what was ticked; the footer reopens it, and 'Rifiuta tutti' keeps the id", async () => {
    const { client } = shop(null);
    await showContainer(client, sessionActor(false));
    const banner = await screen.findByRole('region', { name: BANNER });
    fireEvent.click(within(banner).getByRole('button', { name: 'Personalizza' }));
    let dialog = await openDialog();
    expect(switchNamed(dialog, 'Analisi')).not.toBeChecked();
    expect(switchNamed(dialog, 'Profilazione')).not.toBeChecked();
    fireEvent.click(switchNamed(dialog, 'Analisi'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva le preferenze' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const first = stored();
    expect(first).toMatchObject({ analytics: true, profilation: false, uuid: expect.any(String) });
    expect(cookieChoice.current()).toEqual({ analytics: true, profilation: false });

    act(() => openCookiePreferences());
    dialog = await openDialog();
    await waitFor(() => expect(switchNamed(dialog, 'Analisi')).toBeChecked());
    expect(switchNamed(dialog, 'Profilazione')).not.toBeChecked();
    expect(screen.queryByRole('region', { name: BANNER })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta tutti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()).toMatchObject({ analytics: false, profilation: false, uuid: first?.uuid });
    expect(cookieChoice.current()).toEqual({ analytics: false, profilation: false });
  });

  it('a choice in force asks nothing; one over six months old is asked again', async () => {
    const { client } = shop(null);
    const month = { ...CURRENT, saveDate: daysAgo(30) };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(month));
    await showContainer(client, sessionActor(false));
    await waitFor(() =>
      expect(cookieChoice.current()).toEqual({ analytics: true, profilation: false }),
    );
    expect(screen.queryByRole('region', { name: BANNER })).toBeNull();
    cleanup();

    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...CURRENT, saveDate: daysAgo(200) }));
    await showContainer(client, sessionActor(false));
    const banner = await screen.findByRole('region', { name: BANNER });
    expect(banner).toHaveTextContent(EXPIRED_TEXT);
    // Until confirmed, nothing but the technical cookies.
    expect(cookieChoice.current()).toBeNull();
  });

  it("a logged-in shopper's refusal is saved to the account too, and the account's answer kept", async () => {
    const { client, requests, saved } = shop(null);
    await showContainer(client, sessionActor(true));
    const banner = await screen.findByRole('region', { name: BANNER });
    expect(requests).toEqual(['GET /ebsn/api/cookie-consent/view']);
    fireEvent.click(within(banner).getByRole('button', { name: 'Rifiuta tutti' }));
    await waitFor(() => expect(stored()?.uuid).toBe(ACCOUNT_UUID));
    expect(requests).toEqual([
      'GET /ebsn/api/cookie-consent/view',
      'POST /ebsn/api/cookie-consent/save',
    ]);
    expect(saved).toEqual([
      { technical: true, analytics: false, profilation: false, uuid: expect.stringMatching(UUID) },
    ]);
    expect(stored()).toMatchObject({ analytics: false, profilation: false });
  });

  it("on login, the account's newer choice from another device holds and the banner closes", async () => {
    const account = { ...CURRENT, analytics: false, profilation: true, saveDate: daysAgo(1) };
    const { client, requests } = shop({ ...account, uuid: ACCOUNT_UUID });
    const session = sessionActor(false);
    await showContainer(client, session);
    await screen.findByRole('region', { name: BANNER });
    act(() => session.send({ type: 'stub.login' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: BANNER })).toBeNull());
    expect(requests).toEqual(['GET /ebsn/api/cookie-consent/view']);
    expect(stored()).toEqual({ ...account, uuid: ACCOUNT_UUID });
    expect(cookieChoice.current()).toEqual({ analytics: false, profilation: true });
  });
});

describe("the preferences and the session changing while they're open", () => {
  // Any event while the dialog is open (here the login the container passes on) leaves the
  // shopper's unsaved ticks as they are.
  it("keeps the shopper's unsaved ticks", async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...CURRENT, saveDate: daysAgo(30) }));
    const { client } = shop(null);
    const session = sessionActor(false);
    await showContainer(client, session);
    await waitFor(() =>
      expect(cookieChoice.current()).toEqual({ analytics: true, profilation: false }),
    );
    act(() => openCookiePreferences());
    const dialog = await openDialog();
    await waitFor(() => expect(switchNamed(dialog, 'Analisi')).toBeChecked());
    fireEvent.click(switchNamed(dialog, 'Profilazione'));
    expect(switchNamed(dialog, 'Profilazione')).toBeChecked();
    act(() => session.send({ type: 'stub.login' }));
    await act(flush);
    expect(screen.getByRole('dialog', { name: DIALOG })).toBeInTheDocument();
    expect(switchNamed(dialog, 'Profilazione')).toBeChecked();
  });
});
