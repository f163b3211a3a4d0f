/**
 * The new-version prompt in the spec's words (account-and-platform.md §4, §8; issue 17): the app
 * compares its version with `/version.json` when it regains focus and at most every 10 minutes; a
 * newer version opens the prompt with that version and a reload button; the same, an older or a
 * not comparable version, and any failure, show nothing. The 10 minutes pass on a fake clock.
 */
import { expect, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  selectIsReloading,
  selectOfferedVersion,
  type versionCheckMachine,
  type VersionInfo,
} from '../../machines/version-check/version-check.machine';
import { VERSION_CHECK_INTERVAL_MS } from '../../src/domain/constants';
import { deferred, onFakeClock, type BehaviourCase, type Deferred } from './behaviour-case';
import { CURRENT_VERSION, NEWER_VERSION, STORE_URL } from './version-check-events';

type VersionCheckMachine = typeof versionCheckMachine;

const TEN_MINUTES = VERSION_CHECK_INTERVAL_MS;

/** Lets `ms` pass on the fake clock, and the machine take what settled meanwhile. */
const pass = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/**
 * The checker on a page with a `/version.json` the test answers one call at a time; run inside
 * `onFakeClock`.
 */
function startCheck(machine: VersionCheckMachine) {
  const answers: Deferred<VersionInfo>[] = [];
  const reload = vi.fn();
  const store = vi.fn();
  const actor = createActor(
    machine.provide({
      actions: {
        reloadPage: reload,
        openStore: (_, params: { url: string }) => store(params.url),
      },
      actors: {
        versionInfo: fromPromise<VersionInfo>(() => {
          const answer = deferred<VersionInfo>();
          answers.push(answer);
          return answer.promise;
        }),
      },
    }),
    { input: { currentVersion: CURRENT_VERSION } },
  ).start();
  /** Lets `ms` pass (10 minutes by default), then expects `count` calls of `/version.json`. */
  const asked = async (count: number, ms = TEN_MINUTES) => {
    await pass(ms);
    expect(answers).toHaveLength(count);
  };
  /** Answers the last call with `version`, and lets the machine take the reply. */
  const answer = async (version: string) => {
    answers.at(-1)?.resolve({ version, url: STORE_URL });
    await pass(0);
  };
  const shows = () => ({
    offered: selectOfferedVersion(actor.getSnapshot()),
    reloading: selectIsReloading(actor.getSnapshot()),
  });
  return { actor, answers, asked, answer, shows, reload, store };
}

const nothing = { offered: null, reloading: false };

/** A check that finds `version` deployed shows nothing and asks again 10 minutes later. */
function showsNothingFor(version: string): BehaviourCase<VersionCheckMachine> {
  return {
    name: `${version} deployed against ${CURRENT_VERSION} shows nothing, and is asked again 10 minutes later`,
    run: (machine) =>
      onFakeClock(async () => {
        const check = startCheck(machine);
        await check.asked(1);
        await check.answer(version);
        expect(check.shows()).toEqual(nothing);
        await check.asked(2);
        check.actor.stop();
      }),
  };
}

