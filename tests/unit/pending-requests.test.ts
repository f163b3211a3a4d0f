import { describe, expect, it } from 'vitest';
import { pendingRequests } from '../../src/api/pending-requests';

describe('pending request count for the loader overlay', () => {
  it('counts up and down and never goes below zero', () => {
    const seen: number[] = [];
    const unsubscribe = pendingRequests.subscribe(() => seen.push(pendingRequests.get()));
    pendingRequests.increment();
    pendingRequests.increment();
    pendingRequests.decrement();
    pendingRequests.decrement();
    pendingRequests.decrement();
    unsubscribe();
    expect(seen).toEqual([1, 2, 1, 0, 0]);
    expect(pendingRequests.get()).toBe(0);
  });
});
