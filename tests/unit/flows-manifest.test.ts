/**
 * The flows manifest (machines/flows.ts) against the tree: every machine, feature, story folder,
 * screen replay, browser test and server module belongs to one flow, every path it names exists,
 * the pieces that do not carry their flow's word are exactly the ones it lists, and docs/flows/
 * is what `npm run docs:flows` writes from the code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FLOWS,
  SHARED_BROWSER_TESTS,
  SHARED_SERVER_MODULES,
  SHARED_STORIES,
} from '../../machines/flows';
import { FLOW_DOCS_DIR, flowDocs } from '../../scripts/flow-docs';

/** The files of `dir` ending in `suffix`, with it (`keep`) or without. */
const names = (dir: string, suffix: string, keep = false) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(suffix))
    .map((name) => (keep ? name : name.slice(0, -suffix.length)))
    .sort();
const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const sorted = (values: readonly string[]) => [...values].sort();

describe('the flows manifest', () => {
  it('has one flow per word', () => {
    const words = FLOWS.map((flow) => flow.word);
    expect(words).toEqual([...new Set(words)]);
  });

  it("lists every machine under exactly one flow, in its flow's folder, with its model test", () => {
    const listed = FLOWS.flatMap((flow) => flow.machines.map((name) => `${flow.word}/${name}`));
    const found = folders('machines').flatMap((folder) =>
      names(`machines/${folder}`, '.machine.ts').map((name) => `${folder}/${name}`),
    );
    expect(sorted(listed)).toEqual(sorted(found));
    expect(names('machines', '.machine.ts'), 'machines outside a flow folder').toEqual([]);
    for (const name of FLOWS.flatMap((flow) => flow.machines)) {
      expect(existsSync(`tests/model/${name}.machine.test.ts`), name).toBe(true);
    }
  });

  it('gives every feature folder and story folder to one flow', () => {
    expect(sorted(FLOWS.map((flow) => flow.feature))).toEqual(folders('src/features'));
    const stories = FLOWS.flatMap((flow) => (flow.stories === null ? [] : [flow.stories]));
    expect(sorted([...stories, SHARED_STORIES])).toEqual(folders('stories'));
  });

  it('gives every screen replay and browser test to one flow', () => {
    expect(sorted(FLOWS.flatMap((flow) => flow.screenTests))).toEqual(
      names('tests/components', '.paths.test.tsx', true),
    );
    expect(
      sorted([...FLOWS.flatMap((flow) => flow.browserTests), ...SHARED_BROWSER_TESTS]),
    ).toEqual(names('tests/e2e', '.spec.ts', true));
  });

  it('gives every server module to a flow, or names it shared', () => {
    const listed = new Set([
      ...FLOWS.flatMap((flow) => flow.serverModules),
      ...SHARED_SERVER_MODULES,
    ]);
    expect(sorted([...listed])).toEqual(folders('server/modules'));
  });

  it("lists exactly the server modules that do not carry their flow's word yet", () => {
    for (const flow of FLOWS) {
      const carrying = (name: string) => name === flow.word || name.startsWith(`${flow.word}-`);
      expect(
        flow.serverModules.filter((name) => !carrying(name)),
        `${flow.word}'s renames`,
      ).toEqual(flow.renames?.serverModules ?? []);
    }
  });

  it('names the same feature and stories as its word', () => {
    for (const flow of FLOWS) {
      expect(flow.feature, flow.word).toBe(flow.word);
      if (flow.stories !== null) expect(flow.stories, flow.word).toBe(flow.word);
    }
  });

  it('is what docs/flows/ shows (npm run docs:flows writes it)', async () => {
    const pages = await flowDocs();
    expect(sorted(readdirSync(FLOW_DOCS_DIR))).toEqual(sorted([...pages.keys()]));
    for (const [name, generated] of pages) {
      const written = readFileSync(path.join(FLOW_DOCS_DIR, name), 'utf8');
      // The written pages are formatted by prettier: compare them without its spacing and padding.
      const words = (text: string) => text.replace(/-{3,}/g, '---').replace(/\s+/g, ' ').trim();
      expect(words(written), `docs/flows/${name}: run npm run docs:flows`).toBe(words(generated));
    }
  });
});
