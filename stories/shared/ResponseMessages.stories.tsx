import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResponseMessages } from '../../src/components/ResponseMessages';

const meta = {
  title: 'Login/ResponseMessages',
  component: ResponseMessages,
} satisfies Meta<typeof ResponseMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  args: { messages: { errors: ['Credenziali Errate'], warnings: [], infos: [] } },
};
/** Literal `\n` becomes a line break; a script in the server's HTML is removed. */
export const HtmlAndLineBreaks: Story = {
  args: {
    messages: {
      errors: ['Riga uno\\nRiga <b>due</b><img src=x onerror="alert(1)"><script>alert(1)</script>'],
      warnings: ['Attenzione'],
      infos: ['Informazione'],
    },
  },
};
