import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PushNoticeDialog } from '../../src/features/push/components/PushNoticeDialog';

const meta = {
  title: 'Push/PushNoticeDialog',
  component: PushNoticeDialog,
  args: {
    notice: {
      title: 'Il tuo ordine è pronto',
      body: 'Il tuo ordine 1234 è pronto per il ritiro.',
    },
    canOpen: true,
    onOpen: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof PushNoticeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `push.asking`, `denied`, and `granted` with `notice.closed`: nothing is shown. */
export const Closed: Story = { args: { notice: null } };
/** `granted.notice.open`, the notification naming a page of the shop: 'Apri' and 'Chiudi'. */
export const WithPage: Story = {};
/** `granted.notice.open`, naming no page of the shop (none, another site, a file): 'Chiudi' only. */
export const WithoutPage: Story = {
  args: {
    notice: { title: 'Buongiorno', body: 'Oggi consegne fino alle 22.' },
    canOpen: false,
  },
};
/** A notification without a title: the dialog is called 'Notifica'. */
export const WithoutTitle: Story = {
  args: { notice: { title: '', body: 'Frutta e verdura a metà prezzo.' }, canOpen: true },
};
