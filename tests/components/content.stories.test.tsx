/**
 * The content page's stories render what each state shows, in the spec's words
 * (account-and-platform.md §2 `/page/{pageName}`, §8 the page texts), and the page's HTML is
 * sanitised before it is shown.
 */
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/content/ContentPageView.stories';

const { Page, Missing, Failed } = composeStories(stories);

describe("the content page's stories", () => {
  it('a page shows its title and its HTML, without the handlers a script could hide in it', async () => {
    const { container } = render(<Page />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'I nostri servizi' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Ritiro al locker' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'domande frequenti' })).toHaveAttribute('href', '/faq');
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('an unknown page says so', async () => {
    render(<Missing />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Pagina non trovata, impossibile continuare',
    );
  });

  it('a failing service asks to try again shortly', async () => {
    render(<Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Errore nel caricamento della pagina, si prega di riprovare a breve.',
    );
  });
});
