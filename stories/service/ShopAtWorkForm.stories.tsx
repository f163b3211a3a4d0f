import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ShopAtWorkForm } from '../../src/features/service/components/ShopAtWorkForm';

const meta = {
  title: 'Service/ShopAtWorkForm',
  component: ShopAtWorkForm,
  args: { busy: false, subscribedTo: null, errors: [], onSubmit: fn(), onChange: fn() },
} satisfies Meta<typeof ShopAtWorkForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `shopAtWork.editing`: the empty 'Codice aziendale' and 'Attiva'. */
export const Editing: Story = {};
/** `shopAtWork.subscribing`: the code is being checked. */
export const Subscribing: Story = { args: { busy: true } };
/** `shopAtWork.subscribed`: the company's delivery is active. */
export const Subscribed: Story = { args: { subscribedTo: 'Acme Italia S.p.A.' } };
/** `shopAtWork.refused`: the server's message under the field. */
export const Refused: Story = { args: { errors: ['Il codice aziendale è scaduto'] } };
