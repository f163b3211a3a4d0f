/**
 * The settings table of docs/operations.md says what the server reads from the environment: every
 * variable server/config.ts reads has its row, and every row names a variable it reads.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const READ = /\benv(?:\.|\[['"])([A-Z][A-Z0-9_]+)/g;
const ROW = /^\| `([A-Z][A-Z0-9_]+)`/gm;

function variablesRead(): string[] {
  const source = readFileSync('server/config.ts', 'utf8');
  return [...new Set([...source.matchAll(READ)].map(([, name]) => name ?? ''))].sort();
}

function variablesDocumented(): string[] {
  const docs = readFileSync('docs/operations.md', 'utf8');
  const start = docs.indexOf('## Configuration');
  const end = docs.indexOf('\n## ', start + 1);
  const table = docs.slice(start, end === -1 ? undefined : end);
  return [...table.matchAll(ROW)].map(([, name]) => name ?? '').sort();
}

describe('the settings of docs/operations.md', () => {
  it('are the variables server/config.ts reads, each once', () => {
    const documented = variablesDocumented();
    expect(new Set(documented).size).toBe(documented.length);
    expect(documented).toEqual(variablesRead());
  });

  it('are read from the source as the server reads them (the check finds what it must)', () => {
    expect(variablesRead()).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'NODE_ENV']));
  });
});
