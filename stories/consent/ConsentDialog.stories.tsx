import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConsentDialog } from '../../src/features/consent/components/ConsentDialog';
import { DISCLAIMERS } from './consent-samples';

const meta = {
  title: 'Consent/ConsentDialog',
  component: ConsentDialog,
  args: {
    opened: true,
    disclaimers: DISCLAIMERS,
    busy: false,
    errors: [],
    onSubmit: () => {},
    onLogout: () => {},
  },
} satisfies Meta<typeof ConsentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Consent `asking`: a required disclaimer is unanswered. */
export const Asking: Story = {};
/** Consent `saving`. */
export const Saving: Story = { args: { busy: true } };
/** Consent `asking` after the server refused the answers. */
export const Refused: Story = {
  args: {
    errors: [
      "Le condizioni di vendita e l'informativa sulla privacy sono necessarie per usare il servizio",
    ],
  },
};
