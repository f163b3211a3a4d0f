import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as drawerStories from '../../stories/cart/CartDrawerContent.stories';
import * as lineStories from '../../stories/cart/CartLine.stories';
import * as addressStories from '../../stories/service/AddressSelectorDialog.stories';
import {
  deliveryServices,
  ownOffice,
  pickupVialeMonza,
  siteBicocca,
} from '../../stories/cart/cart-samples';

const drawer = composeStories(drawerStories);
const line = composeStories(lineStories);
const addressDialog = composeStories(addressStories);

/** Renders a story and waits for the story's router to show it. */
async function show(ui: ReactElement) {
  const view = render(ui);
  await waitFor(() => expect(view.container).not.toBeEmptyDOMElement());
  return view;
}

/** Intl writes euros with a no-break space before the sign: '64,54 €'. */
const euro = (amount: string) => new RegExp(`^${amount}\\s€$`);

describe('cart drawer stories', () => {
  it.each(Object.entries(drawer))('%s renders', async (_name, Story) => {
    const { container } = await show(<Story />);
    expect(container).not.toBeEmptyDOMElement();
  });

  it('logged out, the drawer asks to log in and Accedi opens the login', async () => {
    const onLogin = fn();
    await show(<drawer.LoggedOut onLogin={onLogin} />);
    expect(
      screen.getByText(
        'Accedi per riempire il carrello e scegliere dove e quando ricevere la spesa.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Svuota carrello' })).toBeNull();
  });

  it('while the cart loads a loader shows', async () => {
    await show(<drawer.Loading />);
    expect(screen.getByLabelText('Caricamento del carrello')).toBeInTheDocument();
    expect(screen.queryByText('Totale')).toBeNull();
  });

  it('lists every line with the count, the service, the address and the slot', async () => {
    await show(<drawer.WithLines />);
    expect(screen.getByText('6 prodotti')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Prodotti nel carrello' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('Ritiro in negozio')).toBeInTheDocument();
    expect(screen.getByText('Milano Viale Monza - Viale Monza')).toBeInTheDocument();
    expect(screen.getByText('martedì 24 novembre, 15:00 - 16:00')).toBeInTheDocument();
  });

  it('the totals show in euros: Totale and the variable-weight part', async () => {
    await show(<drawer.WithLines />);
    expect(screen.getByText('Totale')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Totale carrello/)).toHaveTextContent(euro('64,54'));
    // The Sfuso line's 3,87 € is the part whose final price depends on the weighing.
    const variable = screen.getByText('di cui prodotti a peso variabile').parentElement;
    expect(variable).toHaveTextContent(/^di cui prodotti a peso variabile3,87\s€$/);
  });

  it('the Sfuso line shows its weight and its price per kg', async () => {
    await show(<drawer.WithLines />);
    expect(screen.getByRole('button', { name: 'Quantità 0,3 kg, modifica' })).toBeInTheDocument();
    expect(screen.getByText(/^12,90\s€\/kg$/)).toBeInTheDocument();
  });

  it('the buttons report: svuota, cambia indirizzo and orario, continua, vai alla cassa', async () => {
    const spies = {
      onEmptyRequest: fn(),
      onChooseAddress: fn(),
      onChooseTimeslot: fn(),
      onBack: fn(),
      onCheckout: fn(),
    };
    await show(<drawer.WithLines {...spies} />);
    fireEvent.click(screen.getByRole('button', { name: 'Svuota carrello' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cambia indirizzo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cambia orario' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continua la spesa' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vai alla cassa' }));
    for (const spy of Object.values(spies)) expect(spy).toHaveBeenCalledTimes(1);
  });

  it('without onCheckout there is no Vai alla cassa', async () => {
    await show(<drawer.WithoutCheckout />);
    expect(screen.getByRole('button', { name: 'Continua la spesa' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vai alla cassa' })).toBeNull();
  });

  it("the empty cart's Svuota carrello is disabled and it says 'Il carrello è vuoto.'", async () => {
    await show(<drawer.Empty />);
    expect(screen.getByRole('button', { name: 'Svuota carrello' })).toBeDisabled();
    expect(screen.getByText('Il carrello è vuoto.')).toBeInTheDocument();
    expect(screen.getByText('0 prodotti')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Totale carrello/)).toHaveTextContent(euro('0,00'));
    expect(screen.queryByText('di cui prodotti a peso variabile')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Vai alla cassa' })).toBeNull();
  });

  it('a new cart says that neither address nor slot is chosen', async () => {
    await show(<drawer.NoServiceChosen />);
    expect(screen.getByText('Nessun indirizzo scelto')).toBeInTheDocument();
    expect(screen.getByText('Nessuna fascia oraria scelta')).toBeInTheDocument();
    expect(screen.getByText('1 prodotto')).toBeInTheDocument();
  });

  it('a booked slot that no longer suits the products says to choose another', async () => {
    await show(<drawer.SlotNoLongerSuits />);
    expect(
      screen.getByText(
        "La fascia oraria scelta non è più disponibile per alcuni prodotti nel carrello: scegline un'altra.",
      ),
    ).toBeInTheDocument();
    await show(<drawer.WithLines />);
    expect(screen.queryAllByText(/non è più disponibile/)).toHaveLength(1);
  });

  it('the confirmation asks with No and Sì; Sì calls onEmptyConfirm, No onEmptyCancel', async () => {
    const onEmptyConfirm = fn();
    const onEmptyCancel = fn();
    await show(
      <drawer.ConfirmingEmpty onEmptyConfirm={onEmptyConfirm} onEmptyCancel={onEmptyCancel} />,
    );
    const question = screen.getByRole('alertdialog', { name: 'Svuota carrello' });
    expect(question).toHaveTextContent('Sei sicuro di voler svuotare il carrello?');
    fireEvent.click(within(question).getByRole('button', { name: 'Sì' }));
    expect(onEmptyConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(within(question).getByRole('button', { name: 'No' }));
    expect(onEmptyCancel).toHaveBeenCalledTimes(1);
  });

  it('the question shows only in confirmingEmpty', async () => {
    await show(<drawer.WithLines />);
    expect(screen.queryByText('Sei sicuro di voler svuotare il carrello?')).toBeNull();
  });

  it('while the cart is emptied Svuota carrello is disabled', async () => {
    await show(<drawer.Emptying />);
    expect(screen.getByRole('button', { name: 'Svuota carrello' })).toBeDisabled();
  });

  it('cart status 7: no Cambia indirizzo, the slot can still change', async () => {
    await show(<drawer.AddressLocked />);
    expect(screen.queryByRole('button', { name: 'Cambia indirizzo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cambia orario' })).toBeInTheDocument();
  });

  it('on the payment route neither address nor slot can change', async () => {
    await show(<drawer.PaymentRoute />);
    expect(screen.queryByRole('button', { name: 'Cambia indirizzo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cambia orario' })).toBeNull();
  });
});

describe('cart line stories', () => {
  it.each(Object.entries(line))('%s renders the product', async (_name, Story) => {
    await show(<Story />);
    expect(screen.getByRole('listitem')).toHaveTextContent(/\S/);
  });

  it('shows the name, the size, the unit price and the line total in euros', async () => {
    await show(<line.Idle />);
    expect(screen.getByText('Spaghetti di Gragnano IGP 500 g')).toBeInTheDocument();
    expect(screen.getByText('500 g')).toBeInTheDocument();
    expect(screen.getByText(euro('1,49'))).toBeInTheDocument();
    expect(screen.getByLabelText(/^Totale riga/)).toHaveTextContent(euro('4,47'));
  });

  it('plus and minus call their callbacks; the quantity opens the manual input', async () => {
    const onPlus = fn();
    const onMinus = fn();
    const onOpenInput = fn();
    await show(<line.Idle onPlus={onPlus} onMinus={onMinus} onOpenInput={onOpenInput} />);
    fireEvent.click(screen.getByRole('button', { name: 'Aumenta quantità' }));
    expect(onPlus).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Diminuisci quantità' }));
    expect(onMinus).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Quantità 3 pz, modifica' }));
    expect(onOpenInput).toHaveBeenCalledTimes(1);
  });

  it('Rimuovi asks to remove the line', async () => {
    const onRemove = fn();
    await show(<line.Idle onRemove={onRemove} />);
    fireEvent.click(
      screen.getByRole('button', { name: 'Rimuovi Spaghetti di Gragnano IGP 500 g' }),
    );
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('the manual input shows the typed text; typing reports it and Enter calls onCloseInput', async () => {
    const onType = fn();
    const onCloseInput = fn();
    const onPlus = fn();
    await show(<line.Editing onType={onType} onCloseInput={onCloseInput} onPlus={onPlus} />);
    const input = screen.getByRole('textbox', { name: 'Quantità' });
    expect(input).toHaveValue('5');
    expect(screen.getByRole('button', { name: 'Aumenta quantità' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Diminuisci quantità' })).toBeDisabled();
    fireEvent.change(input, { target: { value: '7' } });
    expect(onType).toHaveBeenCalledWith('7');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCloseInput).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Aumenta quantità' }));
    expect(onPlus).not.toHaveBeenCalled();
  });

  it('the removal confirmation asks with No and Sì; Sì calls onConfirmRemoval', async () => {
    const onConfirmRemoval = fn();
    const onCancelRemoval = fn();
    await show(
      <line.ConfirmingRemoval
        onConfirmRemoval={onConfirmRemoval}
        onCancelRemoval={onCancelRemoval}
      />,
    );
    expect(screen.getByText('Rimuovere il prodotto dal carrello?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Rimuovi / })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sì' }));
    expect(onConfirmRemoval).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancelRemoval).toHaveBeenCalledTimes(1);
  });

  it('while a quantity is saved or the line removed, the buttons wait', async () => {
    const onPlus = fn();
    await show(<line.Saving onPlus={onPlus} />);
    expect(screen.getByRole('button', { name: 'Quantità 4 pz, modifica' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Diminuisci quantità' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Rimuovi / })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Aumenta quantità' }));
    expect(onPlus).not.toHaveBeenCalled();
  });

  it('removing: the line waits', async () => {
    await show(<line.Removing />);
    expect(screen.getByRole('button', { name: /^Rimuovi / })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Aumenta quantità' })).toBeDisabled();
  });

  it('a refused plus past MAXACQ shows the maxAcq message', async () => {
    await show(<line.MaxAcqReached />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
    );
    await show(<line.Promo />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('a typed weight below WEIGHT_SELLING is raised to it, saying so', async () => {
    await show(<line.SfusoBelowMinimum />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Non è possibile acquistare meno di 0,1 kg di questo articolo',
    );
    expect(screen.getByRole('button', { name: 'Quantità 0,1 kg, modifica' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Totale riga/)).toHaveTextContent(euro('1,29'));
  });

  it('a promo line shows its promo box', async () => {
    await show(<line.Promo />);
    expect(screen.getByText('-30%')).toBeInTheDocument();
    expect(screen.getByText('Sconto in cassa')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Totale riga/)).toHaveTextContent(euro('27,95'));
  });

  it("a Confezione line in package mode shows '2 conf. (12 pz)'", async () => {
    await show(<line.PackageMode />);
    expect(
      screen.getByRole('button', { name: 'Quantità 2 conf. (12 pz), modifica' }),
    ).toHaveTextContent('2 conf. (12 pz)');
    await show(<line.Idle />);
    expect(screen.getByRole('button', { name: 'Quantità 3 pz, modifica' })).toHaveTextContent(
      /^3 pz$/,
    );
  });

  it('a Sfuso line shows kilograms and the price per kg', async () => {
    await show(<line.Sfuso />);
    expect(screen.getByRole('button', { name: 'Quantità 0,3 kg, modifica' })).toBeInTheDocument();
    expect(screen.getByText(/^12,90\s€\/kg$/)).toBeInTheDocument();
  });

  it("a USER_DISABLED line has no 'Aumenta quantità' button and no remove", async () => {
    await show(<line.UserDisabled />);
    expect(screen.getByText('Chianti DOCG 0,75 l')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aumenta quantità' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Diminuisci quantità' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Rimuovi/ })).toBeNull();
    expect(screen.getByLabelText(/^Totale riga/)).toHaveTextContent(euro('17,80'));
  });

  it('the USER_DISABLED line of the drawer has no stepper either', async () => {
    await show(<drawer.WithLines />);
    const lines = within(screen.getByRole('list', { name: 'Prodotti nel carrello' }));
    expect(lines.getAllByRole('button', { name: 'Aumenta quantità' })).toHaveLength(5);
    expect(lines.getAllByRole('button', { name: /^Rimuovi / })).toHaveLength(5);
    expect(lines.queryByRole('button', { name: 'Rimuovi Chianti DOCG 0,75 l' })).toBeNull();
  });

  it("a line cut to a weight shows 'Grammatura: 250gr' and the chosen option", async () => {
    await show(<line.CustomWeightAndOption />);
    expect(screen.getByText('Grammatura: 250gr')).toBeInTheDocument();
    expect(screen.getByText('Affettatura: Affettato sottile')).toBeInTheDocument();
    expect(screen.queryByText(/Affettato medio/)).toBeNull();
  });
});

describe('address selector stories', () => {
  it("its close button is named 'Chiudi' and closes the dialog", async () => {
    const onClose = fn();
    render(<addressDialog.StorePickupTab onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Chiudi' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  const row = (name: string) =>
    screen.getByRole('button', { name: `Scegli ${name}` }).closest('li') as HTMLElement;
  /** The rows of the list, by the name of their choose button. */
  const rowNames = () =>
    screen
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('button', { name: /^Scegli / }))
      .map((button) => button.getAttribute('aria-label'));

  it.each(Object.entries(addressDialog))('%s renders in the dialog', async (_name, Story) => {
    render(<Story />);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('while the addresses load a loader shows', async () => {
    render(<addressDialog.Loading />);
    expect(await screen.findByLabelText('Caricamento degli indirizzi')).toBeInTheDocument();
  });

  it('a tab per delivery service; choosing one reports its id', async () => {
    const onTab = fn();
    render(<addressDialog.StorePickupTab onTab={onTab} />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(
      deliveryServices.map((service) => service.name),
    );
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Ritiro in negozio');
    fireEvent.click(screen.getByRole('tab', { name: 'Ritiro al locker' }));
    expect(onTab).toHaveBeenCalledWith(10000);
  });

  it("the store pickup tab lists the pickup points, marks the cart's one, offers a store", async () => {
    const onSelect = fn();
    const onChooseStore = fn();
    const onChooseTimeslot = fn();
    render(
      <addressDialog.StorePickupTab
        onSelect={onSelect}
        onChooseStore={onChooseStore}
        onChooseTimeslot={onChooseTimeslot}
      />,
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent('Dove vuoi ricevere la spesa?');
    expect(rowNames()).toEqual([
      'Scegli Milano Viale Monza',
      'Scegli Milano Viale Monza - ritiro in auto',
      'Scegli Milano Lorenteggio',
    ]);
    const current = screen.getByRole('button', { name: 'Scegli Milano Viale Monza' });
    expect(current).toHaveAttribute('aria-current', 'true');
    // The button shows the name; the address line and 'Indirizzo attuale' describe it.
    expect(current).toHaveTextContent(/^Milano Viale Monza$/);
    expect(current).toHaveAccessibleDescription(/Viale Monza 142, 20127 Milano \(MI\)/);
    expect(current).toHaveAccessibleDescription(/Indirizzo attuale/);
    expect(screen.queryByRole('button', { name: 'Modifica' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aggiungi indirizzo' })).toBeNull();
    fireEvent.click(current);
    expect(onSelect).toHaveBeenCalledWith(pickupVialeMonza);
    fireEvent.click(screen.getByRole('button', { name: 'Cerca un negozio' }));
    expect(onChooseStore).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: "Scegli l'orario" }));
    expect(onChooseTimeslot).toHaveBeenCalledTimes(1);
  });

  it("edit and delete only on the shopper's own 'home' addresses", async () => {
    const onEdit = fn();
    const onDelete = fn();
    const onAdd = fn();
    render(<addressDialog.CompanyTab onEdit={onEdit} onDelete={onDelete} onAdd={onAdd} />);
    await screen.findByRole('dialog');
    expect(rowNames()).toEqual([
      'Scegli Centro direzionale Milano Bicocca',
      'Scegli Business park Assago Milanofiori',
      'Scegli Ufficio Via Tortona',
    ]);
    expect(screen.getAllByRole('button', { name: 'Modifica' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Elimina' })).toHaveLength(1);
    expect(
      within(row('Centro direzionale Milano Bicocca')).queryByRole('button', { name: 'Modifica' }),
    ).toBeNull();
    const own = within(row('Ufficio Via Tortona'));
    fireEvent.click(own.getByRole('button', { name: 'Modifica' }));
    expect(onEdit).toHaveBeenCalledWith(ownOffice);
    fireEvent.click(own.getByRole('button', { name: 'Elimina' }));
    expect(onDelete).toHaveBeenCalledWith(ownOffice);
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi indirizzo' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Scopri i servizi' })).toBeNull();
  });

  it('the locker tab lists the lockers of its service, without edit or add', async () => {
    render(<addressDialog.LockerTab />);
    await screen.findByRole('dialog');
    expect(rowNames()).toEqual(['Scegli Locker Milano Centrale', 'Scegli Locker Milano Cadorna']);
    expect(screen.queryByRole('button', { name: 'Modifica' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aggiungi indirizzo' })).toBeNull();
  });

  it("'Scopri i servizi' only when the company tab has no address", async () => {
    const onServicesPage = fn();
    render(<addressDialog.CompanyTabWithoutAddress onServicesPage={onServicesPage} />);
    expect(await screen.findByText('Nessun indirizzo trovato.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Scopri i servizi' }));
    expect(onServicesPage).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Aggiungi indirizzo' })).toBeInTheDocument();
  });

  it('the search filters the list by name, street or town, and typing reports it', async () => {
    const onSearch = fn();
    render(<addressDialog.Search onSearch={onSearch} />);
    const search = await screen.findByRole('textbox', { name: 'Cerca indirizzo' });
    expect(search).toHaveValue('centrale');
    expect(rowNames()).toEqual(['Scegli Locker Milano Centrale']);
    fireEvent.change(search, { target: { value: 'cadorna' } });
    expect(onSearch).toHaveBeenCalledWith('cadorna');
  });

  it('a search nothing matches says so', async () => {
    render(<addressDialog.SearchWithoutResults />);
    expect(await screen.findByText('Nessun indirizzo trovato.')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).queryAllByRole('listitem')).toHaveLength(0);
  });

  it("after the store dialog: that store's pickup points, without tabs", async () => {
    render(<addressDialog.StorePickupPoints />);
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Punti di ritiro di Milano Viale Monza',
    );
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(rowNames()).toEqual([
      'Scegli Milano Viale Monza',
      'Scegli Milano Viale Monza - ritiro in auto',
    ]);
  });

  it("from a store's pickup points, 'Tutti i punti di ritiro' goes back to the store pickup tab", async () => {
    const onTab = fn();
    render(<addressDialog.StorePickupPoints onTab={onTab} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tutti i punti di ritiro' }));
    expect(onTab).toHaveBeenCalledWith(1);
  });

  it('while an address is set the rows and Aggiungi wait', async () => {
    const onSelect = fn();
    render(<addressDialog.Selecting onSelect={onSelect} />);
    fireEvent.click(
      await screen.findByRole('button', { name: `Scegli ${siteBicocca.addressName}` }),
    );
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Aggiungi indirizzo' })).toBeDisabled();
  });

  it('errors show at the top', async () => {
    render(<addressDialog.SelectError />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Impossibile cambiare l'indirizzo di ritiro",
    );
  });

  it('a refused delete says the address serves the cart', async () => {
    render(<addressDialog.DeleteError />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.",
    );
  });

  it('the delete is confirmed with No and Sì', async () => {
    const onConfirmDelete = fn();
    const onCancelDelete = fn();
    render(
      <addressDialog.ConfirmDelete
        onConfirmDelete={onConfirmDelete}
        onCancelDelete={onCancelDelete}
      />,
    );
    const question = await screen.findByRole('alertdialog', { name: 'Elimina indirizzo' });
    expect(question).toHaveTextContent("Eliminare l'indirizzo Ufficio Via Tortona?");
    fireEvent.click(within(question).getByRole('button', { name: 'Sì' }));
    expect(onConfirmDelete).toHaveBeenCalledTimes(1);
    fireEvent.click(within(question).getByRole('button', { name: 'No' }));
    expect(onCancelDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('textbox', { name: 'Cerca indirizzo' })).toBeNull();
  });

  it("a bad submit shows 'Campo obbligatorio' and the CAP rule and sends nothing", async () => {
    const onSubmit = fn();
    render(<addressDialog.NewAddressForm onSubmit={onSubmit} />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Nuovo indirizzo');
    fireEvent.click(screen.getByRole('button', { name: 'Salva indirizzo' }));
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(4);
    expect(screen.getByText('Il CAP deve essere di 4 o 5 cifre')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /^CAP/ }), { target: { value: '201' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva indirizzo' }));
    expect(await screen.findByText('Il CAP deve essere di 4 o 5 cifre')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a good submit sends the draft', async () => {
    const onSubmit = fn();
    render(<addressDialog.NewAddressForm onSubmit={onSubmit} />);
    await screen.findByRole('dialog');
    const type = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
    type(/^Nome dell'indirizzo/, 'Ufficio Via Tortona');
    type(/^Via/, 'Via Tortona');
    type(/^Numero civico/, '31');
    type(/^Comune/, 'Milano');
    type(/^CAP/, '20144');
    type(/^Provincia/, 'mi');
    fireEvent.click(screen.getByRole('button', { name: 'Salva indirizzo' }));
    expect(onSubmit).toHaveBeenCalledWith({
      addressName: 'Ufficio Via Tortona',
      address1: 'Via Tortona',
      addressNumber: '31',
      city: 'Milano',
      postalCode: '20144',
      province: 'MI',
    });
    expect(screen.queryByText('Campo obbligatorio')).toBeNull();
  });

  it('the edit form starts from the address and sends it back with its id', async () => {
    const onSubmit = fn();
    const onCancelForm = fn();
    render(<addressDialog.EditAddressForm onSubmit={onSubmit} onCancelForm={onCancelForm} />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Modifica indirizzo');
    expect(screen.getByRole('textbox', { name: /^Via/ })).toHaveValue('Via Tortona');
    fireEvent.change(screen.getByRole('textbox', { name: /^Numero civico/ }), {
      target: { value: '33' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salva indirizzo' }));
    expect(onSubmit).toHaveBeenCalledWith({
      addressId: 1000,
      addressName: 'Ufficio Via Tortona',
      address1: 'Via Tortona',
      addressNumber: '33',
      city: 'Milano',
      postalCode: '20144',
      province: 'MI',
      notes: 'Reception al piano terra, chiedere di Giulia Bianchi',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(onCancelForm).toHaveBeenCalledTimes(1);
  });

  it('while the address is checked or saved the form waits', async () => {
    render(<addressDialog.SavingForm />);
    expect(await screen.findByRole('button', { name: 'Annulla' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Salva indirizzo' })).toHaveAttribute(
      'data-loading',
      'true',
    );
  });

  it("an address outside the service: 'L'indirizzo inserito non è coperto dal servizio.'", async () => {
    render(<addressDialog.NotCovered />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "L'indirizzo inserito non è coperto dal servizio.",
    );
    expect(screen.getByRole('textbox', { name: /^Comune/ })).toHaveValue('Verona');
  });

  it("'Indirizzo non validato, Salvare lo stesso ?' with Sì calling onSaveUnvalidated", async () => {
    const onSaveUnvalidated = fn();
    const onCancelForm = fn();
    render(
      <addressDialog.ConfirmUnvalidated
        onSaveUnvalidated={onSaveUnvalidated}
        onCancelForm={onCancelForm}
      />,
    );
    const question = await screen.findByRole('alertdialog', { name: 'Indirizzo non validato' });
    expect(question).toHaveTextContent('Indirizzo non validato, Salvare lo stesso ?');
    fireEvent.click(within(question).getByRole('button', { name: 'Sì' }));
    expect(onSaveUnvalidated).toHaveBeenCalledTimes(1);
    fireEvent.click(within(question).getByRole('button', { name: 'No' }));
    expect(onCancelForm).toHaveBeenCalledTimes(1);
  });
});
