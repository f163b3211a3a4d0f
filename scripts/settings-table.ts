/**
 * The settings table of docs/operations.md, written from server/settings.ts between its two
 * markers: `npm run docs:settings`. tests/unit/config-docs.test.ts fails when the table is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SETTINGS } from '../server/settings';

export const OPERATIONS_DOC = fileURLToPath(new URL('../docs/operations.md', import.meta.url));
export const TABLE_START = '<!-- settings table: npm run docs:settings writes it -->';
export const TABLE_END = '<!-- end of the settings table -->';

/** The table, one row per setting in the list's order. */
export function settingsTable(): string {
  return [
    '| variable | default | meaning |',
    '| --- | --- | --- |',
    ...SETTINGS.map(
      (setting) => `| \`${setting.name}\` | ${setting.default} | ${setting.meaning} |`,
    ),
  ].join('\n');
}

/** What docs/operations.md holds between the markers. */
export function writtenTable(doc = readFileSync(OPERATIONS_DOC, 'utf8')): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start === -1 || end < start) throw new Error('docs/operations.md lacks the table markers');
  return doc.slice(start + TABLE_START.length, end).trim();
}

if (
  process.argv[1] !== undefined &&
  fileURLToPath(import.meta.url) === path.resolve(process.argv[1])
) {
  const doc = readFileSync(OPERATIONS_DOC, 'utf8');
  const table = writtenTable(doc);
  const start = doc.indexOf(table, doc.indexOf(TABLE_START));
  writeFileSync(
    OPERATIONS_DOC,
    doc.slice(0, start) + settingsTable() + doc.slice(start + table.length),
  );
  console.log(`docs/operations.md: ${SETTINGS.length} settings`);
}
