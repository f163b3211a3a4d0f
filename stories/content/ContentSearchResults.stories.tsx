import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ContentSearchResults,
  type ContentSearchResult,
} from '../../src/features/content/components/ContentSearchResults';

const result = (
  id: number,
  title: string,
  kind: ContentSearchResult['kind'],
  path: string,
): ContentSearchResult => ({ id, title, kind, url: `http://localhost:6006${path}` });

/** What a search for 'ritiro' finds among the pages, questions and messages. */
export const pickupResults: readonly ContentSearchResult[] = [
  result(3, 'I nostri servizi', 'page', '/page/servizi'),
  result(101, 'Come funziona il ritiro in negozio?', 'faq', '/faq#ritiro-in-negozio'),
  result(102, 'Posso ritirare la spesa al locker la sera?', 'faq', '/faq#locker-sera'),
  result(103, 'Chi può ritirare la spesa al posto mio?', 'faq', '/faq#ritiro-delegato'),
  result(7, 'Nuovi locker a Bergamo', 'post', '/profile/news-list#nuovi-locker-a-bergamo'),
  result(104, 'Cosa succede se non ritiro la spesa?', 'faq', '/faq#mancato-ritiro'),
];

const meta = {
  title: 'Content/ContentSearchResults',
  component: ContentSearchResults,
  args: { results: pickupResults },
} satisfies Meta<typeof ContentSearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More results than the first few: 'Mostra altri' shows the rest. */
export const ManyResults: Story = {};
/** A few results: all of them, no 'Mostra altri'. */
export const FewResults: Story = { args: { results: pickupResults.slice(0, 2) } };
/** Loading, failed, or nothing found: the section is absent. */
export const NoResults: Story = { args: { results: [] } };
/** Still loading (or the service failed): the section is absent, the products unaffected. */
export const Loading: Story = { args: { results: undefined } };
