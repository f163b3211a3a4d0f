import type { Meta, StoryObj } from '@storybook/react-vite';
import { TwoFactorScreen } from '../../src/features/account/components/TwoFactorScreen';

const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode:
    'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxMCAxMCI+PHJlY3Qgd2lkdGg9IjQiIGhlaWdodD0iNCIvPjwvc3ZnPg==',
};
const CODES = ['K7QX-M4TZ', 'P2HD-9WNC', 'R8VB-3JEK', 'T5YM-6GQA', 'W4CN-8PZD'];

const meta = {
  title: 'Account/TwoFactorScreen',
  component: TwoFactorScreen,
  args: {
    step: 'off',
    busy: false,
    enrolment: null,
    recoveryCodes: [],
    errors: [],
    onStart: () => {},
    onCancel: () => {},
    onConfirm: () => {},
    onCodesKept: () => {},
    onDisable: () => {},
  },
} satisfies Meta<typeof TwoFactorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two-factor `loading`. */
export const Loading: Story = { args: { step: 'loading', busy: true } };
/** Two-factor `off`. */
export const Off: Story = {};
/** Two-factor `confirming`: the QR code and the secret, the first code to type. */
export const Confirming: Story = { args: { step: 'confirming', enrolment: ENROLMENT } };
/** Two-factor `confirming` after a wrong first code. */
export const WrongCode: Story = {
  args: {
    step: 'confirming',
    enrolment: ENROLMENT,
    errors: ["Codice non valido: controlla l'ora del telefono e riprova"],
  },
};
/** Two-factor `showingCodes`: the recovery codes, this once. */
export const RecoveryCodes: Story = { args: { step: 'showingCodes', recoveryCodes: CODES } };
/** Two-factor `on`, with the codes left. */
export const On: Story = { args: { step: 'on', recoveryCodesLeft: 9 } };
/** Two-factor `disabling`. */
export const Disabling: Story = { args: { step: 'on', busy: true } };
