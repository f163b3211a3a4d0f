/**
 * Every text of the app in English (issue 17, "a CI check fails on a missing translation"):
 * - the catalogs are up to date with the sources: each message the sources use is in the Italian
 *   catalog, and the catalog keeps none they no longer use (as `npm run i18n:extract` would
 *   write them; extraction here only reads, nothing is written);
 * - each Italian message has a non-empty English translation.
 * Prints each message at fault (catalog, id, Italian text) and exits 1; 0 when all is in order.
 */
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const SOURCE = 'it';
const TARGET = 'en';

const config = getConfig({ cwd: process.cwd() });
const problems: string[] = [];

for (const catalog of await getCatalogs(config)) {
  const name = catalog.path.replace(`${config.rootDir}/`, '').replace('{locale}', '*');
  const [extracted, source, target] = await Promise.all([
    catalog.collect(),
    catalog.read(SOURCE),
    catalog.read(TARGET),
  ]);
  if (!extracted) throw new Error(`${name}: the sources could not be read`);
  const used = new Set(Object.keys(extracted));
  const kept = Object.entries(source ?? {}).filter(([, message]) => !message.obsolete);
  const keptIds = new Set(kept.map(([id]) => id));
  const notExtracted = [...used].filter((id) => !keptIds.has(id));
  const unused = kept.filter(([id]) => !used.has(id)).map(([id]) => id);
  const untranslated = kept.filter(([id]) => !target?.[id]?.translation?.trim());

  if (notExtracted.length > 0 || unused.length > 0) {
    problems.push(
      `${name}: not up to date with the sources, run \`npm run i18n:extract\`` +
        notExtracted.map((id) => `\n  + ${id}  «${extracted[id]?.message ?? ''}»`).join('') +
        unused.map((id) => `\n  - ${id}`).join(''),
    );
  }
  if (untranslated.length > 0) {
    problems.push(
      `${name}: ${untranslated.length} message(s) without an English translation in ` +
        `${catalog.getFilename(TARGET).replace(`${config.rootDir}/`, '')}` +
        untranslated
          .map(([id, message]) => {
            const italian = message.translation || message.message || id;
            return `\n  ${id}${italian === id ? '' : `  «${italian}»`}`;
          })
          .join(''),
    );
  }
  console.log(
    `${name}: ${kept.length} messages, ${kept.length - untranslated.length} translated into ${TARGET}`,
  );
}

if (problems.length > 0) {
  console.error(`\n${problems.join('\n\n')}`);
  process.exit(1);
}
