/**
 * The personal area's stories ('Il mio profilo', the e-mail change, the outcome pages, the billing
 * data, 'I miei indirizzi' and 'Dettaglio indirizzo') render what their state shows, in the
 * spec's words: one check per story, so that a story that stops rendering its state fails here.
 */
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import * as billingFormStories from '../../stories/account/BillingForm.stories';
import * as billingListStories from '../../stories/account/BillingList.stories';
import * as emailStories from '../../stories/account/EmailChangeForm.stories';
import * as detailsStories from '../../stories/account/ProfileDetailsForm.stories';
import * as infosStories from '../../stories/account/PersonInfosForm.stories';
import * as logoutStories from '../../stories/account/LogoutEverywhere.stories';
import * as outcomeStories from '../../stories/account/ProfileOutcomeMessage.stories';
import { MARIO_FISCAL_CODE } from '../../stories/account/account-samples';
import * as addressListStories from '../../stories/service/AddressBookList.stories';
import * as addressDialogStories from '../../stories/service/AddressDetailDialog.stories';

const details = composeStories(detailsStories);
const email = composeStories(emailStories);
const outcome = composeStories(outcomeStories);
const infos = composeStories(infosStories);
const logout = composeStories(logoutStories);
const billingList = composeStories(billingListStories);
const billingForm = composeStories(billingFormStories);
const addressList = composeStories(addressListStories);
const addressDialog = composeStories(addressDialogStories);

const busyForm = () =>
  waitFor(() => expect(document.querySelector('form[aria-busy="true"]')).not.toBeNull());
const heading = async (name: string) =>
  expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
const loading = (button: HTMLElement) => expect(button).toHaveAttribute('data-loading', 'true');

