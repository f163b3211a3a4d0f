/**
 * The content editor's statechart: generated paths from an item without a draft and from one
 * with a saved draft (the editor opens on either), 100% of the transitions taken by the two sets
 * together, and the behaviour cases in the words.
 */
import { describe, expect, it } from 'vitest';
import { contentEditorMachine } from '../../machines/content-editor.machine';
import { describeBehaviour } from './behaviour-case';
import { contentEditorCases } from './content-editor.cases';
import { contentEditorEvents } from './content-editor-events';
import { generatePaths, listTransitions, replayPath } from './transition-coverage';

const starts = [{ hasDraft: false }, { hasDraft: true }] as const;

describe('content-editor machine: generated paths', () => {
  const covered = new Set<string>();
  const cases = starts.flatMap((input) =>
    generatePaths(contentEditorMachine, contentEditorEvents, { input }).map(
      (path) =>
        [
          `${input.hasDraft ? 'with a draft' : 'without a draft'}: ${path.description}`,
          path,
          input,
        ] as const,
    ),
  );

  it.each(cases)('%s', (_, path, input) => {
    const { snapshot, taken } = replayPath(contentEditorMachine, path, {}, input);
    taken.forEach((transition) => covered.add(transition));
    expect(snapshot.value).toEqual(path.expectedValue);
  });

  it('covers 100% of the transitions', () => {
    const all = [...listTransitions(contentEditorMachine).values()];
    expect(all.filter((transition) => !covered.has(transition))).toEqual([]);
    expect(covered.size).toBe(all.length);
  });
});

describeBehaviour('content-editor', contentEditorMachine, contentEditorCases);
