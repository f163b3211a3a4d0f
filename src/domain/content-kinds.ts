/**
 * The kinds of content the staff's editor changes (issue 16): pages, FAQ entries, menu entries,
 * slides. Apart from the editor's rules (content-editor.ts) so the admin routes can check an
 * address with nothing more than this list.
 */
export const CONTENT_KINDS = ['page', 'faq', 'menu', 'slide'] as const;

export type ContentKind = (typeof CONTENT_KINDS)[number];

export function isContentKind(value: unknown): value is ContentKind {
  return typeof value === 'string' && (CONTENT_KINDS as readonly string[]).includes(value);
}
