import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as headerStories from '../../stories/shell/AppHeader.stories';

const header = composeStories(headerStories);

describe("the header's search box", () => {
  it('offers the recent searches as its list, most searched first', async () => {
    render(<header.WithRecentSearches />);
    const box = await screen.findByRole('combobox', { name: 'Cerca prodotti' });
    const list = document.getElementById(box.getAttribute('list') ?? '');
    expect(list?.tagName).toBe('DATALIST');
    expect([...(list?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual([
      'latte',
      'parmigiano',
      'banane',
    ]);
  });

  it('searches the words typed, trimmed, and ignores a blank search', async () => {
    const onSearch = vi.fn();
    render(<header.Anonymous onSearch={onSearch} />);
    const box = await screen.findByRole('combobox', { name: 'Cerca prodotti' });
    await userEvent.type(box, '   {Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.type(box, ' latte {Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('latte'));
  });
});
