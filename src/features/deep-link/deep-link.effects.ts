/** The deep-link statechart with the app's effects: the router opens the page, a toast refuses. */
import { createActor } from 'xstate';
import { deepLinkMachine } from '../../../machines/deep-link/deep-link.machine';
import type { ShopSite } from '../../domain/app-links';
import { mobileAppMessages } from '../../domain/mobile-app-messages';
import { i18n } from '../../shared/i18n';
import { toasts } from '../../shared/toasts';

export interface DeepLinkEffects {
  readonly shop: ShopSite;
  /** Opens a page of the app by its path, query and hash. */
  readonly openPage: (href: string) => void;
}

export type DeepLinkActor = ReturnType<typeof createDeepLinkActor>;

export function createDeepLinkActor(effects: DeepLinkEffects) {
  return createActor(
    deepLinkMachine.provide({
      actions: {
        openPage: (_, { path }) => effects.openPage(path),
        reportForeignLink: () =>
          toasts.show({ color: 'red', message: i18n._(mobileAppMessages.foreignLink) }),
      },
    }),
    { input: { shop: effects.shop } },
  );
}
