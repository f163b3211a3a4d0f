import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { components } from '../../src/api/ebsn';
import { GiftCertificateList } from '../../src/features/gifts/components/GiftCertificateList';

type UserGiftCertificate = components['schemas']['UserGiftCertificate'];
type GiftCertificate = components['schemas']['GiftCertificate'];

const certificate = (
  fields: Partial<GiftCertificate> & Pick<GiftCertificate, 'giftCertificateId' | 'code' | 'name'>,
): GiftCertificate => ({
  kind: 'amount',
  amount: 5,
  minimumSpend: 0,
  startDate: null,
  endDate: null,
  oncePerUser: true,
  manualAssigned: false,
  ...fields,
});

/** As the server seeds them (docs/shopping.md 'Gift codes'). */
const welcome = certificate({
  giftCertificateId: 1,
  code: 'BENVENUTO10',
  name: 'Benvenuto: 10% sulla prima spesa',
  kind: 'percent',
  percent: 10,
  amount: undefined,
  minimumSpend: 30,
});
const friend = certificate({
  giftCertificateId: 5,
  code: 'AMICO5',
  name: 'Buono amico',
  manualAssigned: true,
});
const future = certificate({
  giftCertificateId: 4,
  code: 'FUTURO',
  name: 'Buono di Natale',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
});
const summer = certificate({
  giftCertificateId: 3,
  code: 'ESTATE2026',
  name: 'Estate 2026',
  endDate: '2026-08-31',
});

const toUse: UserGiftCertificate[] = [
  { status: 'applied', userGiftCertificateId: 12, giftCertificate: welcome },
  { status: 'available', assignmentId: 3, giftCertificate: friend },
  { status: 'notYetValid', giftCertificate: future },
];

const meta = {
  title: 'Gifts/GiftCertificateList',
  component: GiftCertificateList,
  args: { certificates: toUse, showHistory: false, onShowHistory: fn() },
} satisfies Meta<typeof GiftCertificateList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the list loads. */
export const Loading: Story = { args: { certificates: undefined } };
/** The codes still to use: one in the cart, one assigned, one valid from December. */
export const ToUse: Story = {};
/** With the history: a code used in an order and an expired one. */
export const WithHistory: Story = {
  args: {
    showHistory: true,
    certificates: [
      ...toUse,
      {
        status: 'used',
        userGiftCertificateId: 9,
        orderId: 100042,
        giftCertificate: {
          ...welcome,
          giftCertificateId: 2,
          code: 'SPESA5',
          name: '5 € su 40 €',
          kind: 'amount',
          amount: 5,
          minimumSpend: 40,
        },
      },
      { status: 'expired', giftCertificate: summer },
    ],
  },
};
/** No code to use. */
export const Empty: Story = { args: { certificates: [] } };
