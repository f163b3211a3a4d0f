/**
 * The CSP of a server-rendered page: the router writes its state for the browser as inline scripts
 * (docs/adr/0001-server-rendering-with-the-routers-api.md), which `script-src 'self'` would block.
 * A nonce would make every response unique and defeat the page cache, so the page's CSP names each
 * of its inline scripts by its hash instead; every other response keeps the strict policy.
 */
import { createHash } from 'node:crypto';

/** An inline script: no `src`, its text up to the first `</script>` (HTML's own rule). */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?:\s[^>]*)?>([\s\S]*?)<\/script>/g;

/** The CSP sources (`'sha256-…'`) of the inline scripts in `html`, each once. */
export function inlineScriptHashes(html: string): readonly string[] {
  const hashes = new Set<string>();
  for (const [, text = ''] of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** `policy` (a CSP header's value) with `sources` added to its `script-src`. */
export function allowScripts(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  if (!/(^|;)\s*script-src\s/.test(policy)) throw new Error('The CSP has no script-src');
  return policy.replace(
    /((?:^|;)\s*script-src\s[^;]*)/,
    (directive) => `${directive} ${sources.join(' ')}`,
  );
}
