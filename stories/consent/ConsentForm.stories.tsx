import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConsentForm } from '../../src/features/consent/components/ConsentForm';
import { ANSWERED } from './consent-samples';

const meta = {
  title: 'Consent/ConsentForm',
  component: ConsentForm,
  args: {
    disclaimers: ANSWERED,
    lockAccepted: true,
    busy: false,
    saved: false,
    errors: [],
    submitLabel: 'Salva le preferenze',
    onSubmit: () => {},
  },
} satisfies Meta<typeof ConsentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Privacy e consensi', consent `asking`: the required ones accepted and locked. */
export const Preferences: Story = {};
/** Consent `saving`. */
export const Saving: Story = { args: { busy: true } };
/** Consent `done`: the preferences are saved. */
export const Saved: Story = { args: { saved: true } };
