import type { AnyRouter } from '@tanstack/react-router';

/**
 * The router scrolls to the top when it first renders. A server-rendered page may already have been
 * scrolled by the shopper before the app took it over (the scroll itself starts the app): it stays
 * where the shopper left it. Subscribed after the router's own reset, so it runs after it.
 */
export function keepScrollOfServerPage(router: Pick<AnyRouter, 'subscribe'>) {
  let top = window.scrollY;
  const track = () => (top = window.scrollY);
  window.addEventListener('scroll', track, { passive: true });
  const unsubscribe = router.subscribe('onRendered', () => {
    unsubscribe();
    window.removeEventListener('scroll', track);
    if (window.scrollY !== top) window.scrollTo({ top });
  });
}
