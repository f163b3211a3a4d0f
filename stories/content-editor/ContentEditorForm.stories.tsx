import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ContentEditorForm } from '../../src/features/content-editor/components/ContentEditorForm';
import { FOOTER_ENTRY, SERVIZI_PUBLISHED, SERVIZI_WITH_DRAFT } from './content-editor-fixtures';

const meta = {
  title: 'ContentEditor/ContentEditorForm',
  component: ContentEditorForm,
  args: {
    kind: 'page',
    item: SERVIZI_PUBLISHED,
    status: 'editing',
    busy: false,
    dirty: false,
    error: null,
    hasDraft: false,
    canPublish: false,
    canDiscard: false,
    previewOpen: false,
    onChange: fn(),
    onSave: fn(),
    onPublish: fn(),
    onDiscard: fn(),
    onPreview: fn(),
    onPreviewClose: fn(),
  },
} satisfies Meta<typeof ContentEditorForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `contentEditor.editing` on a page without a draft: 'Pubblicato', only 'Salva bozza'. */
export const Editing: Story = {};
/** `contentEditor.editing` with changes not saved: publishing waits for 'Salva bozza'. */
export const EditingUnsaved: Story = {
  args: { item: SERVIZI_WITH_DRAFT, hasDraft: true, dirty: true, canDiscard: true },
};
/** `contentEditor.saving`: the draft is being saved. */
export const Saving: Story = { args: { status: 'saving', busy: true } };
/** `contentEditor.saved`: a saved draft, not published; 'Pubblica' and 'Scarta bozza'. */
export const Saved: Story = {
  args: {
    item: SERVIZI_WITH_DRAFT,
    hasDraft: true,
    status: 'saved',
    canPublish: true,
    canDiscard: true,
  },
};
/** `contentEditor.publishing`. */
export const Publishing: Story = {
  args: { item: SERVIZI_WITH_DRAFT, hasDraft: true, status: 'publishing', busy: true },
};
/** `contentEditor.published`: the shop serves the new version. */
export const Published: Story = { args: { status: 'published' } };
/** `contentEditor.discarding`. */
export const Discarding: Story = {
  args: { item: SERVIZI_WITH_DRAFT, hasDraft: true, status: 'discarding', busy: true },
};
/** `contentEditor.failed`: the server's first message. */
export const Failed: Story = {
  args: { status: 'failed', error: 'Il titolo è obbligatorio.' },
};
/** The preview open on a saved draft. */
export const Preview: Story = {
  args: {
    item: SERVIZI_WITH_DRAFT,
    hasDraft: true,
    status: 'saved',
    canPublish: true,
    previewOpen: true,
  },
};
/** A menu entry: its title and its link, no rich text. */
export const MenuEntry: Story = { args: { kind: 'menu', item: FOOTER_ENTRY } };
