import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as listStories from '../../stories/orders/OrderList.stories';
import * as detailStories from '../../stories/orders/Orders.stories';

const list = composeStories(listStories);
const detail = composeStories(detailStories);

async function show(ui: ReactElement) {
  const view = render(ui);
  await waitFor(() => expect(view.container).not.toBeEmptyDOMElement());
  return view;
}

describe('order stories', () => {
  it.each([...Object.entries(list), ...Object.entries(detail)])('%s renders', async (_n, Story) => {
    await show(<Story />);
  });

  it("'I miei ordini' lists each order with its status label and total, linking to its page", async () => {
    await show(<list.WithOrders />);
    const link = await screen.findByRole('link', { name: 'Ordine 100042' });
    expect(link).toHaveAttribute('href', '/profile/orders/100042');
    expect(screen.getByText('Ordinato')).toBeInTheDocument();
    expect(screen.getByText('Consegnato')).toBeInTheDocument();
    expect(screen.getByText('In validazione')).toBeInTheDocument();
  });

  it('with no order it says so', async () => {
    await show(<list.Empty />);
    expect(screen.getByText('Non hai ancora fatto ordini.')).toBeInTheDocument();
  });

  it('cancelling asks with No and Sì; Sì calls onConfirmCancel', async () => {
    const onCancel = fn();
    await show(<detail.Paid onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Annulla ordine' }));
    expect(onCancel).toHaveBeenCalledOnce();

    const onConfirmCancel = fn();
    await show(<detail.ConfirmingCancel onConfirmCancel={onConfirmCancel} />);
    expect(screen.getByText("Annullare l'ordine 100042?")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sì' }));
    expect(onConfirmCancel).toHaveBeenCalledOnce();
  });

  it('a delivered order offers no cancel; an unpaid one offers the payment', async () => {
    await show(<detail.Delivered />);
    expect(screen.queryByRole('button', { name: 'Annulla ordine' })).not.toBeInTheDocument();
    const onPay = fn();
    await show(<detail.Unpaid onPay={onPay} />);
    fireEvent.click(screen.getByRole('button', { name: "Paga l'ordine" }));
    expect(onPay).toHaveBeenCalledOnce();
  });

  it('the timeline lists the statuses in order', async () => {
    await show(<detail.Paid />);
    const items = screen.getAllByRole('listitem').map((entry) => entry.textContent ?? '');
    expect(items.filter((text) => text.includes('·'))).toEqual([
      expect.stringContaining('In validazione'),
      expect.stringContaining('Ordinato'),
    ]);
  });
});
