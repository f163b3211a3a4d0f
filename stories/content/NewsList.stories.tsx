import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NewsList } from '../../src/features/content/components/NewsList';
import type { components } from '../../src/api/content';

type NewsItem = components['schemas']['CustomNews'];

const message = (
  id: number,
  title: string,
  date: string,
  extra: Partial<NewsItem> = {},
): NewsItem => ({
  id,
  slug: `messaggio-${id}`,
  date,
  title,
  excerpt: '',
  content: `<p>${title}: leggi le <a href="/faq">domande frequenti</a>.</p>`,
  link: `/profile/news-list#messaggio-${id}`,
  sticky: false,
  categories: ['Avvisi'],
  ...extra,
});

const meta = {
  title: 'Content/NewsList',
  component: NewsList,
  args: {
    items: [
      message(3, 'Orari di apertura durante le feste', '2026-11-20T09:00:00', { sticky: true }),
      message(2, 'Nuovi locker a Bergamo', '2026-11-12T10:30:00', { categories: ['Servizi'] }),
    ],
    page: 1,
    totalPages: 3,
    onPage: fn(),
  },
} satisfies Meta<typeof NewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of the messages, one of them pinned. */
export const Messages: Story = {};
/** No message yet. */
export const Empty: Story = { args: { items: [], totalPages: 0 } };
/** The content service failed. */
export const Failed: Story = { args: { items: null, totalPages: 0 } };
