import type { EventFromLogic } from 'xstate';
import { shellMachine } from '../../machines/shell/shell.machine';
import { describeBehaviour } from './behaviour-case';
import { shellCases } from './shell.cases';
import { describeModel } from './transition-coverage';

const shellEvents = (): EventFromLogic<typeof shellMachine>[] => [
  { type: 'categories.toggle' },
  { type: 'cart.toggle' },
  { type: 'filters.toggle' },
  { type: 'links.toggle' },
  { type: 'drawers.close' },
];

describeModel('shell', shellMachine, shellEvents);

describeBehaviour('shell', shellMachine, shellCases);
