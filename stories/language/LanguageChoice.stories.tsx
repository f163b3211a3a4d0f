import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageChoice } from '../../src/features/language/components/LanguageChoice';
import { inEnglish } from './in-english';

const meta = {
  title: 'Language/LanguageChoice',
  component: LanguageChoice,
  args: { value: 'it', onChange: () => {} },
} satisfies Meta<typeof LanguageChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The personal area's section in Italian, 'Italiano' pressed. */
export const Italian: Story = {};
/** The same section once the app restarted in English, 'English' pressed. */
export const English: Story = { args: { value: 'en' }, decorators: [inEnglish] };
