/**
 * The first page's bundle carries only the shell's catalog (src/shared/i18n.ts); every text that
 * bundle can render before the storefront's catalog arrives must be in it, or the shopper would
 * see a hashed id. Reads `npm run build`'s output: each id the initial chunks reference that is
 * of a storefront text must also be a key of the shell catalog compiled into them. Prints the
 * figures; exits 1 on a stray id.
 */
import { readFileSync } from 'node:fs';

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
}

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
  string,
  ManifestChunk
>;
const initial = new Set<string>();
const visit = (key: string) => {
  if (initial.has(key)) return;
  initial.add(key);
  (manifest[key]?.imports ?? []).forEach(visit);
};
// The entry and the app it starts (src/main.tsx).
visit('index.html');
visit('src/app/start.tsx');

const read = (key: string) => readFileSync(`dist/${manifest[key]?.file}`, 'utf8');
// A compiled catalog: JSON.parse(`{"<id>":[...],...}`), its JSON escaped as a template literal.
const catalogIds = (code: string): Set<string> => {
  const json = /JSON\.parse\(`(\{"[^"]+":\[[^`]*\})`\)/.exec(code)?.[1];
  if (!json) {
    console.error('No compiled catalog found: was `npm run build` run?');
    process.exit(1);
  }
  return new Set(Object.keys(JSON.parse(json.replace(/\\([\\`$])/g, '$1')) as object));
};

const code = [...initial].map(read).join();
const shellIds = catalogIds(code);
const storefrontIds = catalogIds(read('src/locales/it/storefront.po'));
// Route ids have the same shape (`id:`/login``): only the storefront's message ids count.
const referenced = new Set([...code.matchAll(/\bid:`([^`]+)`/g)].map((match) => match[1] ?? ''));
const stray = [...referenced].filter((id) => storefrontIds.has(id) && !shellIds.has(id));

console.log(
  `shell catalog: ${shellIds.size} texts; storefront texts the initial chunks reference: ${[...referenced].filter((id) => storefrontIds.has(id)).length}`,
);
if (stray.length > 0) {
  console.error(
    `Texts in the first page's bundle missing from the shell catalog: ${stray.join(', ')}.\n` +
      'Add their source files to the shell catalog in lingui.config.ts, or load them lazily.',
  );
  process.exit(1);
}
