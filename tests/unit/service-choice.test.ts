import { describe, expect, it } from 'vitest';
import { isAddressChosen, isTimeslotUsable, slotProblem } from '../../src/domain/service-choice';

const slot = {
  autoAssigned: false,
  begun: false,
  underLeadTime: false,
  underLockDay: false,
  underLockCutoff: false,
};
const address = { autoAssigned: false };

describe('service choice (shopping-flow.md §4)', () => {
  it('an auto-assigned address or slot counts as unassigned', () => {
    expect(isAddressChosen({ shippingAddress: { autoAssigned: true }, timeslot: null })).toBe(
      false,
    );
    expect(isAddressChosen({ shippingAddress: address, timeslot: null })).toBe(true);
    expect(
      isTimeslotUsable({ shippingAddress: address, timeslot: { ...slot, autoAssigned: true } }),
    ).toBe(false);
  });

  it.each([
    ['begun', { begun: true }, 'begun'],
    ['under the lead time', { underLeadTime: true }, 'locked'],
    ['on a locked day', { underLockDay: true }, 'locked'],
    ['past the cutoff', { underLockCutoff: true }, 'locked'],
  ] as const)('a booked slot %s must be chosen again', (_name, flags, problem) => {
    const cart = { shippingAddress: address, timeslot: { ...slot, ...flags } };
    expect(slotProblem(cart)).toBe(problem);
    expect(isTimeslotUsable(cart)).toBe(false);
  });

  it('a booked slot that suits the cart is usable', () => {
    const cart = { shippingAddress: address, timeslot: slot };
    expect(slotProblem(cart)).toBeNull();
    expect(isTimeslotUsable(cart)).toBe(true);
  });
});
