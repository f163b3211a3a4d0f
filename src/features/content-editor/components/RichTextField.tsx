import { Input } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useLingui } from '@lingui/react/macro';
import Link from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';

export interface RichTextFieldProps {
  readonly label: string;
  /** The HTML the editor starts from (read once, when it mounts). */
  readonly initialHtml: string;
  /** The editor's HTML after each change. */
  readonly onChange: (html: string) => void;
  /** A call is under way: nothing can be typed. Default false. */
  readonly disabled?: boolean;
  readonly error?: string | undefined;
}

/**
 * The rich-text field of the content editor (`@mantine/tiptap`): bold, italic, headings, lists
 * and links, with Italian labels on the toolbar.
 */
export function RichTextField({
  label,
  initialHtml,
  onChange,
  disabled = false,
  error,
}: RichTextFieldProps) {
  const { t } = useLingui();
  const labelId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: initialHtml,
    editable: !disabled,
    immediatelyRender: false,
    editorProps: {
      attributes: { role: 'textbox', 'aria-labelledby': labelId, 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  useEffect(() => editor?.setEditable(!disabled, false), [editor, disabled]);
  const labels: Partial<RichTextEditorLabels> = {
    boldControlLabel: t`Grassetto`,
    italicControlLabel: t`Corsivo`,
    h2ControlLabel: t`Titolo di sezione`,
    h3ControlLabel: t`Sottotitolo`,
    bulletListControlLabel: t`Elenco puntato`,
    orderedListControlLabel: t`Elenco numerato`,
    linkControlLabel: t`Collegamento`,
    unlinkControlLabel: t`Togli il collegamento`,
    linkEditorInputLabel: t`Indirizzo del collegamento`,
    linkEditorInputPlaceholder: 'https://… o /page/…',
    linkEditorExternalLink: t`Si apre in una nuova finestra`,
    linkEditorInternalLink: t`Si apre nella stessa finestra`,
    linkEditorSave: t`Salva`,
  };
  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} error={error}>
      <RichTextEditor editor={editor} labels={labels}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={240} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
