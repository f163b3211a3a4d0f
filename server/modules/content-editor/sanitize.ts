/**
 * Saved content HTML is sanitised on the server with DOMPurify (the library the app renders
 * content with) over a jsdom window, to the allow-list of src/domain/content-editor.ts: no
 * scripts, event handlers, `javascript:` addresses, frames, forms or styles reach the database.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { CONTENT_HTML_PURIFY_CONFIG } from '../../../src/domain/content-editor';

let purifier: ReturnType<typeof createDOMPurify> | null = null;

function purify() {
  if (purifier === null) {
    const { window } = new JSDOM('');
    purifier = createDOMPurify(window);
    // Links that open another window do not get a handle on the shop's.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

/** `html` with only what the allow-list lets through. */
export function sanitizeContentHtml(html: string): string {
  return purify().sanitize(html, { ...CONTENT_HTML_PURIFY_CONFIG, RETURN_TRUSTED_TYPE: false });
}
