/** The shell's public face: the layout every page sits in, and the shell's actor. */
import type { Actor } from 'xstate';
import type { shellMachine } from '../../../machines/shell/shell.machine';

export { AppShellLayout } from './AppShellLayout';

declare module '../../shared/flow-actors' {
  interface FlowActors {
    /** The shell: the menus, drawers and the back-to-top button. */
    readonly shell: Actor<typeof shellMachine>;
  }
}
