import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentHtml } from '../../src/features/content/components/ContentHtml';
import { ContentLinksProvider } from '../../src/features/content/ContentLinksProvider';

/** Every kind of link a content page may hold (shopping-flow.md §2 "Link handling"). */
export const LINKS_HTML =
  '<p>Scopri la <a href="/catalog/category/frutta-e-verdura">frutta di stagione</a>, ' +
  'leggi come funziona il <a href="#ritiro-al-locker">ritiro al locker</a>, ' +
  'guarda la <a href="https://www.youtube.com/watch?v=aqz-KE-bpKQ">ricetta in video</a>, ' +
  'scarica il <a href="/p/wp-content/uploads/volantino.pdf">volantino</a> o visita il ' +
  '<a href="https://www.consorzioparmigianoreggiano.it/">Consorzio del Parmigiano</a>.</p>' +
  '<h2 id="ritiro-al-locker">Ritiro al locker</h2><p>I locker sono refrigerati.</p>';

const meta = {
  title: 'Content/ContentHtml',
  component: ContentHtml,
  args: { html: LINKS_HTML },
} satisfies Meta<typeof ContentHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links as the shop handles them: routes in the app, the video in its dialog, a new window out. */
export const Links: Story = {
  decorators: [(Story) => <ContentLinksProvider>{Story()}</ContentLinksProvider>],
};
/** Without the shop's handling (a page rendered on the server): links as the browser's. */
export const PlainLinks: Story = {};
