/**
 * docs/flows/: a page per flow of the manifest (machines/flows.ts), written from the code itself:
 * its statecharts drawn from the machines' own definitions, the calls its screen makes, its
 * screens and its files. `npm run docs:flows` writes them; tests/unit/flows-manifest.test.ts
 * fails when a page differs from what the code gives.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine, StateNode } from 'xstate';
import { FLOWS, type Flow } from '../machines/flows';

const root = fileURLToPath(new URL('../', import.meta.url));

/** What an event is called on the drawing: the actor's end and delays read as words. */
function eventLabel(type: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (error) return `error: ${error[1]}`;
  const after = /^xstate\.after\.(\d+)\./.exec(type);
  if (after) return `after ${after[1]} ms`;
  const doneState = /^xstate\.done\.state\./.exec(type);
  if (doneState) return 'done';
  return type === '' ? 'always' : type;
}

const nodeId = (node: StateNode) => node.path.join('__').replace(/[^A-Za-z0-9_]/g, '_') || 'root';

/** The machine as a Mermaid state diagram: every state and every transition of its definition. */
export function stateDiagram(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  const drawStates = (node: StateNode, indent: string) => {
    const children = Object.values(node.states) as StateNode[];
    if (node.initial?.target[0] !== undefined) {
      lines.push(`${indent}[*] --> ${nodeId(node.initial.target[0])}`);
    }
    for (const child of children) {
      const id = nodeId(child);
      const label = node.type === 'parallel' ? `${child.key} (parallel region)` : child.key;
      lines.push(`${indent}state "${label}" as ${id}`);
      if (Object.keys(child.states).length > 0) {
        lines.push(`${indent}state ${id} {`);
        drawStates(child, `${indent}  `);
        lines.push(`${indent}}`);
      }
      if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
    }
  };
  const drawTransitions = (node: StateNode) => {
    const all = [...node.transitions.values()].flat().concat(node.always ?? []);
    for (const transition of all) {
      const label = eventLabel(transition.eventType);
      for (const target of transition.target ?? []) {
        const guard = transition.guard === undefined ? '' : ' [guarded]';
        lines.push(`  ${nodeId(node)} --> ${nodeId(target)}: ${label}${guard}`);
      }
    }
    for (const child of Object.values(node.states) as StateNode[]) drawTransitions(child);
  };
  // Transitions of the machine itself are taken from any state.
  if (machine.root.transitions.size > 0) lines.push('  state "(any state)" as root');
  drawStates(machine.root, '  ');
  drawTransitions(machine.root);
  return lines.join('\n');
}

/** The events a machine answers anywhere, without its actors' ends and delays. */
function eventsOf(machine: AnyStateMachine): string[] {
  return [...new Set(machine.events)]
    .filter((type) => !type.startsWith('xstate.') && type !== '' && type !== '*')
    .sort();
}

function filesUnder(dir: string, extensions: readonly string[]): string[] {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .filter((name) => extensions.some((extension) => name.endsWith(extension)))
    .map((name) => path.posix.join(dir, name.split(path.sep).join('/')))
    .sort();
}

/** The API paths the flow's screen calls, as its code names them. */
function callsOf(flow: Flow): string[] {
  const calls = new Set<string>();
  for (const file of filesUnder(`src/features/${flow.feature}`, ['.ts', '.tsx'])) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const match of text.matchAll(/'((?:\/ebsn\/api|\/p\/wp-json)\/[^'\s]+)'/g)) {
      calls.add(match[1] ?? '');
    }
  }
  return [...calls].sort();
}

async function machineOf(flow: Flow, name: string): Promise<AnyStateMachine> {
  const file = `../machines/${flow.word}/${name}.machine.ts`;
  const module = (await import(file)) as Record<string, unknown>;
  const machine = Object.entries(module).find(
    ([exported, value]) => exported.endsWith('Machine') && typeof value === 'object',
  )?.[1];
  if (machine === undefined) throw new Error(`${file} exports no machine`);
  return machine as AnyStateMachine;
}

const link = (file: string) => `[\`${file}\`](../../${file})`;

async function flowPage(flow: Flow): Promise<string> {
  const out: string[] = [`# ${flow.word}`, '', flow.summary, '', '## Files', ''];
  out.push(`- screen: ${link(`src/features/${flow.feature}/`)}`);
  for (const name of flow.machines) {
    out.push(
      `- statechart: ${link(`machines/${flow.word}/${name}.machine.ts`)}, tested by ${link(
        `tests/model/${name}.machine.test.ts`,
      )}`,
    );
  }
  if (flow.stories !== null) out.push(`- stories: ${link(`stories/${flow.stories}/`)}`);
  for (const file of flow.screenTests)
    out.push(`- screen replay: ${link(`tests/components/${file}`)}`);
  for (const file of flow.browserTests) out.push(`- browser test: ${link(`tests/e2e/${file}`)}`);
  for (const name of flow.serverModules) out.push(`- server: ${link(`server/modules/${name}/`)}`);

  const screens = filesUnder(`src/features/${flow.feature}/components`, ['.tsx'])
    .filter((file) => !file.endsWith('.test.tsx'))
    .map((file) => path.posix.basename(file, '.tsx'));
  if (screens.length > 0) out.push('', '## Screens', '', screens.join(', ') + '.');

  const calls = callsOf(flow);
  out.push('', '## Calls', '');
  out.push(
    calls.length === 0 ? 'None of its own.' : calls.map((call) => `- \`${call}\``).join('\n'),
  );

  for (const name of flow.machines) {
    const machine = await machineOf(flow, name);
    out.push('', `## Statechart: ${name}`, '');
    out.push(
      `Events: ${eventsOf(machine)
        .map((type) => `\`${type}\``)
        .join(', ')}.`,
      '',
    );
    out.push('```mermaid', stateDiagram(machine), '```');
  }
  return out.join('\n') + '\n';
}

function indexPage(): string {
  const rows = FLOWS.map(
    (flow) =>
      `| [${flow.word}](${flow.word}.md) | ${flow.summary} | ${
        flow.machines.join(', ') || '(none)'
      } | ${flow.serverModules.join(', ') || '(none)'} |`,
  );
  return [
    '# Flows',
    '',
    'One page per flow of the manifest (`machines/flows.ts`), written by `npm run docs:flows` from',
    'the code: its files, screens, calls and statecharts (every state and transition of each',
    "machine's definition). A test fails when a page differs from the code.",
    '',
    '| flow | what it is | statecharts | server modules |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/** Every page of docs/flows/, by file name. */
export async function flowDocs(): Promise<Map<string, string>> {
  const pages = new Map<string, string>([['README.md', indexPage()]]);
  for (const flow of FLOWS) pages.set(`${flow.word}.md`, await flowPage(flow));
  return pages;
}

export const FLOW_DOCS_DIR = path.join(root, 'docs', 'flows');

if (
  process.argv[1] !== undefined &&
  fileURLToPath(import.meta.url) === path.resolve(process.argv[1])
) {
  const { mkdirSync, writeFileSync } = await import('node:fs');
  mkdirSync(FLOW_DOCS_DIR, { recursive: true });
  for (const [name, text] of await flowDocs()) writeFileSync(path.join(FLOW_DOCS_DIR, name), text);
  console.log(`docs/flows: ${FLOWS.length} flows written`);
}
