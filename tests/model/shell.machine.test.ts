import type { EventFromLogic } from 'xstate';
import { shellMachine } from '../../machines/shell.machine';
import { describeModel } from './transition-coverage';

const shellEvents = (): EventFromLogic<typeof shellMachine>[] => [
  { type: 'categories.toggle' },
  { type: 'cart.toggle' },
  { type: 'drawers.close' },
];

describeModel('shell', shellMachine, shellEvents);
