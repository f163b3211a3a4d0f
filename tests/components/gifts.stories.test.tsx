import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as giftStories from '../../stories/gifts/GiftCertificateList.stories';

const gifts = composeStories(giftStories);

async function show(ui: ReactElement) {
  const view = render(ui);
  await waitFor(() => expect(view.container).not.toBeEmptyDOMElement());
  return view;
}

describe("'Vantaggi' stories", () => {
  it.each(Object.entries(gifts))('%s renders', async (_name, Story) => {
    await show(<Story />);
  });

  it('lists each code with its value, minimum spend, validity and state', async () => {
    await show(<gifts.ToUse />);
    const list = screen.getByRole('list', { name: 'I miei buoni' });
    expect(list).toHaveTextContent('Codice BENVENUTO10: 10% di sconto · spesa minima 30,00 €');
    expect(list).toHaveTextContent('Nel carrello');
    expect(list).toHaveTextContent('Codice AMICO5: 5,00 € di sconto');
    expect(list).toHaveTextContent('Disponibile');
    expect(list).toHaveTextContent('Valido dal 1 dicembre 2026');
    expect(list).toHaveTextContent('Non ancora valido');
  });

  it('the history shows the order a code was used in, and the expired ones', async () => {
    await show(<gifts.WithHistory />);
    expect(screen.getByRole('link', { name: "Usato nell'ordine 100042" })).toHaveAttribute(
      'href',
      '/profile/orders/100042',
    );
    expect(screen.getByText('Scaduto')).toBeInTheDocument();
  });

  it('the history is asked for with the checkbox; no code says so', async () => {
    const onShowHistory = fn();
    await show(<gifts.ToUse onShowHistory={onShowHistory} />);
    fireEvent.click(screen.getByLabelText('Mostra anche i buoni usati e scaduti'));
    expect(onShowHistory).toHaveBeenCalledWith(true);
    await show(<gifts.Empty />);
    expect(screen.getByText('Non hai buoni sconto da usare.')).toBeInTheDocument();
  });
});
