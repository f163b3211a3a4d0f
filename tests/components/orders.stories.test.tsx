import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as filterStories from '../../stories/orders/OrderListFilters.stories';
import * as listStories from '../../stories/orders/OrderList.stories';
import * as ratingStories from '../../stories/orders/OrderRatingForm.stories';
import * as detailStories from '../../stories/orders/Orders.stories';
import * as parkingStories from '../../stories/orders/ParkingForm.stories';

const list = composeStories(listStories);
const detail = composeStories(detailStories);
const rating = composeStories(ratingStories);
const parking = composeStories(parkingStories);
const filters = composeStories(filterStories);

async function show(ui: ReactElement) {
  const view = render(ui);
  await waitFor(() => expect(view.container).not.toBeEmptyDOMElement());
  return view;
}

describe('order stories', () => {
  it.each([
    ...Object.entries(list),
    ...Object.entries(detail),
    ...Object.entries(rating),
    ...Object.entries(parking),
    ...Object.entries(filters),
  ])('%s renders', async (_n, Story) => {
    await show(<Story />);
  });

  it('the filters send the dates the orders were placed between, and the pending choice', async () => {
    const onApply = fn();
    await show(<filters.NoFilter onApply={onApply} />);
    fireEvent.change(screen.getByLabelText('Dal'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Servizio'), { target: { value: 'locker' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtra' }));
    expect(onApply).toHaveBeenCalledWith({ from: '2026-11-01', type: 'locker', pending: true });
    fireEvent.click(screen.getByLabelText('Mostra anche gli ordini da pagare'));
    expect(onApply).toHaveBeenLastCalledWith({ pending: false });
  });

  it('an end date before the start is said under the field and nothing is applied', async () => {
    const onApply = fn();
    await show(<filters.InvertedDates onApply={onApply} />);
    expect(screen.getByText('La data finale precede quella iniziale')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtra' })).toBeDisabled();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('a rating needs its stars; the stars and the comment are sent', async () => {
    const onSubmit = fn();
    await show(<rating.Editing onSubmit={onSubmit} />);
    const send = screen.getByRole('button', { name: 'Invia la valutazione' });
    fireEvent.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il voto deve essere un numero intero da 1 a 5',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('radio', { name: '4' }), { key: 'Enter' });
    fireEvent.change(screen.getByLabelText('Commento (facoltativo)'), {
      target: { value: 'Frutta ottima' },
    });
    fireEvent.click(send);
    expect(onSubmit).toHaveBeenCalledWith(4, 'Frutta ottima');
  });

  it('a given rating shows its stars and can be changed', async () => {
    const onEdit = fn();
    await show(<rating.Done onEdit={onEdit} />);
    expect(screen.getByText('Frutta ottima')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Modifica la valutazione' }));
    expect(onEdit).toHaveBeenCalledOnce();
  });

  it('the parking reservation needs the distance and sends it with the car', async () => {
    const onSubmit = fn();
    await show(<parking.Editing onSubmit={onSubmit} />);
    const send = screen.getByRole('button', { name: 'Prenota il parcheggio' });
    fireEvent.click(send);
    expect(await screen.findByText('Campo obbligatorio')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Distanza dal negozio/), { target: { value: '800' } });
    fireEvent.change(screen.getByLabelText('Auto o targa (facoltativo)'), {
      target: { value: 'Panda rossa' },
    });
    fireEvent.click(send);
    expect(onSubmit).toHaveBeenCalledWith(800, 'Panda rossa');
  });

  it("a refused reservation shows section 8's message; a done one says 'Parcheggio riservato'", async () => {
    await show(<parking.Refused />);
    expect(screen.getByRole('alert')).toHaveTextContent('Il parcheggio si può riservare solo');
    await show(<parking.Done />);
    expect(screen.getByText('Parcheggio riservato: ti aspettiamo!')).toBeInTheDocument();
  });

  it("'I miei ordini' lists each order with its status label and total, linking to its page", async () => {
    await show(<list.WithOrders />);
    const link = await screen.findByRole('link', { name: 'Ordine 100042' });
    expect(link).toHaveAttribute('href', '/profile/orders/100042');
    expect(screen.getByText('Ordinato')).toBeInTheDocument();
    expect(screen.getByText('Consegnato')).toBeInTheDocument();
    expect(screen.getByText('In validazione')).toBeInTheDocument();
  });

  it('each status family has its own badge colour: to pay, under way, handed over', async () => {
    await show(<list.WithOrders />);
    const colourOf = (label: string) => screen.getByText(label).closest('.mantine-Badge-root');
    expect(colourOf('In validazione')?.getAttribute('style')).toContain('yellow');
    expect(colourOf('Ordinato')?.getAttribute('style')).toContain('blue');
    expect(colourOf('Consegnato')?.getAttribute('style')).toContain('green');
  });

  it('the order page explains its total: goods, discount, delivery and bags each on their line', async () => {
    await show(<detail.WithDiscountAndDelivery />);
    const amounts = screen.getByLabelText('Riepilogo importi');
    expect(amounts).toHaveTextContent(/Prodotti\s*42,50\s€/);
    expect(amounts).toHaveTextContent(/Sconti\s*− 5,00\s€/);
    expect(amounts).toHaveTextContent(/Consegna\s*2,90\s€/);
    expect(amounts).toHaveTextContent(/Sacchetti\s*0,40\s€/);
    expect(amounts).toHaveTextContent(/Totale\s*40,80\s€/);
  });

  it('with no order it says so', async () => {
    await show(<list.Empty />);
    expect(screen.getByText('Non hai ancora fatto ordini.')).toBeInTheDocument();
  });

  it('cancelling asks with No and Sì; Sì confirms', async () => {
    const onAsk = fn();
    await show(<detail.Paid onAsk={onAsk} />);
    fireEvent.click(screen.getByRole('button', { name: 'Annulla ordine' }));
    expect(onAsk).toHaveBeenCalledWith('cancel');

    const onConfirm = fn();
    await show(<detail.ConfirmingCancel onConfirm={onConfirm} />);
    expect(screen.getByText("Annullare l'ordine 100042?")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sì' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('modifying warns that prices refer to the order date and expired promotions may be lost', async () => {
    const onAsk = fn();
    await show(<detail.Paid onAsk={onAsk} />);
    fireEvent.click(screen.getByRole('button', { name: 'Modifica ordine' }));
    expect(onAsk).toHaveBeenCalledWith('modify');

    const onDismiss = fn();
    await show(<detail.ConfirmingModify onDismiss={onDismiss} />);
    const prompt = screen.getByRole('alertdialog');
    expect(prompt).toHaveTextContent("Modificare l'ordine 100042?");
    expect(prompt).toHaveTextContent('i prodotti avranno i prezzi di oggi');
    expect(prompt).toHaveTextContent('le promozioni scadute potrebbero non essere più applicate');
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('reorder asks before adding every product to the cart', async () => {
    await show(<detail.ConfirmingReorder />);
    expect(
      screen.getByText("Aggiungere al carrello tutti i prodotti dell'ordine 100042?"),
    ).toBeInTheDocument();
  });

  it('an order being modified leads to the checkout or gives the changes up; no modify or cancel', async () => {
    const onGoToCheckout = fn();
    const onAsk = fn();
    await show(<detail.UnderModification onGoToCheckout={onGoToCheckout} onAsk={onAsk} />);
    expect(screen.getByText('Ordine in modifica')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifica ordine' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annulla ordine' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Vai alla cassa' }));
    expect(onGoToCheckout).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Annulla modifiche' }));
    expect(onAsk).toHaveBeenCalledWith('abandonModification');
  });

  it('a delivered order offers no cancel but its invoice; an unpaid one offers the payment', async () => {
    const onInvoice = fn();
    await show(<detail.Delivered onInvoice={onInvoice} />);
    expect(screen.queryByRole('button', { name: 'Annulla ordine' })).not.toBeInTheDocument();
    expect(screen.getByText('Note per il negozio: Citofono Rossi')).toBeInTheDocument();
    expect(screen.getByText('Fattura richiesta')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Scarica la fattura' }));
    expect(onInvoice).toHaveBeenCalledOnce();
    const onPay = fn();
    await show(<detail.Unpaid onPay={onPay} />);
    fireEvent.click(screen.getByRole('button', { name: "Paga l'ordine" }));
    expect(onPay).toHaveBeenCalledOnce();
  });

  it("'Condividi l'ordine' asks for the link, which is then shown to copy", async () => {
    const onShare = fn();
    await show(<detail.Paid onShare={onShare} />);
    fireEvent.click(screen.getByRole('button', { name: "Condividi l'ordine" }));
    expect(onShare).toHaveBeenCalledOnce();
    await show(<detail.Shared />);
    expect(screen.getByLabelText("Link all'ordine (sola lettura)")).toHaveValue(
      'https://spesa.example.it/order/100042?token=Qm9uIGFwcGV0aXQh',
    );
    expect(screen.getByRole('button', { name: 'Copia' })).toBeInTheDocument();
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
