import { Anchor, Stack, Text, Title } from '@mantine/core';
import DOMPurify from 'dompurify';
import {
  CONTENT_HTML_PURIFY_CONFIG,
  kindHasHtml,
  type ContentKind,
} from '../../../domain/content-editor';
import type { ContentDraftInput } from '../../../domain/content-editor';

/** `html` as the server will save it: sanitised to the content allow-list. */
export function previewHtml(html: string): string {
  return DOMPurify.sanitize(html, { ...CONTENT_HTML_PURIFY_CONFIG, RETURN_TRUSTED_TYPE: false });
}

export interface ContentPreviewProps {
  readonly kind: ContentKind;
  /** The draft as the form holds it. */
  readonly draft: ContentDraftInput;
}

/**
 * The draft as the storefront shows it: a page's title and its HTML, a FAQ question with its
 * answer, a menu entry or a slide as its link; the HTML sanitised as the server sanitises it.
 */
export function ContentPreview({ kind, draft }: ContentPreviewProps) {
  if (!kindHasHtml(kind)) {
    return (
      <Stack gap="xs">
        <Anchor href={draft.link} target="_blank" rel="noopener">
          {draft.title}
        </Anchor>
        <Text size="sm" c="dimmed">
          {draft.link}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack component="article">
      <Title order={kind === 'page' ? 1 : 3}>{draft.title}</Title>
      <div className="content-html" dangerouslySetInnerHTML={{ __html: previewHtml(draft.html) }} />
    </Stack>
  );
}
