/**
 * `/faq`'s stories (account-and-platform.md §2): sections with their questions, an answer opened
 * on demand and sanitised, the search within, and the spec's text when the service fails.
 */
import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as stories from '../../stories/content/FaqView.stories';

const { Sections, Searched, NothingFound, Failed } = composeStories(stories);

describe("the FAQ's stories", () => {
  it('shows the sections with their questions; an answer opens on demand, sanitised', async () => {
    const { container } = render(<Sections />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Domande frequenti' }),
    ).toBeVisible();
    const orders = screen.getByRole('heading', { level: 2, name: 'Ordini e fasce orarie' });
    expect(orders).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Pagamenti' })).toBeVisible();
    const question = screen.getByRole('button', {
      name: 'Perché la preautorizzazione è più alta del totale?',
    });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Per i prodotti a peso variabile.')).toBeInTheDocument();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('a search keeps the questions that hold it, and says when none does', async () => {
    const { unmount } = render(<Searched />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Pagamenti' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: /\?$/ })).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Ordini e fasce orarie' })).toBeNull();
    unmount();
    render(<NothingFound />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Nessuna domanda corrisponde alla ricerca.',
    );
  });

  it('typing in the search reports it', async () => {
    const onSearch = vi.fn();
    render(<Sections onSearch={onSearch} />);
    fireEvent.change(await screen.findByLabelText('Cerca nelle domande frequenti'), {
      target: { value: 'carta' },
    });
    expect(onSearch).toHaveBeenCalledWith('carta');
  });

  it('a failing service asks to try again shortly', async () => {
    render(<Failed />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/Errore nel caricamento della pagina/)).toBeVisible();
  });
});
