import DOMPurify from 'dompurify';

/** Server texts may carry HTML and literal `\n`: line breaks, then sanitised before rendering. */
export function toSafeHtml(text: string): string {
  return DOMPurify.sanitize(text.replace(/\\n|\n/g, '<br>'));
}

export interface SafeHtmlProps {
  /** Text or simple HTML from the server (a message, a disclaimer). */
  readonly html: string;
}

/** Shows a server text as HTML, sanitised (no script, no event handler, no `javascript:`). */
export function SafeHtml({ html }: SafeHtmlProps) {
  return <span dangerouslySetInnerHTML={{ __html: toSafeHtml(html) }} />;
}
