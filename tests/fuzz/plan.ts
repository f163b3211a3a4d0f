/**
 * Which requests a run sends, from its seed: for each operation a schedule of request kinds in
 * proportion to their weights (interleaved, so even a short run reaches every kind of every
 * operation in turn), each kind's values sampled from its own seed, and the operations taken in
 * turn.
 */
import fc from 'fast-check';
import type { Operation } from './contract';
import type { FuzzRequest } from './fuzz-request';
import { requestFamilies } from './request-families';

export interface PlannedRequest {
  readonly operation: Operation;
  readonly request: FuzzRequest;
}

/** A stable 32-bit number for a text (FNV-1a). */
export function hashOf(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  }
  return hash >>> 0;
}

/**
 * Smooth weighted round-robin: one cycle of indices into `weights` where each index appears
 * `weights[i]` times, spread out (weights 3 and 1 give 0, 0, 1, 0).
 */
export function weightedCycle(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const current = weights.map(() => 0);
  const cycle: number[] = [];
  for (let step = 0; step < total; step += 1) {
    let best = 0;
    weights.forEach((weight, index) => {
      current[index] = (current[index] ?? 0) + weight;
      if ((current[index] ?? 0) > (current[best] ?? 0)) best = index;
    });
    current[best] = (current[best] ?? 0) - total;
    cycle.push(best);
  }
  return cycle;
}

function planOperation(
  document: unknown,
  operation: Operation,
  count: number,
  seed: number,
): FuzzRequest[] {
  const families = requestFamilies(document, operation);
  const cycle = weightedCycle(families.map((family) => family.weight));
  // Each operation starts its cycle elsewhere, so short runs reach different kinds first.
  const start = hashOf(operation.id) % cycle.length;
  const schedule = Array.from(
    { length: count },
    (_, index) => cycle[(start + index) % cycle.length] ?? 0,
  );
  const samples = families.map((family, index) => {
    const needed = schedule.filter((entry) => entry === index).length;
    if (needed === 0) return [];
    const familySeed = (seed ^ hashOf(`${operation.id} ${family.name}`)) | 0;
    return fc.sample(family.arbitrary, { seed: familySeed, numRuns: needed });
  });
  const taken = families.map(() => 0);
  return schedule.flatMap((index) => {
    const request = samples[index]?.[taken[index] ?? 0];
    taken[index] = (taken[index] ?? 0) + 1;
    return request === undefined ? [] : [request];
  });
}

/** `count` requests over `operations` from `seed`, the operations taken in turn. */
export function planRequests(
  document: unknown,
  operations: readonly Operation[],
  count: number,
  seed: number,
): PlannedRequest[] {
  const perOperation = Math.max(1, Math.ceil(count / operations.length));
  const planned = operations.map((operation) =>
    planOperation(document, operation, perOperation, seed),
  );
  const plan: PlannedRequest[] = [];
  for (let round = 0; round < perOperation; round += 1) {
    operations.forEach((operation, index) => {
      const request = planned[index]?.[round];
      if (request !== undefined) plan.push({ operation, request });
    });
  }
  return plan.slice(0, count);
}
