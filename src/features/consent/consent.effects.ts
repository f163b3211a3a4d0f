/** The consent statechart with its real effects: the check after a login and the answers' save. */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { consentMachine } from '../../../machines/consent/consent.machine';
import type { ShopClient } from '../../api/client';
import { failingWith } from '../../shared/flow-failure';
import { i18n } from '../../shared/i18n';
import { messages } from '../../domain/messages';
import { disclaimersToAsk, saveConsents } from './consent.queries';

export function provideConsent(client: ShopClient, queryClient: QueryClient) {
  return consentMachine.provide({
    actors: {
      checkDisclaimers: fromPromise(() => disclaimersToAsk(client, queryClient)),
      saveAnswers: fromPromise(({ input }) =>
        failingWith(i18n._(messages.generic), () =>
          saveConsents(client, queryClient, input.answers),
        ),
      ),
    },
  });
}
