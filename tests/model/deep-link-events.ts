/**
 * The events the deep-link model may take: a link of the shop, the same as a path with a query,
 * links that are not the shop's (another host, one of its files, garbage), and the app being ready.
 */
import type { EventFromLogic } from 'xstate';
import type { deepLinkMachine } from '../../machines/deep-link/deep-link.machine';

type DeepLinkEvent = EventFromLogic<typeof deepLinkMachine>;

export const SHOP = { origin: 'https://spesa.example.it' } as const;
export const ORDER_LINK = 'https://spesa.example.it/profile/orders/4012';
export const SEARCH_LINK = 'https://spesa.example.it/search?q=latte';

export const deepLinkEvents = (): DeepLinkEvent[] => [
  { type: 'link.opened', url: ORDER_LINK },
  { type: 'link.opened', url: SEARCH_LINK },
  { type: 'link.opened', url: 'https://truffa.example.com/profile/orders/4012' },
  { type: 'link.opened', url: 'https://spesa.example.it/p/wp-content/volantino.pdf' },
  { type: 'link.opened', url: 'not a link' },
  { type: 'app.ready' },
];
