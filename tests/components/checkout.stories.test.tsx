import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as checkoutStories from '../../stories/checkout/Checkout.stories';
import * as giftStories from '../../stories/gifts/GiftCodeForm.stories';
import * as resultStories from '../../stories/checkout/PaymentResult.stories';

const checkout = composeStories(checkoutStories);
const result = composeStories(resultStories);
const gift = composeStories(giftStories);

async function show(ui: ReactElement) {
  const view = render(ui);
  await waitFor(() => expect(view.container).not.toBeEmptyDOMElement());
  return view;
}

describe('checkout stories', () => {
  it.each(Object.entries(checkout))('%s renders', async (_name, Story) => {
    await show(<Story />);
  });

  it("shows the stepper 'Concludi ordine', 'Pagamento', 'Ordine confermato' on the first step", async () => {
    await show(<checkout.Reviewing />);
    const current = screen.getByRole('listitem', { current: 'step' });
    expect(current).toHaveTextContent('Concludi ordine');
    expect(screen.getByText('Pagamento')).toBeInTheDocument();
    expect(screen.getByText('Ordine confermato')).toBeInTheDocument();
  });

  it('explains the pre-authorised amount: the total with its bags plus 30% of the variable weight, said once', async () => {
    await show(<checkout.Reviewing />);
    const note = screen.getByText(/Al pagamento preautorizziamo 59,46\s€/);
    expect(note).toHaveTextContent(/il totale, sacchetti compresi, più 1,17\s€/);
    expect(note).toHaveTextContent(
      /30% dei prodotti a peso variabile \(che nel totale valgono 3,87\s€\)/,
    );
    expect(note).not.toHaveTextContent(/costo dei sacchetti/);
  });

  it('a line sold by weight shows its quantity the Italian way, with the comma', async () => {
    await show(<checkout.Reviewing />);
    const lines = screen.getByRole('list', { name: "Prodotti dell'ordine" });
    expect(lines).toHaveTextContent(/0,3 × Mortadella/);
    expect(lines).not.toHaveTextContent(/0\.3 ×/);
  });

  it('the rules checkbox reports its change; buying without them says they are needed', async () => {
    const onRulesChange = fn();
    await show(<checkout.RulesMissing onRulesChange={onRulesChange} />);
    expect(screen.getByText('È necessario accettare le condizioni di vendita')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Ho letto e accetto le condizioni di vendita'));
    expect(onRulesChange).toHaveBeenCalledWith(true);
  });

  it("'Vai al pagamento' calls onBuy, and waits while the order is created", async () => {
    const onBuy = fn();
    await show(<checkout.RulesAccepted onBuy={onBuy} />);
    fireEvent.click(screen.getByRole('button', { name: 'Vai al pagamento' }));
    expect(onBuy).toHaveBeenCalledOnce();
  });

  it('the packaging choice reports the chosen bags', async () => {
    const onPackagingChange = fn();
    await show(<checkout.Reviewing onPackagingChange={onPackagingChange} />);
    expect(screen.getByLabelText("Sacchetto compostabile (0,10 € l'uno)")).toBeChecked();
    fireEvent.click(screen.getByLabelText('Nessun sacchetto'));
    expect(onPackagingChange).toHaveBeenCalledWith(2);
  });

  it('the order comment is sent when the field is left changed, not while typing', async () => {
    const onCommentChange = fn();
    await show(<checkout.Reviewing onCommentChange={onCommentChange} />);
    const field = screen.getByLabelText('Note per il negozio');
    fireEvent.change(field, { target: { value: '  Citofono Rossi ' } });
    expect(onCommentChange).not.toHaveBeenCalled();
    fireEvent.blur(field);
    expect(onCommentChange).toHaveBeenCalledWith('Citofono Rossi');
  });

  it('shows the saved choices: comment, invoice and the alternatives of a line', async () => {
    const onInvoiceChange = fn();
    const onAlternativesChange = fn();
    await show(
      <checkout.ChoicesMade
        onInvoiceChange={onInvoiceChange}
        onAlternativesChange={onAlternativesChange}
      />,
    );
    expect(screen.getByLabelText('Note per il negozio')).toHaveValue(
      'Citofono Rossi, secondo piano',
    );
    const invoice = screen.getByLabelText('Richiedo la fattura');
    expect(invoice).toBeChecked();
    fireEvent.click(invoice);
    expect(onInvoiceChange).toHaveBeenCalledWith(false);
    const alternatives = screen.getAllByRole('checkbox', {
      name: /Accetto un prodotto alternativo/,
    });
    const [first, second] = alternatives;
    expect(first).toBeChecked();
    expect(second).not.toBeChecked();
    if (second) fireEvent.click(second);
    expect(onAlternativesChange).toHaveBeenCalledWith(expect.any(Number), true);
  });

  it('a company delivery under 50 € shows its fee and when it is free', async () => {
    await show(<checkout.DeliveryFee />);
    expect(screen.getByText('2,90 €')).toBeInTheDocument();
    expect(screen.getByText(/Consegna gratuita per una spesa da 50,00\s€/)).toBeInTheDocument();
  });

  it('an unavailable cart says why and offers to retry instead of paying', async () => {
    const onRetry = fn();
    await show(<checkout.Unavailable onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('non è più disponibile');
    expect(screen.getByRole('button', { name: 'Vai al pagamento' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('payment result stories', () => {
  it.each(Object.entries(result))('%s renders', async (_name, Story) => {
    await show(<Story />);
  });

  it("completed says 'Ordine confermato' on the third step", async () => {
    await show(<result.Completed />);
    expect(screen.getByRole('heading', { name: 'Ordine confermato' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Ordine confermato',
    );
  });

  it("failed says 'Pagamento non andato a buon fine' and offers the retry", async () => {
    const onRetry = fn();
    await show(<result.Failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Pagamento non andato a buon fine');
    fireEvent.click(screen.getByRole('button', { name: 'Riprova il pagamento' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('gift code stories', () => {
  it.each(Object.entries(gift))('%s renders', async (_name, Story) => {
    await show(<Story />);
  });

  it('a refused code shows the message of section 5 under the field', async () => {
    await show(<gift.Refused />);
    expect(
      screen.getByText(
        'Il codice sconto "ESTATE2026" non è valido. Verifica di averlo scritto correttamente.',
      ),
    ).toBeInTheDocument();
  });

  it('applied codes show their discount, or the minimum spend they wait for, and can be removed', async () => {
    const onRemove = fn();
    await show(<gift.Applied onRemove={onRemove} />);
    expect(screen.getByText(/− 6,45\s€/)).toBeInTheDocument();
    expect(screen.getByText(/Spesa minima 40,00\s€/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi il codice SPESA5' }));
    expect(onRemove).toHaveBeenCalledWith('SPESA5');
  });

  it('typing reports the text and Applica submits', async () => {
    const onType = fn();
    const onApply = fn();
    await show(<gift.Empty onType={onType} onApply={onApply} />);
    fireEvent.change(screen.getByLabelText('Codice sconto'), { target: { value: 'SPESA5' } });
    expect(onType).toHaveBeenCalledWith('SPESA5');
    fireEvent.click(screen.getByRole('button', { name: 'Applica' }));
    expect(onApply).toHaveBeenCalledOnce();
  });
});
