/**
 * What a page that failed shows in its place (the router's error component,
 * src/features/chunk-load/RouteErrorContainer.tsx): a page whose reads failed says so with the
 * shop's generic message and runs them again at 'Riprova'; one whose code did not arrive offers
 * 'Ricarica' (tests/e2e/chunk-load.spec.ts loads it again in the browser).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { storefrontTexts } from '../../src/shared/i18n';
import RouteErrorContainer from '../../src/features/chunk-load/RouteErrorContainer';
import { renderInRouter } from '../support/render-in-router';

/** A page whose read throws `failures` in turn, then answers. */
async function showPage(failures: Error[]) {
  await storefrontTexts;
  let reads = 0;
  const router = createRouter({
    routeTree: createRootRoute({
      loader: () => {
        reads += 1;
        const failure = failures.shift();
        if (failure !== undefined) throw failure;
      },
      component: () => <h1>Domande frequenti</h1>,
    }),
    history: createMemoryHistory(),
    defaultErrorComponent: RouteErrorContainer,
  });
  renderInRouter(router);
  return { reads: () => reads };
}

describe('a page that failed', () => {
  it("whose read failed says so, and 'Riprova' reads it again", async () => {
    const page = await showPage([new Error('HTTP 500')]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Si è verificato un errore');
    expect(alert).toHaveTextContent('Si è verificato un errore, riprova tra qualche minuto.');
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { name: 'Domande frequenti' })).toBeVisible();
    expect(page.reads()).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("whose code did not arrive is a load error, with 'Ricarica'", async () => {
    await showPage([
      new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/x.js'),
    ]);
    expect(await screen.findByRole('heading', { name: 'Errore di caricamento' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Non è stato possibile caricare la pagina. Ricarica la pagina per riprovare.',
    );
    expect(screen.getByRole('button', { name: 'Ricarica' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
  });
});
