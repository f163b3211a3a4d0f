/**
 * The site search's content results (issue 14: "site search returns content results beside
 * products"): a short section 'Informazioni utili' of title links to the pages, questions and
 * messages holding the words, the first four and 'Mostra altri' for the rest; a shop path opens in
 * the app. Loading, failing and finding nothing leave the section out.
 */
import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { classifyContentLink } from '../../src/domain/content-links';
import {
  ContentLinksContext,
  type ContentLinkActions,
} from '../../src/features/content/components/ContentHtml';
import * as stories from '../../stories/content/ContentSearchResults.stories';

const { ManyResults, FewResults, NoResults, Loading } = composeStories(stories);

describe('the content results of the site search', () => {
  it('lists the first four titles as links, each with its kind, and shows the rest on request', async () => {
    render(<ManyResults />);
    const section = await screen.findByRole('region', { name: 'Informazioni utili' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(
      within(items[0] as HTMLElement).getByRole('link', { name: 'I nostri servizi' }),
    ).toBeVisible();
    expect(items[0]).toHaveTextContent('Pagina');
    expect(items[1]).toHaveTextContent('Domanda frequente');
    expect(within(section).queryByText('Cosa succede se non ritiro la spesa?')).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Mostra altri 2 risultati' }));
    expect(within(section).getAllByRole('listitem')).toHaveLength(6);
    expect(within(section).getByRole('link', { name: 'Nuovi locker a Bergamo' })).toBeVisible();
    expect(within(section).getByText('Avviso')).toBeVisible();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('a few results show all, without "Mostra altri"', async () => {
    render(<FewResults />);
    const section = await screen.findByRole('region', { name: 'Informazioni utili' });
    expect(within(section).getAllByRole('link')).toHaveLength(2);
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('a result on the shop opens inside the app', async () => {
    const actions = {
      classify: (href: string) =>
        classifyContentLink(href, {
          pageUrl: 'http://localhost:6006/catalog/search?query=ritiro',
          allowedHosts: [],
          shopPrefix: '/',
        }),
      route: vi.fn<(href: string) => void>(),
      playVideo: vi.fn<ContentLinkActions['playVideo']>(),
    } satisfies ContentLinkActions;
    render(
      <ContentLinksContext.Provider value={actions}>
        <ManyResults />
      </ContentLinksContext.Provider>,
    );
    const question = await screen.findByRole('link', {
      name: 'Come funziona il ritiro in negozio?',
    });
    expect(question).not.toHaveAttribute('target');
    fireEvent.click(question);
    expect(actions.route).toHaveBeenCalledWith('/faq#ritiro-in-negozio');
  });

  it.each([
    ['nothing found', NoResults],
    ['still loading or failed', Loading],
  ])('%s: the section is absent', async (_, Story) => {
    render(<Story />);
    // The stories' queries answer at once (or never): settled after React's pending work.
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText('Informazioni utili')).toBeNull();
  });
});