export const versionCheckCases: ReadonlyArray<BehaviourCase<VersionCheckMachine>> = [
  {
    name: 'a page just loaded asks nothing before 10 minutes have passed, even when focused',
    run: (machine) =>
      onFakeClock(async () => {
        const check = startCheck(machine);
        check.actor.send({ type: 'page.hidden' });
        check.actor.send({ type: 'page.focused' });
        await check.asked(0, TEN_MINUTES - 1);
        expect(check.shows()).toEqual(nothing);
        check.actor.stop();
      }),
  },
  {
    name: 'a newer version deployed opens the prompt with that version',
    run: (machine) =>
      onFakeClock(async () => {
        const check = startCheck(machine);
        await check.asked(1);
        expect(check.shows()).toEqual(nothing);
        await check.answer(NEWER_VERSION);
        expect(check.shows()).toEqual({ offered: NEWER_VERSION, reloading: false });
        check.actor.stop();
      }),
  },
  showsNothingFor(CURRENT_VERSION),
  showsNothingFor('2.0.6'),
  showsNothingFor('2.1.0-rc1'),
  {
    name: 'a failed check is ignored silently, and asked again 10 minutes later',
    run: (machine) =>
      onFakeClock(async () => {
        const check = startCheck(machine);
        await check.asked(1);
        check.answers[0]?.reject(new TypeError('Failed to fetch'));
        await pass(0);
        expect(check.shows()).toEqual(nothing);
        await check.asked(2);
        check.actor.stop();
      }),
  },
  {
    name: 'at most once per 10 minutes: a focus right after a check asks nothing',
    run: (machine) =>
      onFakeClock(async () => {
        const check = startCheck(machine);
        await check.asked(1);
        await check.answer(CURRENT_VERSION);
        check.actor.send({ type: 'page.hidden' });
        check.actor.send({ type: 'page.focused' });
        await check.asked(1, TEN_MINUTES - 1);
        check.actor.stop();
      }),
  },
  {
    name: 'a hidden page is not checked; it is checked when it regains focus',
    run: (machine) =>
      onFakeClock(async () => {
        const check = startCheck(machine);
        check.actor.send({ type: 'page.hidden' });
        await check.asked(0, TEN_MINUTES * 3);
        check.actor.send({ type: 'page.focused' });
        await check.asked(1, 0);
        await check.answer(NEWER_VERSION);
        expect(check.shows().offered).toBe(NEWER_VERSION);
        check.actor.stop();
      }),
  },
  {
    name: "'Ricarica' loads the page again",
    run: (machine) =>
      onFakeClock(async () => {
        const check = startCheck(machine);
        await check.asked(1);
        await check.answer(NEWER_VERSION);
        expect(check.reload).not.toHaveBeenCalled();
        check.actor.send({ type: 'prompt.reload' });
        expect(check.reload).toHaveBeenCalledTimes(1);
        expect(check.shows()).toEqual({ offered: NEWER_VERSION, reloading: true });
        check.actor.stop();
      }),
  },
  {
    name: "'Più tardi' closes the prompt without reloading, and nothing more is asked",
    run: (machine) =>
      onFakeClock(async () => {
        const check = startCheck(machine);
        await check.asked(1);
        await check.answer(NEWER_VERSION);
        check.actor.send({ type: 'prompt.dismissed' });
        expect(check.shows()).toEqual(nothing);
        await check.asked(1, TEN_MINUTES * 3);
        expect(check.reload).not.toHaveBeenCalled();
        check.actor.stop();
      }),
  },
  {
    name: "in the mobile app, 'Aggiorna' goes to the store's page of the app for the platform, without reloading",
    run: (machine) =>
      onFakeClock(async () => {
        for (const platform of ['android', 'ios'] as const) {
          const check = startCheck(machine);
          check.actor.send({ type: 'app.identified', platform });
          await check.asked(1);
          await check.answer(NEWER_VERSION);
          expect(check.shows()).toEqual({ offered: NEWER_VERSION, reloading: false });
          check.actor.send({ type: 'prompt.reload' });
          expect(check.store).toHaveBeenCalledWith(`https://apps.example.it/spesa/${platform}`);
          expect(check.reload).not.toHaveBeenCalled();
          // The prompt closes, and nothing more is asked until the app starts again.
          expect(check.shows()).toEqual(nothing);
          await check.asked(1, TEN_MINUTES * 3);
          check.actor.stop();
        }
      }),
  },
  {
    name: 'in the mobile app too, a version that is not newer shows nothing',
    run: (machine) =>
      onFakeClock(async () => {
        const check = startCheck(machine);
        check.actor.send({ type: 'app.identified', platform: 'ios' });
        await check.asked(1);
        await check.answer(CURRENT_VERSION);
        expect(check.shows()).toEqual(nothing);
        expect(check.store).not.toHaveBeenCalled();
        check.actor.stop();
      }),
  },
];
