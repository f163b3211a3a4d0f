/**
 * 'Archivio Messaggi' (account-and-platform.md §2 `news-list`): the shop's messages newest first
 * with their day and categories, the pinned one marked, a page at a time; the empty and failing
 * states say so.
 */
import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/content/NewsList.stories';

const { Messages, Empty, Failed } = composeStories(stories);

describe("'Archivio Messaggi' stories", () => {
  it('shows each message with its day, categories and text, and pages through them', async () => {
    const onPage = Messages.args.onPage;
    render(<Messages />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Archivio Messaggi' }),
    ).toBeVisible();
    const [first, second] = screen.getAllByRole('article');
    expect(first).toHaveAccessibleName('Orari di apertura durante le feste');
    expect(within(first as HTMLElement).getByText('20 novembre 2026')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('In evidenza')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('Servizi')).toBeInTheDocument();
    expect(within(second as HTMLElement).queryByText('In evidenza')).toBeNull();
    expect(
      within(second as HTMLElement).getByRole('link', { name: 'domande frequenti' }),
    ).toHaveAttribute('href', '/faq');
    fireEvent.click(screen.getByRole('button', { name: 'Pagina 2' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('without messages it says there are none', async () => {
    render(<Empty />);
    expect(await screen.findByRole('status')).toHaveTextContent('Non ci sono messaggi.');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('a failing service asks to try again shortly', async () => {
    render(<Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Errore nel caricamento della pagina, si prega di riprovare a breve.',
    );
  });
});
