import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GiftCodeForm } from '../../src/features/gifts/components/GiftCodeForm';

const welcome = {
  code: 'BENVENUTO10',
  name: 'Benvenuto: 10% sulla prima spesa',
  discount: 6.45,
  applies: true,
  minimumSpend: 30,
  giftCertificateId: 1,
  userGiftCertificateId: 11,
};

const meta = {
  title: 'Checkout/GiftCodeForm',
  component: GiftCodeForm,
  args: {
    codes: [],
    typed: '',
    busy: false,
    errors: [],
    onType: fn(),
    onApply: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof GiftCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `giftCode.idle`: no code yet. */
export const Empty: Story = {};
/** `giftCode.applying`: the typed code is being checked. */
export const Applying: Story = { args: { typed: 'BENVENUTO10', busy: true } };
/** `giftCode.idle` after a refused code: the spec's message under the field. */
export const Refused: Story = {
  args: {
    typed: 'ESTATE2026',
    errors: [
      'Il codice sconto "ESTATE2026" non è valido. Verifica di averlo scritto correttamente.',
    ],
  },
};
/** `giftCode.idle` with a code applied, and one below its minimum spend. */
export const Applied: Story = {
  args: {
    codes: [
      welcome,
      {
        ...welcome,
        code: 'SPESA5',
        name: '5 € di sconto',
        discount: 0,
        applies: false,
        minimumSpend: 40,
      },
    ],
  },
};
