/**
 * The cookie banner and preferences in the words of the issue and of the Italian data-protection
 * authority's guidelines: the banner asks on a first visit, with refusing as easy as accepting;
 * closing it keeps only technical cookies; nothing is ticked unless chosen; a choice is saved with
 * its date and id, asked again after six months or when the purposes change, and changeable from
 * the footer; a logged-in shopper's choice is also the account's.
 */
import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  selectBannerReason,
  selectChoiceInForce,
  selectIsCustomising,
  type cookieConsentMachine,
} from '../../machines/cookie-consent/cookie-consent.machine';
import {
  ALL_PURPOSES,
  ONLY_TECHNICAL,
  type CookiePreferences,
} from '../../src/domain/cookie-consent';
import { flush, type BehaviourCase } from './behaviour-case';
import {
  ACCOUNT_NEWER,
  ACCOUNT_OLDER,
  ACCOUNT_UUID,
  BROWSER_UUID,
  CURRENT,
  EXPIRED,
  NOW,
  OTHER_PURPOSES,
  modelInput,
} from './cookie-consent-events';

type CookieConsentMachine = typeof cookieConsentMachine;

interface Setting {
  /** The browser's stored choice; 'unreadable' when storage refuses. */
  readonly stored?: CookiePreferences | null | 'unreadable';
  readonly loggedIn?: boolean;
  /** The account's saved choice; 'failing' when the call fails. */
  readonly account?: CookiePreferences | null | 'failing';
  readonly saveFails?: boolean;
}

/** The banner on a page, with the browser's storage and the account the test sets. */
async function open(machine: CookieConsentMachine, setting: Setting = {}) {
  const persisted: CookiePreferences[] = [];
  const savedToAccount: CookiePreferences[] = [];
  let accountReads = 0;
  const actor = createActor(
    machine.provide({
      actions: {
        persistChoice: ({ context }) => {
          if (context.preferences) persisted.push(context.preferences);
        },
      },
      actors: {
        storedChoice: fromPromise(async () => {
          if (setting.stored === 'unreadable') throw new Error('SecurityError');
          return setting.stored ?? null;
        }),
        accountChoice: fromPromise(async () => {
          accountReads += 1;
          if (setting.account === 'failing') throw new TypeError('Failed to fetch');
          return setting.account ?? null;
        }),
        saveAccountChoice: fromPromise<CookiePreferences, CookiePreferences | null>(
          async ({ input }) => {
            if (input === null || setting.saveFails) throw new TypeError('Failed to fetch');
            savedToAccount.push(input);
            // The account keeps its first id and dates the choice itself.
            return { ...input, uuid: ACCOUNT_UUID };
          },
        ),
      },
    }),
    { input: { ...modelInput, loggedIn: setting.loggedIn ?? false } },
  ).start();
  await flush();
  const shows = () => {
    const snapshot = actor.getSnapshot();
    return {
      banner: selectBannerReason(snapshot),
      dialog: selectIsCustomising(snapshot),
      allowed: selectChoiceInForce(snapshot),
    };
  };
  const send = async (event: Parameters<typeof actor.send>[0]) => {
    actor.send(event);
    await flush();
  };
  return { actor, shows, send, persisted, savedToAccount, accountReads: () => accountReads };
}

const technicalOnly = { ...ONLY_TECHNICAL };
const purposesOf = ({ analytics, profilation }: CookiePreferences) => ({ analytics, profilation });

