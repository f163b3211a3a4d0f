import { describe, expect, it } from 'vitest';
import { nextOrder } from '../../src/domain/next-order';
import { ORDER_STATUS } from '../../src/domain/order-status';

const order = (orderId: number, orderStatusId: number, date: string, beginTime = '10:00') => ({
  orderId,
  orderStatusId,
  timeslot: { date, beginTime },
});

describe("the dashboard's next order", () => {
  it('is the open order whose slot begins first, whatever the list order', () => {
    const orders = [
      order(3, ORDER_STATUS.ordered, '2026-12-03'),
      order(2, ORDER_STATUS.ordered, '2026-12-01', '18:00'),
      order(1, ORDER_STATUS.ordered, '2026-12-01', '09:00'),
    ];
    expect(nextOrder(orders)?.orderId).toBe(1);
  });

  it('leaves out delivered and cancelled orders, and is none when nothing is open', () => {
    const orders = [
      order(1, ORDER_STATUS.delivered, '2026-11-01'),
      order(2, ORDER_STATUS.cancelled, '2026-11-02'),
    ];
    expect(nextOrder(orders)).toBeUndefined();
    expect(nextOrder([...orders, order(3, ORDER_STATUS.ordered, '2026-12-09')])?.orderId).toBe(3);
  });
});
