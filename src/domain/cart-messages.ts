/**
 * The Italian texts of the cart's rules (shopping-flow.md section 5 "Purchase limits", product
 * options, cart lines), in the style of messages.ts: Lingui descriptors marked with the i18n
 * comment, read as `message` by the server. `{name}` placeholders are filled from the problem's
 * `values` (Lingui does it on the client, `messageText` on the server).
 */
import type { MessageDescriptor } from './messages';

export const cartMessages = {
  productAdded: /*i18n*/ { id: 'cart.productAdded', message: 'Prodotto aggiunto al carrello' },
  productAddError: /*i18n*/ {
    id: 'cart.productAddError',
    message: 'Si è verificato un errore nel tentativo di aggiungere il prodotto al carrello',
  },
  errorSettingProduct: /*i18n*/ {
    id: 'errors.errorSettingProduct',
    message: 'Impossibile aggiornare la quantità del prodotto',
  },
  errorRemovingProduct: /*i18n*/ {
    id: 'errors.errorRemovingProduct',
    message: 'Impossibile rimuovere il prodotto dal carrello',
  },
  emptyCart: /*i18n*/ { id: 'errors.emptyCart', message: 'Impossibile svuotare il carrello' },
  cartLoad: /*i18n*/ {
    id: 'errors.cartLoad',
    message: 'Errore nel caricamento del carrello',
  },
  minAcq: /*i18n*/ {
    id: 'errors.minAcq',
    message: 'Non è possibile acquistare una quantità inferiore di questo articolo',
  },
  maxAcq: /*i18n*/ {
    id: 'errors.maxAcq',
    message: 'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
  },
  invalidQuantity: /*i18n*/ {
    id: 'errors.invalidQuantity',
    message: 'Quantità non valida per questo articolo',
  },
  quantityDecimals: /*i18n*/ {
    id: 'errors.quantityDecimals',
    message: 'Quantità non valida per questo articolo: sono ammessi al massimo 3 decimali',
  },
  quantityWhole: /*i18n*/ {
    id: 'errors.quantityWhole',
    message: 'Quantità non valida per questo articolo: si acquista solo a pezzi interi',
  },
  quantityMultiple: /*i18n*/ {
    id: 'errors.quantityMultiple',
    message:
      'Quantità non valida per questo articolo: si acquista solo a multipli di {multiple} pezzi',
  },
  minWeight: /*i18n*/ {
    id: 'errors.minWeight',
    message: 'Non è possibile acquistare meno di {weight} {unit} di questo articolo',
  },
  weightStep: /*i18n*/ {
    id: 'errors.weightStep',
    message:
      'Quantità non valida per questo articolo: il peso va da {weight} {unit} in su, a passi di {step} {unit}',
  },
  productDisabled: /*i18n*/ {
    id: 'errors.productDisabled',
    message: 'Questo articolo non è al momento acquistabile',
  },
  groupMax: /*i18n*/ {
    id: 'errors.groupMax',
    message: 'Hai superato la quantità massima acquistabile di {name}: massimo {max} {unit}',
  },
  optionsRequired: /*i18n*/ {
    id: 'validation.productOptions',
    message: 'È necessario selezionare tutte le opzioni',
  },
  unknownOption: /*i18n*/ {
    id: 'errors.unknownOption',
    message: 'Opzione non prevista per questo articolo',
  },
  itemNotInCart: /*i18n*/ {
    id: 'errors.itemNotInCart',
    message: 'Articolo non presente nel carrello',
  },
  productNotFound: /*i18n*/ { id: 'errors.productNotFound', message: 'Prodotto non trovato' },
  serviceRequired: /*i18n*/ {
    id: 'errors.serviceRequired',
    message: 'Scegli dove e quando ricevere la spesa prima di aggiungere prodotti',
  },
  cartNotEditable: /*i18n*/ {
    id: 'errors.cartNotEditable',
    message: 'Il carrello non può essere modificato in questo momento',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** A refused quantity or line: the message and the values of its placeholders. */
export interface CartProblem {
  readonly message: MessageDescriptor;
  readonly values: Readonly<Record<string, string>>;
}

export function problem(
  message: MessageDescriptor,
  values: Readonly<Record<string, string>> = {},
): CartProblem {
  return { message, values };
}

/** The Italian text with its placeholders filled (the server has no Lingui). */
export function messageText({ message, values }: CartProblem): string {
  return message.message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A quantity as Italian texts write it: decimal comma, no trailing zeros (0,05). */
export function italianNumber(value: number): string {
  return String(Number(value.toFixed(3))).replace('.', ',');
}