export const cookieConsentCases: ReadonlyArray<BehaviourCase<CookieConsentMachine>> = [
  {
    name: 'a first visit shows the banner, and nothing but technical cookies is allowed meanwhile',
    async run(machine) {
      const page = await open(machine);
      expect(page.shows()).toEqual({ banner: 'first', dialog: false, allowed: technicalOnly });
      expect(page.persisted).toEqual([]);
    },
  },
  {
    name: "'Accetta tutti' allows analytics and profilation, saved with its date and a new id",
    async run(machine) {
      const page = await open(machine);
      await page.send({ type: 'consent.acceptAll' });
      expect(page.shows()).toEqual({ banner: null, dialog: false, allowed: ALL_PURPOSES });
      expect(page.persisted).toEqual([
        expect.objectContaining({
          ...ALL_PURPOSES,
          technical: true,
          saveDate: NOW.toISOString(),
          uuid: BROWSER_UUID,
        }),
      ]);
    },
  },
  {
    name: "'Rifiuta tutti' keeps only technical cookies and is saved, so the banner does not ask again",
    async run(machine) {
      const page = await open(machine);
      await page.send({ type: 'consent.rejectAll' });
      expect(page.shows()).toEqual({ banner: null, dialog: false, allowed: technicalOnly });
      expect(page.persisted).toEqual([expect.objectContaining(ONLY_TECHNICAL)]);
    },
  },
  {
    name: 'closing the banner keeps only technical cookies, saved like a refusal',
    async run(machine) {
      const page = await open(machine);
      await page.send({ type: 'consent.closed' });
      expect(page.shows()).toEqual({ banner: null, dialog: false, allowed: technicalOnly });
      expect(page.persisted).toEqual([expect.objectContaining(ONLY_TECHNICAL)]);
    },
  },
  {
    name: "'Personalizza' opens the preferences; saving them allows exactly what was ticked",
    async run(machine) {
      const page = await open(machine);
      await page.send({ type: 'consent.customise' });
      expect(page.shows()).toEqual({ banner: null, dialog: true, allowed: technicalOnly });
      await page.send({ type: 'consent.save', choice: { analytics: true, profilation: false } });
      expect(page.shows()).toEqual({
        banner: null,
        dialog: false,
        allowed: { analytics: true, profilation: false },
      });
    },
  },
  {
    name: 'closing the preferences opened from the banner shows the banner again, with nothing saved',
    async run(machine) {
      const page = await open(machine);
      await page.send({ type: 'consent.customise' });
      await page.send({ type: 'consent.cancel' });
      expect(page.shows()).toEqual({ banner: 'first', dialog: false, allowed: technicalOnly });
      expect(page.persisted).toEqual([]);
    },
  },
  {
    name: "the footer's 'Preferenze cookie' opens the preferences while the banner asks, and closing them asks again",
    async run(machine) {
      const page = await open(machine);
      await page.send({ type: 'consent.open' });
      expect(page.shows()).toEqual({ banner: null, dialog: true, allowed: technicalOnly });
      await page.send({ type: 'consent.cancel' });
      expect(page.shows()).toEqual({ banner: 'first', dialog: false, allowed: technicalOnly });
      expect(page.persisted).toEqual([]);
    },
  },
  {
    name: "the footer's 'Preferenze cookie' opens the preferences while the banner asks again",
    async run(machine) {
      const page = await open(machine, { stored: EXPIRED });
      await page.send({ type: 'consent.open' });
      expect(page.shows()).toMatchObject({ banner: null, dialog: true });
      await page.send({ type: 'consent.acceptAll' });
      expect(page.persisted.at(-1)).toMatchObject({ uuid: EXPIRED.uuid, analytics: true });
    },
  },
  {
    name: 'a choice in force asks nothing; the footer link opens it, and closing keeps it',
    async run(machine) {
      const page = await open(machine, { stored: CURRENT });
      expect(page.shows()).toEqual({ banner: null, dialog: false, allowed: purposesOf(CURRENT) });
      await page.send({ type: 'consent.open' });
      expect(page.shows().dialog).toBe(true);
      await page.send({ type: 'consent.cancel' });
      expect(page.shows()).toEqual({ banner: null, dialog: false, allowed: purposesOf(CURRENT) });
    },
  },
  {
    name: 'withdrawing from the footer turns analytics off, keeping the choice id',
    async run(machine) {
      const page = await open(machine, { stored: CURRENT });
      await page.send({ type: 'consent.open' });
      await page.send({ type: 'consent.save', choice: ONLY_TECHNICAL });
      expect(page.shows().allowed).toEqual(technicalOnly);
      expect(page.persisted.at(-1)).toMatchObject({ uuid: BROWSER_UUID, analytics: false });
    },
  },
  {
    name: 'a choice over six months old is asked again, allowing only technical cookies until then',
    async run(machine) {
      const page = await open(machine, { stored: EXPIRED });
      expect(page.shows()).toEqual({ banner: 'expired', dialog: false, allowed: technicalOnly });
      await page.send({ type: 'consent.acceptAll' });
      expect(page.persisted.at(-1)).toMatchObject({
        uuid: EXPIRED.uuid,
        saveDate: NOW.toISOString(),
      });
    },
  },
  {
    name: 'a choice for other purposes is asked again',
    async run(machine) {
      const page = await open(machine, { stored: OTHER_PURPOSES });
      expect(page.shows()).toEqual({
        banner: 'purposes-changed',
        dialog: false,
        allowed: technicalOnly,
      });
    },
  },
  {
    name: 'storage that cannot be read is a first visit',
    async run(machine) {
      const page = await open(machine, { stored: 'unreadable' });
      expect(page.shows().banner).toBe('first');
    },
  },
  {
    name: "a logged-in shopper's choice is saved to the account too, which dates it",
    async run(machine) {
      const page = await open(machine, { loggedIn: true });
      await page.send({ type: 'consent.rejectAll' });
      expect(page.savedToAccount).toEqual([expect.objectContaining(ONLY_TECHNICAL)]);
      expect(page.persisted.at(-1)).toMatchObject({ uuid: ACCOUNT_UUID });
    },
  },
  {
    name: 'a visitor who decides saves nothing to an account',
    async run(machine) {
      const page = await open(machine);
      await page.send({ type: 'consent.acceptAll' });
      expect(page.savedToAccount).toEqual([]);
      expect(page.accountReads()).toBe(0);
    },
  },
  {
    name: "on login, the account's newer choice from another device holds, and the banner closes",
    async run(machine) {
      const page = await open(machine, { account: ACCOUNT_NEWER });
      expect(page.shows().banner).toBe('first');
      await page.send({ type: 'session.loggedIn' });
      expect(page.shows()).toEqual({
        banner: null,
        dialog: false,
        allowed: purposesOf(ACCOUNT_NEWER),
      });
      expect(page.persisted).toEqual([ACCOUNT_NEWER]);
    },
  },
  {
    name: "on login, the browser's newer choice is given to the account",
    async run(machine) {
      const page = await open(machine, { stored: CURRENT, account: ACCOUNT_OLDER });
      await page.send({ type: 'session.loggedIn' });
      expect(page.savedToAccount).toEqual([CURRENT]);
      expect(page.shows().allowed).toEqual({ analytics: true, profilation: false });
    },
  },
  {
    name: 'a logged-in shopper with no choice anywhere is asked by the banner',
    async run(machine) {
      const page = await open(machine, { loggedIn: true, account: null });
      expect(page.accountReads()).toBe(1);
      expect(page.shows().banner).toBe('first');
    },
  },
  {
    name: "an account that cannot be reached changes nothing in the browser's choice",
    async run(machine) {
      const page = await open(machine, { stored: CURRENT, account: 'failing' });
      await page.send({ type: 'session.loggedIn' });
      expect(page.shows()).toEqual({ banner: null, dialog: false, allowed: purposesOf(CURRENT) });
      const first = await open(machine, { loggedIn: true, account: 'failing' });
      expect(first.shows().banner).toBe('first');
    },
  },
  {
    name: 'a choice the account fails to save stays in force in the browser',
    async run(machine) {
      const page = await open(machine, { loggedIn: true, saveFails: true });
      await page.send({ type: 'consent.acceptAll' });
      expect(page.shows()).toEqual({ banner: null, dialog: false, allowed: ALL_PURPOSES });
      expect(page.persisted).toHaveLength(1);
    },
  },
];
