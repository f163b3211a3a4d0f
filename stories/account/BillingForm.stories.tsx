import type { Meta, StoryObj } from '@storybook/react-vite';
import { BillingForm, EMPTY_BILLING } from '../../src/features/account/components/BillingForm';
import { PERSON_TYPE } from '../../src/domain/billing';

const meta = {
  title: 'Account/BillingForm',
  component: BillingForm,
  args: { initial: EMPTY_BILLING, busy: false, errors: [], onSubmit: () => {}, onCancel: () => {} },
} satisfies Meta<typeof BillingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const COMPANY = {
  ...EMPTY_BILLING,
  personTypeId: PERSON_TYPE.company,
  companyName: 'Rossi Consulenze S.r.l.',
  vatNumber: '01234567897',
  sdiCode: 'M5UXCR1',
  address1: 'Via Paleocapa',
  addressNumber: '5',
  postalCode: '24122',
  city: 'Bergamo',
  province: 'BG',
};

/** Address book `form.editing` of new billing data (a person). */
export const NewPerson: Story = {};
/** Address book `form.editing` of a company's data. */
export const Company: Story = { args: { initial: COMPANY } };
/** Address book `form.saving`. */
export const Saving: Story = { args: { initial: COMPANY, busy: true } };
/** Address book `form.editing` after the server refused the data. */
export const Refused: Story = {
  args: { initial: COMPANY, errors: ['Puoi salvare al massimo 10 intestatari per le fatture'] },
};
