/**
 * The content editor's statechart: generated paths from an item without a draft and from one
 * with a saved draft (the editor opens on either), 100% of the transitions taken by the two sets
 * together, and the behaviour cases in the words.
 */
import { describe, expect, it } from 'vitest';
import { contentEditorMachine } from '../../machines/content-editor/content-editor.machine';
import { describeBehaviour } from './behaviour-case';
import { contentEditorCases } from './content-editor.cases';
import { contentEditorEvents } from './content-editor-events';
import { generatePaths, untakenTransitions } from './transition-coverage';

const starts = [{ hasDraft: false }, { hasDraft: true }] as const;

describe('content-editor machine: generated paths', () => {
  it('take 100% of the transitions, from the two starts together', () => {
    const untaken = starts.map(
      (input) =>
        new Set(
          untakenTransitions(
            contentEditorMachine,
            generatePaths(contentEditorMachine, contentEditorEvents, { input }),
            input,
          ),
        ),
    );
    const [withoutDraft, withDraft] = untaken as [Set<string>, Set<string>];
    expect([...withoutDraft].filter((name) => withDraft.has(name))).toEqual([]);
  });
});

describeBehaviour('content-editor', contentEditorMachine, contentEditorCases);