const expectations: ReadonlyArray<readonly [string, () => ReactElement, () => Promise<void>]> = [
  [
    'logout everywhere: offered',
    () => <logout.Offered />,
    async () => {
      const section = await screen.findByRole('region', { name: 'Dispositivi collegati' });
      expect(
        within(section).getByRole('button', { name: 'Esci da tutti i dispositivi' }),
      ).toBeEnabled();
    },
  ],
  [
    'profile: editing',
    () => <details.Editing />,
    async () => {
      expect(await screen.findByLabelText(/^Codice fiscale/)).toHaveValue(MARIO_FISCAL_CODE);
      expect(screen.getByRole('button', { name: 'Salva i dati' })).toBeEnabled();
    },
  ],
  [
    'profile: incomplete',
    () => <details.Incomplete />,
    async () => expect(await screen.findByLabelText(/^Codice fiscale/)).toHaveValue(''),
  ],
  ['profile: saving', () => <details.Saving />, busyForm],
  [
    'profile: refused',
    () => <details.Refused />,
    async () =>
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Per usare il servizio devi essere maggiorenne',
      ),
  ],
  [
    'e-mail: editing',
    () => <email.Editing />,
    async () => expect(await screen.findByText('mario.rossi@example.it')).toBeInTheDocument(),
  ],
  ['e-mail: sending', () => <email.Sending />, busyForm],
  [
    'e-mail: sent',
    () => <email.Sent />,
    async () =>
      expect(await screen.findByRole('status')).toHaveTextContent(
        "Ti abbiamo inviato un'e-mail al nuovo indirizzo",
      ),
  ],
  [
    'e-mail: refused',
    () => <email.Refused />,
    async () => expect(await screen.findByRole('alert')).toHaveTextContent('Troppi tentativi'),
  ],
  [
    'other infos: editing',
    () => <infos.Editing />,
    async () => {
      expect(await screen.findByLabelText(/^Persone in famiglia/)).toHaveValue('3');
      expect(screen.getByLabelText(/^Quando possiamo chiamarti/)).toHaveValue('sera');
    },
  ],
  ['other infos: saving', () => <infos.Saving />, busyForm],
  [
    'other infos: saved',
    () => <infos.Saved />,
    async () =>
      expect(await screen.findByRole('status')).toHaveTextContent('Informazioni salvate.'),
  ],
  [
    'other infos: refused',
    () => <infos.Refused />,
    async () =>
      expect(await screen.findByRole('alert')).toHaveTextContent('Indicare un numero da 1 a 20'),
  ],
  [
    'outcome: profile updated',
    () => <outcome.ProfileUpdated />,
    async () => {
      await heading('Profilo aggiornato');
      expect(screen.getByRole('status')).toHaveTextContent('I tuoi dati sono stati salvati.');
    },
  ],
  [
    'outcome: profile confirmed',
    () => <outcome.ProfileConfirmed />,
    async () => heading('Profilo confermato'),
  ],
  [
    'outcome: profile update error',
    () => <outcome.ProfileUpdateError />,
    async () => {
      await heading('Profilo non aggiornato');
      expect(screen.getByRole('alert')).toHaveTextContent('Riprova tra qualche minuto.');
      expect(screen.getByRole('link', { name: 'Riprova' })).toBeInTheDocument();
    },
  ],
  [
    'outcome: e-mail updated',
    () => <outcome.EmailUpdated />,
    async () => heading('E-mail aggiornata'),
  ],
  [
    'billing list: loading',
    () => <billingList.Loading />,
    async () => expect(await screen.findByLabelText('Caricamento dei dati')).toBeInTheDocument(),
  ],
  [
    'billing list: empty',
    () => <billingList.Empty />,
    async () =>
      expect(await screen.findByText(/Non hai ancora dati di fatturazione/)).toBeInTheDocument(),
  ],
  [
    'billing list: a person and a company',
    () => <billingList.List />,
    async () => {
      const list = await screen.findByRole('list', { name: 'Dati di fatturazione' });
      expect(list).toHaveTextContent('Mario Rossi');
      expect(list).toHaveTextContent('Rossi Consulenze S.r.l.');
      expect(list).toHaveTextContent('Codice SDI M5UXCR1');
    },
  ],
  [
    'billing list: asking delete',
    () => <billingList.AskingDelete />,
    async () =>
      expect(
        await screen.findByRole('alertdialog', { name: 'Elimina dati di fatturazione' }),
      ).toHaveTextContent('Eliminare i dati di fatturazione di Rossi Consulenze S.r.l.?'),
  ],
  [
    'billing list: delete refused',
    () => <billingList.DeleteRefused />,
    async () => expect(await screen.findByRole('alert')).toHaveTextContent('Si è verificato'),
  ],
  [
    'billing form: a person',
    () => <billingForm.NewPerson />,
    async () => {
      expect(await screen.findByRole('radio', { name: 'Persona' })).toBeChecked();
      expect(screen.getByLabelText(/^Codice fiscale/)).toBeInTheDocument();
      expect(screen.queryByLabelText(/^Codice SDI/)).toBeNull();
    },
  ],
  [
    'billing form: a company',
    () => <billingForm.Company />,
    async () => {
      expect(await screen.findByRole('radio', { name: 'Azienda' })).toBeChecked();
      expect(screen.getByLabelText(/^Codice SDI/)).toHaveValue('M5UXCR1');
    },
  ],
  ['billing form: saving', () => <billingForm.Saving />, busyForm],
  [
    'billing form: refused',
    () => <billingForm.Refused />,
    async () => expect(await screen.findByRole('alert')).toHaveTextContent('al massimo 10'),
  ],
  [
    'addresses: loading',
    () => <addressList.Loading />,
    async () =>
      expect(await screen.findByLabelText('Caricamento degli indirizzi')).toBeInTheDocument(),
  ],
  [
    'addresses: empty',
    () => <addressList.Empty />,
    async () =>
      expect(await screen.findByText('Non hai ancora indirizzi di consegna.')).toBeInTheDocument(),
  ],
  [
    'addresses: list',
    () => <addressList.List />,
    async () => {
      const list = await screen.findByRole('list', { name: 'I miei indirizzi' });
      expect(list).toHaveTextContent('Via Cesare Battisti 12, 22100 Como CO');
      expect(within(list).getByRole('link', { name: 'Modifica Casa' })).toHaveAttribute(
        'href',
        '/profile/addresses/manage/41',
      );
      expect(screen.getByRole('link', { name: 'Aggiungi indirizzo' })).toHaveAttribute(
        'href',
        '/profile/addresses/manage',
      );
    },
  ],
  [
    'addresses: asking delete',
    () => <addressList.AskingDelete />,
    async () =>
      expect(
        await screen.findByRole('alertdialog', { name: 'Elimina indirizzo' }),
      ).toHaveTextContent("Eliminare l'indirizzo Ufficio?"),
  ],
  [
    'addresses: deleting',
    () => <addressList.Deleting />,
    async () => loading(await screen.findByRole('button', { name: 'Sì' })),
  ],
  [
    'addresses: delete refused',
    () => <addressList.DeleteRefused />,
    async () =>
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.",
      ),
  ],
  [
    'address detail: new',
    () => <addressDialog.NewAddress />,
    async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Dettaglio indirizzo' });
      expect(within(dialog).getByLabelText(/^Via/)).toHaveValue('');
    },
  ],
  [
    'address detail: edit',
    () => <addressDialog.EditAddress />,
    async () => expect(await screen.findByLabelText(/^Via/)).toHaveValue('Via Cesare Battisti'),
  ],
  [
    'address detail: checking',
    () => <addressDialog.Checking />,
    async () => loading(await screen.findByRole('button', { name: 'Salva indirizzo' })),
  ],
  [
    'address detail: not served',
    () => <addressDialog.NotServed />,
    async () =>
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "L'indirizzo inserito non è coperto dal servizio.",
      ),
  ],
  [
    'address detail: asking unvalidated',
    () => <addressDialog.AskingUnvalidated />,
    async () =>
      expect(
        await screen.findByRole('alertdialog', { name: 'Indirizzo non validato' }),
      ).toHaveTextContent('Indirizzo non validato, Salvare lo stesso ?'),
  ],
  [
    'address detail: saving unvalidated',
    () => <addressDialog.SavingUnvalidated />,
    async () => loading(await screen.findByRole('button', { name: 'Sì' })),
  ],
];

describe("the personal area's stories", () => {
  it('every story has its check', () => {
    const groups = [
      logout,
      details,
      infos,
      email,
      outcome,
      billingList,
      billingForm,
      addressList,
      addressDialog,
    ];
    expect(expectations).toHaveLength(groups.flatMap((group) => Object.keys(group)).length);
  });

  it.each(expectations)('%s', async (_, story, check) => {
    render(story());
    await check();
  });
});
