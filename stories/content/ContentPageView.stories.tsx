import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentPageView } from '../../src/features/content/components/ContentPageView';

const meta = {
  title: 'Content/ContentPageView',
  component: ContentPageView,
  args: {
    state: {
      kind: 'page',
      title: 'I nostri servizi',
      html:
        '<p>Fai la spesa quando vuoi e ricevila come preferisci.</p>' +
        '<h2 id="locker">Ritiro al locker</h2><p>I nostri locker refrigerati tengono freschi e ' +
        'surgelati alla temperatura giusta.</p>' +
        '<p><img src="x" onerror="alert(1)">Leggi le <a href="/faq">domande frequenti</a>.</p>',
    },
  },
} satisfies Meta<typeof ContentPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of the content service (its HTML sanitised: the image's handler is dropped). */
export const Page: Story = {};
/** An unknown page name. */
export const Missing: Story = { args: { state: { kind: 'missing' } } };
/** The content service failed. */
export const Failed: Story = { args: { state: { kind: 'failed' } } };
