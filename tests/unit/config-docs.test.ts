/**
 * The settings are written once, in server/settings.ts: every variable server/config.ts reads is
 * there, each once, and docs/operations.md's table is what `npm run docs:settings` writes from it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { settingsTable, writtenTable } from '../../scripts/settings-table';
import { ENV_DEFAULTS, loadConfig } from '../../server/config';
import { SETTINGS } from '../../server/settings';

const READ = /\benv(?:\.|\[['"])([A-Z][A-Z0-9_]+)/g;

function variablesRead(): string[] {
  const source = readFileSync('server/config.ts', 'utf8');
  return [...new Set([...source.matchAll(READ)].map(([, name]) => name ?? ''))].sort();
}

/** A Markdown table's cells, row by row, without the padding prettier adds. */
function cells(table: string): string[][] {
  return table
    .split('\n')
    .filter((line) => !/^\|[\s|-]+\|$/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
}

describe('the settings', () => {
  it('are the variables server/config.ts reads, each once', () => {
    const names = SETTINGS.map((setting) => setting.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(variablesRead());
  });

  it('are read from the source as the server reads them (the check finds what it must)', () => {
    expect(variablesRead()).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'NODE_ENV']));
  });

  it("make docs/operations.md's table (npm run docs:settings writes it)", () => {
    expect(cells(writtenTable())).toEqual(cells(settingsTable()));
  });

  it("show config.ts's own plain defaults, so a default is written once", () => {
    const shown = new Map(SETTINGS.map((setting) => [setting.name, setting.default]));
    for (const [name, value] of Object.entries(ENV_DEFAULTS)) {
      expect(shown.get(name), name).toBe(`\`${value}\``);
    }
    expect(loadConfig({}).port).toBe(ENV_DEFAULTS.PORT);
  });

  it('a stale table is told apart', () => {
    const stale = settingsTable().replace('port to listen on', 'port to bind');
    expect(cells(stale)).not.toEqual(cells(settingsTable()));
  });
});
