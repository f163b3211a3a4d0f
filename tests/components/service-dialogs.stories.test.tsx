import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as optionsStories from '../../stories/cart/ProductOptionsDialog.stories';
import * as promoStories from '../../stories/cart/ProductPromoDialog.stories';
import * as storeStories from '../../stories/service/StoreSelectorDialog.stories';
import * as slotStories from '../../stories/service/TimeslotSelectorDialog.stories';

const slots = composeStories(slotStories);
const storeDialog = composeStories(storeStories);
const options = composeStories(optionsStories);
const promo = composeStories(promoStories);

/** The slot buttons of the grid, by their time. */
const slotButton = (time: string) => screen.getByRole('button', { name: new RegExp(`^${time},`) });
const slotTimes = () =>
  screen
    .getAllByRole('button', { name: /^\d\d:\d\d - \d\d:\d\d,/ })
    .map((button) => button.textContent?.replace(/[^\d: -]/g, '').trim());

describe('time-slot selector stories', () => {
  it.each(Object.entries(slots))('%s renders in the dialog', async (_name, Story) => {
    render(<Story />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Scegli la fascia oraria');
  });

  it('the legend shows Disponibile, Quasi esaurita, Non disponibile, Selezionata', async () => {
    render(<slots.SelectedDay />);
    const legend = await screen.findByRole('list', { name: 'Legenda' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Disponibile', 'Quasi esaurita', 'Non disponibile', 'Selezionata']);
    expect(
      screen.getByText(
        "Le fasce orarie sono soggette a disponibilità fino alla conferma dell'ordine.",
      ),
    ).toBeInTheDocument();
  });

  it('opens on the day holding the selected slot and names each slot with its status', async () => {
    render(<slots.SelectedDay />);
    expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('mar 24 nov');
    expect(slotButton('15:00 - 16:00')).toHaveAccessibleName('15:00 - 16:00, Selezionata');
    expect(slotButton('10:00 - 11:00')).toHaveAccessibleName('10:00 - 11:00, Quasi esaurita');
    expect(slotButton('11:00 - 12:00')).toHaveAccessibleName('11:00 - 12:00, Quasi esaurita');
    expect(slotButton('12:00 - 13:00')).toHaveAccessibleName('12:00 - 13:00, Disponibile');
    expect(slotButton('09:00 - 10:00')).toHaveAccessibleName('09:00 - 10:00, Non disponibile');
  });

  it('a full or inactive slot cannot be selected', async () => {
    render(<slots.SelectedDay />);
    await screen.findByRole('dialog');
    expect(slotButton('09:00 - 10:00')).toBeDisabled();
    expect(slotButton('17:00 - 18:00')).toBeDisabled();
    render(<slots.Today />);
    await waitFor(() => expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(2));
    // Today's morning has begun: status empty but active 0.
    const [, today] = screen.getAllByRole('dialog');
    expect(
      within(today as HTMLElement).getByRole('button', { name: /^09:00 - 10:00, Non disponibile/ }),
    ).toBeDisabled();
  });

  it('clicking an available slot selects it with its date and id', async () => {
    const onSelect = fn();
    render(<slots.SelectedDay onSelect={onSelect} />);
    await screen.findByRole('dialog');
    fireEvent.click(slotButton('12:00 - 13:00'));
    expect(onSelect).toHaveBeenCalledWith('2026-11-24', 104);
    fireEvent.click(slotButton('17:00 - 18:00'));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('restricted slots show the clock and say why', async () => {
    render(<slots.Today />);
    await screen.findByRole('dialog');
    expect(slotButton('14:00 - 15:00')).toHaveAccessibleName(
      '14:00 - 15:00, Non disponibile, Non disponibile per il tempo di preparazione dei prodotti nel carrello',
    );
    expect(within(slotButton('14:00 - 15:00')).getByRole('img', { hidden: true })).toHaveAttribute(
      'aria-label',
      'Fascia con restrizioni',
    );
    expect(within(slotButton('09:00 - 10:00')).queryByRole('img', { hidden: true })).toBeNull();
    fireEvent.mouseEnter(slotButton('14:00 - 15:00').parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent(
      'Non disponibile per il tempo di preparazione dei prodotti nel carrello',
    );
  });

  it('a locked day and a passed cutoff name their restriction', async () => {
    render(<slots.LockedDay />);
    await screen.findByRole('dialog');
    expect(slotButton('09:00 - 10:00')).toHaveAccessibleName(
      '09:00 - 10:00, Non disponibile, Giorno non disponibile per alcuni prodotti nel carrello',
    );
    expect(slotButton('14:00 - 15:00')).toBeEnabled();
  });

  it('a passed cutoff is named', async () => {
    render(<slots.PastCutoff />);
    await screen.findByRole('dialog');
    expect(slotButton('09:00 - 10:00')).toHaveAccessibleName(
      '09:00 - 10:00, Non disponibile, Orario limite superato per alcuni prodotti nel carrello',
    );
  });

  it("the 'OGGI' label is on today's tab only", async () => {
    render(<slots.SelectedDay />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'OGGIlun 23 nov',
      'mar 24 nov',
      'mer 25 nov',
      'gio 26 nov',
      'ven 27 nov',
      'sab 28 nov',
    ]);
    expect(within(tabs[0] as HTMLElement).getByText('OGGI')).toBeInTheDocument();
  });

  it('choosing a day tab or a range reports it', async () => {
    const onDay = fn();
    const onRange = fn();
    render(<slots.SelectedDay onDay={onDay} onRange={onRange} />);
    fireEvent.click(await screen.findByRole('tab', { name: /gio 26 nov/ }));
    expect(onDay).toHaveBeenCalledWith('2026-11-26');
    fireEvent.click(screen.getByRole('radio', { name: 'Mattina' }));
    expect(onRange).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole('radio', { name: 'Pomeriggio' }));
    expect(onRange).toHaveBeenLastCalledWith(2);
  });

  it('Mattina shows only the slots with a period id up to 3', async () => {
    render(<slots.Morning />);
    await screen.findByRole('dialog');
    expect(screen.getByRole('radio', { name: 'Mattina' })).toBeChecked();
    expect(slotTimes()).toEqual([
      '09:00 - 10:00',
      '10:00 - 11:00',
      '11:00 - 12:00',
      '12:00 - 13:00',
    ]);
  });

  it('Pomeriggio shows only the slots without a period id', async () => {
    render(<slots.Afternoon />);
    await screen.findByRole('dialog');
    expect(slotTimes()).toEqual([
      '14:00 - 15:00',
      '15:00 - 16:00',
      '16:00 - 17:00',
      '17:00 - 18:00',
      '18:00 - 19:00',
      '19:00 - 20:00',
    ]);
  });

  it('a day with no slot in the range says so', async () => {
    render(<slots.NoSlotsInRange />);
    expect(
      await screen.findByText('Nessuna fascia oraria in questo intervallo'),
    ).toBeInTheDocument();
  });

  it('while a selection is saved the slots cannot be clicked and a loader shows', async () => {
    render(<slots.Busy />);
    await screen.findByRole('dialog');
    expect(slotButton('12:00 - 13:00')).toBeDisabled();
    expect(screen.getByLabelText('Salvataggio della fascia oraria')).toBeInTheDocument();
  });

  it('errors show at the top', async () => {
    render(<slots.WithError />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La fascia oraria selezionata non è più disponibile',
    );
  });

  it('loading shows a loader', async () => {
    render(<slots.Loading />);
    expect(await screen.findByLabelText('Caricamento delle fasce orarie')).toBeInTheDocument();
  });

  it('no days: asks for an address first and offers to change it', async () => {
    const onChangeAddress = fn();
    render(<slots.NoDays onChangeAddress={onChangeAddress} />);
    expect(
      await screen.findByText(
        'Nessuna fascia oraria disponibile: scegli prima un indirizzo o un punto di ritiro.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cambia indirizzo' }));
    expect(onChangeAddress).toHaveBeenCalledTimes(1);
  });

  it('the header names the service and address; the address may be locked', async () => {
    render(<slots.SelectedDay />);
    expect(await screen.findByText('Ritiro in negozio')).toBeInTheDocument();
    expect(screen.getByText('Milano Viale Monza - Viale Monza 140')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambia indirizzo' })).toBeInTheDocument();
    render(<slots.AddressLocked />);
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    expect(screen.getAllByRole('button', { name: 'Cambia indirizzo' })).toHaveLength(1);
  });
});

describe('store selector stories', () => {
  it.each(Object.entries(storeDialog))('%s renders in the dialog', async (_name, Story) => {
    render(<Story />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Scegli il negozio');
  });

  it('lists every store with its address', async () => {
    render(<storeDialog.List />);
    const list = await screen.findByRole('list', { name: 'Negozi' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(within(list).getByRole('button', { name: /Como Napoleona/ })).toHaveTextContent(
      'Via Napoleona 50, Como (CO)',
    );
  });

  it('the filter narrows the list by name or city, and clicking selects the store', async () => {
    const onSelect = fn();
    render(<storeDialog.List onSelect={onSelect} />);
    fireEvent.change(await screen.findByLabelText('Cerca per nome o città'), {
      target: { value: 'milano' },
    });
    const list = screen.getByRole('list', { name: 'Negozi' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => within(button).getByText(/^(Milano|Brescia)/).textContent),
    ).toEqual(['Milano Viale Monza', 'Milano Lorenteggio', 'Brescia Via Milano']);
    fireEvent.change(screen.getByLabelText('Cerca per nome o città'), {
      target: { value: 'bergamo' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Bergamo Borgo Palazzo/ }));
    expect(onSelect).toHaveBeenCalledWith(5);
    fireEvent.change(screen.getByLabelText('Cerca per nome o città'), {
      target: { value: 'Varese' },
    });
    expect(screen.getByText('Nessun negozio trovato')).toBeInTheDocument();
  });

  it('the selected store is marked', async () => {
    render(<storeDialog.Selected />);
    const como = await screen.findByRole('button', { name: /Como Napoleona/ });
    expect(como).toHaveAttribute('aria-current', 'true');
    expect(within(como).getByText('Selezionato')).toBeInTheDocument();
  });

  it('while a selection is saved the stores cannot be clicked', async () => {
    const onSelect = fn();
    render(<storeDialog.Busy onSelect={onSelect} />);
    fireEvent.click(await screen.findByRole('button', { name: /Monza Borgazzi/ }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Salvataggio del negozio')).toBeInTheDocument();
  });

  it('loading and errors', async () => {
    render(<storeDialog.Loading />);
    expect(await screen.findByLabelText('Caricamento dei negozi')).toBeInTheDocument();
    render(<storeDialog.WithError />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il negozio selezionato non effettua il ritiro in questo momento',
    );
  });
});

describe('product option selector stories', () => {
  it.each(Object.entries(options))('%s renders in the dialog', async (_name, Story) => {
    render(<Story />);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('radio mode: submit is enabled only once every option is chosen', async () => {
    const onSubmit = fn();
    render(<options.Radio onSubmit={onSubmit} />);
    const submit = await screen.findByRole('button', { name: 'Aggiungi al carrello' });
    expect(screen.getByRole('dialog')).toHaveTextContent('Arrosto di vitello 500 g');
    expect(submit).toBeDisabled();
    expect(screen.getByText('È necessario selezionare tutte le opzioni')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'A fette' }));
    expect(submit).toBeEnabled();
    expect(screen.queryByText('È necessario selezionare tutte le opzioni')).toBeNull();
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ taglio: 'fette' });
  });

  it('select mode: each option is a select; the params hold every choice', async () => {
    const onSubmit = fn();
    render(<options.PartlyChosen onSubmit={onSubmit} />);
    const submit = await screen.findByRole('button', { name: 'Aggiungi al carrello' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('È necessario selezionare tutte le opzioni')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('combobox', { name: 'Affettatura' }));
    // jsdom never finishes the dropdown's transition: the options stay display none.
    fireEvent.click(screen.getByRole('option', { name: 'Affettato sottile', hidden: true }));
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ affettatura: 'sottile', scritta: 'compleanno' });
  });

  it('preselected: every option already chosen, submit enabled', async () => {
    const onSubmit = fn();
    render(<options.Preselected onSubmit={onSubmit} />);
    expect(await screen.findByRole('combobox', { name: 'Affettatura' })).toHaveValue(
      'Affettato medio',
    );
    expect(screen.getByRole('combobox', { name: 'Scritta sulla torta' })).toHaveValue(
      'Tanti auguri',
    );
    expect(screen.queryByText('È necessario selezionare tutte le opzioni')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al carrello' }));
    expect(onSubmit).toHaveBeenCalledWith({ affettatura: 'medio', scritta: 'auguri' });
  });

  it('Annulla cancels', async () => {
    const onCancel = fn();
    render(<options.Radio onCancel={onCancel} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Annulla' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('product promo selector stories', () => {
  it.each(Object.entries(promo))('%s renders in the dialog', async (_name, Story) => {
    render(<Story />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Promozione');
  });

  it('shows the product, the promo box and the question; No and Si answer it', async () => {
    const onChoose = fn();
    render(<promo.Selectable onChoose={onChoose} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Caffè macinato per moka 4 x 250 g');
    expect(within(dialog).getByText('Raccolta punti')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Vuoi usare 200 punti della tua carta per questo prodotto?'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(onChoose).toHaveBeenLastCalledWith(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Si' }));
    expect(onChoose).toHaveBeenLastCalledWith(true);
  });

  it('without its own question the default one is asked', async () => {
    render(<promo.DefaultQuestion />);
    expect(
      await screen.findByText('Vuoi applicare la promozione a questo prodotto?'),
    ).toBeInTheDocument();
  });

  it('closing the dialog cancels the add', async () => {
    const onCancel = fn();
    const onChoose = fn();
    render(<promo.Selectable onCancel={onCancel} onChoose={onChoose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Chiudi' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onChoose).not.toHaveBeenCalled();
  });
});
