/**
 * Shared pieces for replaying a machine's generated paths through rendered components: actors
 * that never settle (the path supplies their results), and a step that goes through the DOM when
 * the screen offers the control, else straight to the actor (app lifecycle, actor results).
 */
import { act, fireEvent } from '@testing-library/react';
import { fromPromise, type AnyActorRef, type AnyStateMachine } from 'xstate';

/** Every actor of the machine replaced by one that never settles by itself. */
export function neverSettling(machine: AnyStateMachine) {
  return Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [
      name,
      fromPromise(() => new Promise<never>(() => {})),
    ]),
  );
}

/** Counts how many of a file's events went through the DOM and how many straight to the actor. */
export interface ReplayTally {
  dom: number;
  direct: number;
}

export const newTally = (): ReplayTally => ({ dom: 0, direct: 0 });

const usable = (element: HTMLElement | null | undefined): element is HTMLElement =>
  !!element &&
  !element.hasAttribute('disabled') &&
  element.getAttribute('aria-disabled') !== 'true' &&
  element.getAttribute('data-loading') !== 'true';

/**
 * Performs `event` by `interact`ing with the control `find` returns when the screen offers it
 * (present and enabled); otherwise sends the event to the actor, as the app would.
 */
export function step(
  actor: AnyActorRef,
  event: { type: string },
  tally: ReplayTally,
  find?: () => HTMLElement | null | undefined,
  interact: (element: HTMLElement) => void = (element) => fireEvent.click(element),
) {
  const element = find?.();
  if (usable(element)) {
    tally.dom += 1;
    act(() => interact(element));
    return;
  }
  tally.direct += 1;
  act(() => actor.send(event));
}

/** Like `step`, for a control that appears once a dialog has opened (Mantine mounts it later). */
export async function stepWhenShown(
  actor: AnyActorRef,
  event: { type: string },
  tally: ReplayTally,
  find: () => Promise<HTMLElement | null | undefined>,
  interact?: (element: HTMLElement) => void,
) {
  const element = await find().catch(() => null);
  step(actor, event, tally, () => element, interact);
}
