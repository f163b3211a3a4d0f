import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentList } from '../../src/features/content-editor/components/ContentList';
import { CONTENT_LIST } from './content-editor-fixtures';

const meta = {
  title: 'ContentEditor/ContentList',
  component: ContentList,
  args: { kind: 'page', items: CONTENT_LIST },
} satisfies Meta<typeof ContentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pages, one with a draft ('Bozza'). */
export const Pages: Story = {};
/** A kind with nothing in it. */
export const Empty: Story = { args: { items: [] } };
