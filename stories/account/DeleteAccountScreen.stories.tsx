import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeleteAccountScreen } from '../../src/features/account/components/DeleteAccountScreen';

const meta = {
  title: 'Account/DeleteAccountScreen',
  component: DeleteAccountScreen,
  args: {
    step: 'ask',
    busy: false,
    linkChecked: false,
    email: 'mario.rossi@example.it',
    errors: [],
    onRequest: () => {},
    onConfirm: () => {},
  },
} satisfies Meta<typeof DeleteAccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Account deletion `idle`: what deleting means, and the link to ask. */
export const Ask: Story = {};
/** Account deletion `requesting`. */
export const Requesting: Story = { args: { busy: true } };
/** Account deletion `sent`. */
export const Sent: Story = { args: { step: 'sent' } };
/** Account deletion `checking`: the link of the e-mail is checked. */
export const CheckingLink: Story = { args: { step: 'confirm', busy: true } };
/** Account deletion `confirming`: the last question. */
export const Confirming: Story = { args: { step: 'confirm', linkChecked: true } };
/** Account deletion `deleting`. */
export const Deleting: Story = { args: { step: 'confirm', linkChecked: true, busy: true } };
/** Account deletion `linkRefused`. */
export const LinkRefused: Story = {
  args: {
    step: 'linkRefused',
    errors: [
      "Il link non è valido o è scaduto, oppure è di un altro account: chiedi di nuovo l'eliminazione.",
    ],
  },
};
/** Account deletion `deleted`. */
export const Deleted: Story = { args: { step: 'deleted' } };
