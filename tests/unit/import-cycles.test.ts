/**
 * Imports run one way (DESIGN.md "Boundaries"): no two files of src/, machines/ or server/ import
 * each other, directly or through others. Every import counts (types, re-exports, a literal
 * dynamic `import()`): each is a file a reader must follow. `src/app` composes the features on
 * top, and the features reach the flows' actors through `src/shared/flow-actors.tsx` below them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src', 'machines', 'server'];

function sourceFiles(): string[] {
  return ROOTS.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((name) => path.posix.join(dir, name.split(path.sep).join('/')))
      .filter((file) => /\.(ts|tsx)$/.test(file))
      .filter((file) => !file.endsWith('.d.ts') && !file.endsWith('routeTree.gen.ts')),
  );
}

/** The project files `file` imports, by their path. */
function importsOf(file: string, known: ReadonlySet<string>): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((spec) => spec.startsWith('.'))
    .flatMap((spec) => {
      const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      const candidates = [
        base,
        `${base}.ts`,
        `${base}.tsx`,
        `${base}/index.ts`,
        `${base}/index.tsx`,
      ];
      const found = candidates.find((candidate) => known.has(candidate));
      return found === undefined || found === file ? [] : [found];
    });
}

/** The groups of files that reach each other (strongly connected, more than one file). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Kosaraju: order the files by when their depth-first visits finish, then visit the reversed
  // graph in the reverse of that order; each visit there collects one group.
  const finished: string[] = [];
  const seen = new Set<string>();
  for (const start of graph.keys()) {
    if (seen.has(start)) continue;
    seen.add(start);
    const stack: [string, number][] = [[start, 0]];
    for (let top = stack.at(-1); top !== undefined; top = stack.at(-1)) {
      const next = (graph.get(top[0]) ?? [])[top[1]];
      top[1] += 1;
      if (next === undefined) {
        finished.push(top[0]);
        stack.pop();
      } else if (!seen.has(next)) {
        seen.add(next);
        stack.push([next, 0]);
      }
    }
  }
  const reversed = new Map<string, string[]>();
  for (const [from, tos] of graph) {
    for (const to of tos) reversed.set(to, [...(reversed.get(to) ?? []), from]);
  }
  const grouped = new Set<string>();
  const groups: string[][] = [];
  for (const start of finished.reverse()) {
    if (grouped.has(start)) continue;
    const group: string[] = [];
    const pending = [start];
    grouped.add(start);
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      group.push(file);
      for (const from of reversed.get(file) ?? []) {
        if (!grouped.has(from)) {
          grouped.add(from);
          pending.push(from);
        }
      }
    }
    if (group.length > 1) groups.push(group.sort());
  }
  return groups;
}

function importGraph(): Map<string, string[]> {
  const files = sourceFiles();
  const known = new Set(files);
  return new Map(files.map((file) => [file, importsOf(file, known)]));
}

describe('imports run one way', () => {
  it('leaves no circle of files', () => {
    expect(circles(importGraph()), 'files that import each other').toEqual([]);
  });

  it('finds a circle where there is one (the check sees what it must)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
    ]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('reads every kind of import as the graph’s edge', () => {
    const text = [
      "import type { A } from './a';",
      "export { B } from './b';",
      "const c = () => import('./c');",
      "import './d';",
    ].join('\n');
    const specs = ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
    expect(specs).toEqual(['./a', './b', './c', './d']);
  });
});
