import type { Meta, StoryObj } from '@storybook/react-vite';
import { FaqView } from '../../src/features/content/components/FaqView';
import type { FaqEntry } from '../../src/features/content/content.queries';
import { faqSectionsOf } from '../../src/features/content/faq-sections';

function entry(id: number, section: [string, string, number], question: string, answer: string) {
  const slug = question
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    id,
    date: '2026-09-01T09:00:00',
    date_gmt: '2026-09-01T07:00:00',
    modified: '2026-09-01T09:00:00',
    modified_gmt: '2026-09-01T07:00:00',
    slug,
    status: 'publish',
    type: 'faq',
    link: `/faq#${slug}`,
    title: { rendered: question },
    content: { rendered: answer, protected: false },
    menu_order: id,
    faq_section: { slug: section[0], name: section[1], order: section[2] },
  } satisfies FaqEntry;
}

const ORDERS: [string, string, number] = ['ordini', 'Ordini e fasce orarie', 0];
const PAYMENTS: [string, string, number] = ['pagamenti', 'Pagamenti', 1];

export const FAQ_SAMPLE: readonly FaqEntry[] = [
  entry(1, ORDERS, 'Come faccio il primo ordine?', '<p>Registrati e scegli il servizio.</p>'),
  entry(2, ORDERS, 'Come annullo un ordine?', '<p>Dalla tua area personale.</p>'),
  entry(
    3,
    PAYMENTS,
    'Perché la preautorizzazione è più alta del totale?',
    '<p>Per i prodotti a peso variabile.<img src="x" onerror="alert(1)"></p>',
  ),
];

const meta = {
  title: 'Content/FaqView',
  component: FaqView,
  args: { sections: faqSectionsOf(FAQ_SAMPLE, ''), search: '', onSearch: () => {} },
} satisfies Meta<typeof FaqView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every question in its section. */
export const Sections: Story = {};
/** A search that keeps one question. */
export const Searched: Story = {
  args: { search: 'preautorizz', sections: faqSectionsOf(FAQ_SAMPLE, 'preautorizz') },
};
/** A search that keeps nothing. */
export const NothingFound: Story = {
  args: { search: 'bonifico', sections: faqSectionsOf(FAQ_SAMPLE, 'bonifico') },
};
/** The content service failed. */
export const Failed: Story = { args: { sections: null } };
