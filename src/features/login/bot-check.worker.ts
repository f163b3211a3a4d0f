/**
 * The login's bot check, off the main thread: finds the number that solves a proof-of-work
 * challenge (altcha-lib, ALTCHA v1) and answers the token the login sends, ALTCHA's base64 JSON
 * payload. altcha-lib lives here and on the server only, never in the app's own chunks.
 */
import { solveChallenge } from 'altcha-lib/v1';
import type { BotCheckWorkerReply, BotChallenge } from './bot-check';

/** What this module sees of the worker's global scope (the app compiles with the DOM's types). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<BotChallenge>) => void) | null;
  postMessage(reply: BotCheckWorkerReply): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { algorithm, challenge, maxnumber, salt, signature } = event.data;
  solveChallenge(challenge, salt, algorithm, maxnumber).promise.then(
    (solution) => {
      if (solution === null) {
        scope.postMessage({ ok: false });
        return;
      }
      const payload = { algorithm, challenge, number: solution.number, salt, signature };
      scope.postMessage({ ok: true, token: btoa(JSON.stringify(payload)) });
    },
    () => scope.postMessage({ ok: false }),
  );
};
