import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ContentFormView } from '../../src/features/content/components/ContentFormView';
import { CONTACT_FORM, JOB_FORM } from './content-form-samples';

const meta = {
  title: 'Content/ContentFormView',
  component: ContentFormView,
  args: {
    definition: CONTACT_FORM,
    step: 'idle',
    progress: null,
    fieldErrors: {},
    formErrors: [],
    successHtml: null,
    onSubmit: fn(),
    onFileChange: fn(),
    onRetry: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof ContentFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `idle`: the contact form, empty. */
export const Editing: Story = {};
/** `idle` with a file field: the job application asks for a CV. */
export const JobApplication: Story = { args: { definition: JOB_FORM } };
/** `validating`: the chosen files are being checked. */
export const Validating: Story = { args: { definition: JOB_FORM, step: 'validating' } };
/** `uploading`: the CV is on its way, 40% sent. */
export const Uploading: Story = {
  args: {
    definition: JOB_FORM,
    step: 'uploading',
    progress: { fieldId: 17, loaded: 2_000_000, total: 5_000_000 },
  },
};
/** `submitting`: the form is being sent. */
export const Submitting: Story = { args: { step: 'submitting' } };
/** `idle` after the shop refused a field. */
export const Refused: Story = {
  args: {
    fieldErrors: { 3: 'Digitare un numero di telefono valido' },
    formErrors: ['Controlla i campi evidenziati e riprova.'],
  },
};
/** `failed`: the shop could not be reached. */
export const Failed: Story = {
  args: {
    step: 'failed',
    formErrors: ['Invio non riuscito: controlla la connessione e riprova.'],
  },
};
/** `submitted`: the reply's success message. */
export const Submitted: Story = {
  args: {
    step: 'submitted',
    successHtml:
      '<p>Grazie, abbiamo ricevuto il tuo messaggio. Ti risponderemo entro due giorni.</p>',
  },
};
