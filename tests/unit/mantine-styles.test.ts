/**
 * Every Mantine component the shop draws has its stylesheet: the shell loads the common ones
 * (src/app/styles.ts, inside the CSS budget), or the file that draws it imports its sheet itself,
 * so it comes with that page's chunk. Forgotten sheets drew the FAQ's accordion unstyled
 * and the login dialog's 'oppure' with no line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SHEETS = new Set(
  readdirSync('node_modules/@mantine/core/styles')
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => file.slice(0, -'.css'.length)),
);
const SHELL = readFileSync('src/app/styles.ts', 'utf8');

/** The Mantine components `source` imports whose stylesheet neither it nor the shell loads. */
function unstyledComponents(source: string): string[] {
  const names = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap(
    ([, list = '']) => list.split(',').map((name) => name.trim()),
  );
  const loads = (name: string) =>
    SHELL.includes(`styles/${name}.css'`) || source.includes(`styles/${name}.css'`);
  return names.filter((name) => SHEETS.has(name) && !loads(name));
}

describe("Mantine's stylesheets", () => {
  it('a file drawing a component whose sheet nobody loads is named', () => {
    expect(unstyledComponents("import { Accordion, Button } from '@mantine/core';")).toEqual([
      'Accordion',
    ]);
    expect(
      unstyledComponents(
        "import { Accordion } from '@mantine/core';\nimport '@mantine/core/styles/Accordion.css';",
      ),
    ).toEqual([]);
  });

  it('every component the shop draws has its stylesheet loaded', () => {
    const unstyled = readdirSync('src', { recursive: true })
      .map((file) => `src/${String(file)}`)
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) =>
        unstyledComponents(readFileSync(file, 'utf8')).map((name) => `${file}: ${name}`),
      );
    expect(unstyled).toEqual([]);
  });
});
