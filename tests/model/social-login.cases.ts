/**
 * Social login with Google and Facebook (account-and-platform.md §4): a provider's button sends
 * the browser to the provider's sign-in; a refused answer shows why on the login page and lets
 * the shopper try again; an account with the provider's e-mail is linked with its password, after
 * which the shopper is logged in and lands on '/'; a wrong password links nothing.
 */
import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  selectIsSocialBusy,
  selectSocialErrors,
  selectSocialLoginScreen,
  selectSocialReason,
  type LinkInput,
  type socialLoginMachine,
} from '../../machines/social-login/social-login.machine';
import type { SessionUser } from '../../machines/session/session.machine';
import type { SocialProvider } from '../../src/domain/social-login';
import { deferred, refusal, settle, type BehaviourCase, type Deferred } from './behaviour-case';
import { LINKED_USER, PROVIDER_URL, WRONG_PASSWORD } from './social-login-events';

type SocialLoginMachine = typeof socialLoginMachine;

/** The flow with the shop's calls answered by the test one by one, and what it did recorded. */
function startSocial(machine: SocialLoginMachine) {
  const calls: string[] = [];
  const starts: Deferred<string>[] = [];
  const links: Deferred<SessionUser>[] = [];
  const actor = createActor(
    machine.provide({
      actors: {
        socialStart: fromPromise<string, { provider: SocialProvider }>(({ input }) => {
          calls.push(`start ${input.provider}`);
          const answer = deferred<string>();
          starts.push(answer);
          return answer.promise;
        }),
        linkAccount: fromPromise<SessionUser, LinkInput>(({ input }) => {
          calls.push(`link ${input.password}`);
          const answer = deferred<SessionUser>();
          links.push(answer);
          return answer.promise;
        }),
      },
      actions: {
        openProvider: (_, params) => calls.push(`open ${params.url}`),
        emitLoggedIn: (_, params) => calls.push(`logged in ${params.user.userId}`),
        goHome: () => calls.push('go /'),
        leaveLink: () => calls.push('go /login'),
      },
    }),
  ).start();
  const shows = () => {
    const snapshot = actor.getSnapshot();
    return {
      screen: selectSocialLoginScreen(snapshot),
      busy: selectIsSocialBusy(snapshot),
      reason: selectSocialReason(snapshot),
      errors: selectSocialErrors(snapshot),
    };
  };
  const settled = () => settle(actor, (snapshot) => !selectIsSocialBusy(snapshot));
  return { actor, calls, starts, links, shows, settled };
}

export const socialLoginCases: ReadonlyArray<BehaviourCase<SocialLoginMachine>> = [
  {
    name: 'the login page starts with the two buttons and nothing to say',
    run(machine) {
      expect(startSocial(machine).shows()).toEqual({
        screen: 'buttons',
        busy: false,
        reason: null,
        errors: [],
      });
    },
  },
  {
    name: "'Accedi con Google' asks the shop for Google's address and sends the browser there",
    async run(machine) {
      const { actor, calls, starts, shows } = startSocial(machine);
      actor.send({ type: 'provider.chosen', provider: 'google' });
      expect(shows().busy).toBe(true);
      starts[0]?.resolve(PROVIDER_URL);
      await settle(actor, (snapshot) => snapshot.matches('redirecting'));
      expect(calls).toEqual(['start google', `open ${PROVIDER_URL}`]);
      // The buttons wait while the page leaves.
      expect(shows().busy).toBe(true);
    },
  },
  {
    name: 'a start the shop refuses shows its reason and lets the shopper try again',
    async run(machine) {
      const { actor, calls, starts, shows, settled } = startSocial(machine);
      actor.send({ type: 'provider.chosen', provider: 'facebook' });
      starts[0]?.reject(refusal('Questo accesso non è disponibile.'));
      await settled();
      expect(shows()).toMatchObject({
        screen: 'buttons',
        errors: ['Questo accesso non è disponibile.'],
      });
      actor.send({ type: 'provider.chosen', provider: 'google' });
      expect(calls).toEqual(['start facebook', 'start google']);
      expect(shows()).toMatchObject({ busy: true, errors: [] });
    },
  },
  {
    name: 'a refused answer of the provider shows why on the login page, and the buttons try again',
    run(machine) {
      const { actor, calls, shows } = startSocial(machine);
      actor.send({ type: 'callback.failed', reason: 'expired' });
      expect(shows()).toEqual({ screen: 'buttons', busy: false, reason: 'expired', errors: [] });
      actor.send({ type: 'provider.chosen', provider: 'google' });
      expect(calls).toEqual(['start google']);
      expect(shows().reason).toBeNull();
    },
  },
  {
    name: 'an account with the same e-mail asks for its password; the right one logs in and lands on /',
    async run(machine) {
      const { actor, calls, links, shows } = startSocial(machine);
      actor.send({ type: 'link.opened', provider: 'google' });
      expect(shows()).toMatchObject({ screen: 'link', busy: false });
      actor.send({ type: 'link.submitted', password: 'Spesa2026!' });
      expect(shows()).toMatchObject({ screen: 'link', busy: true });
      links[0]?.resolve(LINKED_USER as SessionUser);
      await settle(actor, (snapshot) => snapshot.matches('linked'));
      expect(calls).toEqual(['link Spesa2026!', 'logged in 7', 'go /']);
      expect(shows().screen).toBe('linked');
    },
  },
  {
    name: 'a wrong password links nothing, shows the reason and asks again',
    async run(machine) {
      const { actor, calls, links, shows, settled } = startSocial(machine);
      actor.send({ type: 'link.opened', provider: 'facebook' });
      actor.send({ type: 'link.submitted', password: 'sbagliata' });
      links[0]?.reject(refusal(WRONG_PASSWORD));
      await settled();
      expect(shows()).toMatchObject({ screen: 'link', busy: false, errors: [WRONG_PASSWORD] });
      expect(calls).toEqual(['link sbagliata']);
      actor.send({ type: 'link.submitted', password: 'Spesa2026!' });
      expect(calls).toEqual(['link sbagliata', 'link Spesa2026!']);
    },
  },
  {
    name: 'giving up the link goes back to the plain login page',
    run(machine) {
      const { actor, calls, shows } = startSocial(machine);
      actor.send({ type: 'link.opened', provider: 'google' });
      actor.send({ type: 'link.cancelled' });
      expect(calls).toEqual(['go /login']);
      expect(shows()).toMatchObject({ screen: 'buttons', errors: [] });
    },
  },
];
