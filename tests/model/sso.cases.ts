/**
 * Staff single sign-on: 'Accedi con SSO' asks do-login for the provider's address and sends the
 * browser there; a failure shows the first error text and the button tries again; a sign-on the
 * shop refused shows its reason.
 */
import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { selectSsoBusy, selectSsoFailure, type ssoMachine } from '../../machines/staff/sso.machine';
import { deferred, settle, type BehaviourCase, type Deferred } from './behaviour-case';
import { PROVIDER_URL, REFUSED_TEXT } from './sso-events';

type SsoMachine = typeof ssoMachine;

function startSso(machine: SsoMachine) {
  const calls: string[] = [];
  const requests: Deferred<string>[] = [];
  const actor = createActor(
    machine.provide({
      actors: {
        requestSignOn: fromPromise<string, { relay: string }>(({ input }) => {
          calls.push(`do-login ${input.relay}`);
          const answer = deferred<string>();
          requests.push(answer);
          return answer.promise;
        }),
      },
      actions: {
        goToProvider: (_, params: { url: string }) => {
          calls.push(`go ${params.url}`);
        },
      },
    }),
    { input: { relay: '/admin/clienti' } },
  ).start();
  const shows = () => ({
    busy: selectSsoBusy(actor.getSnapshot()),
    failure: selectSsoFailure(actor.getSnapshot()),
  });
  return { actor, calls, requests, shows };
}

export const ssoCases: ReadonlyArray<BehaviourCase<SsoMachine>> = [
  {
    name: 'the button asks do-login with the relay state and sends the browser to the provider',
    async run(machine) {
      const { actor, calls, requests, shows } = startSso(machine);
      expect(shows()).toEqual({ busy: false, failure: null });
      actor.send({ type: 'sso.start' });
      expect(shows()).toEqual({ busy: true, failure: null });
      requests[0]?.resolve(PROVIDER_URL);
      await settle(actor, (snapshot) => snapshot.matches('redirecting'));
      expect(calls).toEqual(['do-login /admin/clienti', `go ${PROVIDER_URL}`]);
      // On its way to the provider the button stays busy.
      expect(shows()).toEqual({ busy: true, failure: null });
    },
  },
  {
    name: 'a failed do-login shows its first error text, and the button tries again',
    async run(machine) {
      const { actor, calls, requests, shows } = startSso(machine);
      actor.send({ type: 'sso.start' });
      requests[0]?.reject({ messages: ['Primo errore', 'Secondo errore'] });
      await settle(actor, (snapshot) => !selectSsoBusy(snapshot));
      expect(shows()).toEqual({ busy: false, failure: 'Primo errore' });
      actor.send({ type: 'sso.start' });
      expect(shows()).toEqual({ busy: true, failure: null });
      expect(calls).toEqual(['do-login /admin/clienti', 'do-login /admin/clienti']);
    },
  },
  {
    name: 'a sign-on the shop refused shows its reason, and nothing is asked until the button',
    run(machine) {
      const { actor, calls, shows } = startSso(machine);
      actor.send({ type: 'sso.refused', text: REFUSED_TEXT });
      expect(shows()).toEqual({ busy: false, failure: REFUSED_TEXT });
      expect(calls).toEqual([]);
    },
  },
];
