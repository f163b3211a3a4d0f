/**
 * The staff's content editor (issue 16 "The content editor"): which content kinds an editor
 * changes, what a draft holds, the rules a draft must follow (the form and the server check the
 * same ones) and the HTML allow-list saved HTML is sanitised to.
 */
import * as v from 'valibot';
import type { ContentKind } from './content-kinds';
import type { MessageDescriptor } from './messages';

export { CONTENT_KINDS, isContentKind, type ContentKind } from './content-kinds';

/** Pages and FAQ answers are rich text; menu entries and slides have a link instead. */
export function kindHasHtml(kind: ContentKind): boolean {
  return kind === 'page' || kind === 'faq';
}

export function kindHasLink(kind: ContentKind): boolean {
  return kind === 'menu' || kind === 'slide';
}

export const TITLE_MAX_LENGTH = 200;
/** Pages are about 4 KB; a draft travels in one request of at most 16 KB (the body limit). */
export const HTML_MAX_LENGTH = 12_000;
export const LINK_MAX_LENGTH = 600;

export const contentEditorMessages = {
  titleRequired: /*i18n*/ {
    id: 'contentEditor.titleRequired',
    message: 'Il titolo è obbligatorio.',
  },
  titleTooLong: /*i18n*/ {
    id: 'contentEditor.titleTooLong',
    message: 'Il titolo può avere al massimo 200 caratteri.',
  },
  htmlTooLong: /*i18n*/ {
    id: 'contentEditor.htmlTooLong',
    message: 'Il testo è troppo lungo: al massimo 12.000 caratteri.',
  },
  linkRequired: /*i18n*/ {
    id: 'contentEditor.linkRequired',
    message: 'Il collegamento è obbligatorio.',
  },
  linkInvalid: /*i18n*/ {
    id: 'contentEditor.linkInvalid',
    message:
      'Il collegamento deve essere una pagina del negozio (che inizia con /) o un indirizzo https://, al massimo 600 caratteri.',
  },
  itemNotFound: /*i18n*/ {
    id: 'contentEditor.itemNotFound',
    message: 'Contenuto non trovato.',
  },
  noDraft: /*i18n*/ {
    id: 'contentEditor.noDraft',
    message: 'Non ci sono bozze da pubblicare: salva prima la bozza.',
  },
  failed: /*i18n*/ {
    id: 'contentEditor.failed',
    message: 'Operazione non riuscita, si prega di riprovare a breve.',
  },
} as const satisfies Record<string, MessageDescriptor>;

export function findContentEditorMessage(id: string): MessageDescriptor | undefined {
  return Object.values(contentEditorMessages).find((message) => message.id === id);
}

/** A shop path (`/page/servizi`, not `//host`) or an https address: nothing a browser would run. */
const LINK_PATTERN = /^(\/(?!\/)|https:\/\/)[^\s<>"]*$/;

/** A draft as the editor's form sends it; `html` is ignored for menus and slides, `link` for pages and FAQ. */
export const contentDraftSchema = v.object({
  title: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(contentEditorMessages.titleRequired.id),
    v.maxLength(TITLE_MAX_LENGTH, contentEditorMessages.titleTooLong.id),
  ),
  html: v.pipe(v.string(), v.maxLength(HTML_MAX_LENGTH, contentEditorMessages.htmlTooLong.id)),
  link: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(LINK_MAX_LENGTH, contentEditorMessages.linkInvalid.id),
    v.check((link) => link === '' || LINK_PATTERN.test(link), contentEditorMessages.linkInvalid.id),
  ),
});

export type ContentDraftInput = v.InferInput<typeof contentDraftSchema>;
export type ContentDraft = v.InferOutput<typeof contentDraftSchema>;

/** The draft schema of `kind`: menus and slides need a link. */
export function contentDraftSchemaOf(kind: ContentKind) {
  if (!kindHasLink(kind)) return contentDraftSchema;
  return v.object({
    ...contentDraftSchema.entries,
    link: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(contentEditorMessages.linkRequired.id),
      v.maxLength(LINK_MAX_LENGTH, contentEditorMessages.linkInvalid.id),
      v.regex(LINK_PATTERN, contentEditorMessages.linkInvalid.id),
    ),
  });
}

/**
 * The HTML saved content may hold (DOMPurify's allow-list, on the server when a draft is saved
 * and in the editor's preview): text structure, links and images; never scripts, event handlers,
 * `javascript:` addresses, frames, forms or styles.
 */
export const CONTENT_HTML_ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'div',
  'em',
  'figure',
  'figcaption',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
] as const;

export const CONTENT_HTML_ALLOWED_ATTRIBUTES = [
  'alt',
  'class',
  'colspan',
  'height',
  'href',
  'id',
  'loading',
  'name',
  'rel',
  'rowspan',
  'src',
  'target',
  'title',
  'width',
] as const;

/** Addresses links and images may have: http(s), mail, phone, a path or an anchor. */
export const CONTENT_HTML_ALLOWED_URI =
  /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** DOMPurify's options for content HTML (its default URI rule, narrowed to the list above). */
export const CONTENT_HTML_PURIFY_CONFIG = {
  ALLOWED_TAGS: [...CONTENT_HTML_ALLOWED_TAGS],
  ALLOWED_ATTR: [...CONTENT_HTML_ALLOWED_ATTRIBUTES],
  ALLOWED_URI_REGEXP: CONTENT_HTML_ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
};
