/**
 * The shopper's lists (shopping-flow.md sections 3 "Wishlist", 4 "a list with grant READ cannot be
 * edited", 7 "Wishlist", 8): the Italian messages, the valibot rules of a list's name and of a
 * shared e-mail, and what a list line may hold. Shared by the server and, later, the app's forms.
 *
 * Choices the spec leaves open, made here once:
 * - A name is trimmed, 1 to 60 characters, unique among the owner's lists whatever the case.
 * - A line holds pieces (Pezzo, Confezione) or kilograms (Sfuso) under the cart's own rules
 *   (quantity.ts): a list is meant to go into the cart, so it holds only quantities the cart takes.
 *   A weight is only for a Sfuso product.
 * - READ lets a customer see the list and add it to their cart; WRITE also lets them change its
 *   lines. Renaming, deleting, sharing and choosing the default list are the owner's.
 */
import * as v from 'valibot';
import { messageText, problem, type CartProblem } from './cart-messages';
import type { MessageDescriptor } from './messages';
import { quantityError, type SellingRules } from './quantity';

/** OWNER for the shopper's own list, else the grant it was shared with. */
export type ListGrant = 'OWNER' | 'WRITE' | 'READ';

export const LIST_NAME_MAX = 60;
/** The most e-mails one list is shared with. */
export const LIST_SHARES_MAX = 20;

export const listMessages = {
  listNotFound: /*i18n*/ { id: 'lists.notFound', message: 'Lista non trovata' },
  nameRequired: /*i18n*/ { id: 'lists.nameRequired', message: 'Inserisci il nome della lista' },
  nameTooLong: /*i18n*/ {
    id: 'lists.nameTooLong',
    message: 'Il nome della lista può contenere al massimo 60 caratteri',
  },
  nameTaken: /*i18n*/ { id: 'lists.nameTaken', message: 'Hai già una lista con questo nome' },
  readOnly: /*i18n*/ {
    id: 'lists.readOnly',
    message: 'Questa lista è condivisa con te in sola lettura: non puoi modificarla',
  },
  ownerOnly: /*i18n*/ {
    id: 'lists.ownerOnly',
    message:
      'Solo chi ha creato la lista può rinominarla, eliminarla, condividerla o sceglierla come predefinita',
  },
  itemNotInList: /*i18n*/ {
    id: 'lists.itemNotInList',
    message: 'Articolo non presente nella lista',
  },
  staleHash: /*i18n*/ {
    id: 'lists.staleHash',
    message: 'La lista è stata modificata nel frattempo: ricaricala e riprova',
  },
  quantityRequired: /*i18n*/ {
    id: 'lists.quantityRequired',
    message: 'Indica la quantità oppure, per i prodotti sfusi, il peso',
  },
  quantityAndWeight: /*i18n*/ {
    id: 'lists.quantityAndWeight',
    message: 'Indica la quantità oppure il peso, non entrambi',
  },
  weightForPiece: /*i18n*/ {
    id: 'lists.weightForPiece',
    message: 'Questo articolo si acquista a pezzi: indica la quantità, non il peso',
  },
  quantityPositive: /*i18n*/ {
    id: 'lists.quantityPositive',
    message: 'La quantità deve essere maggiore di zero',
  },
  emailInvalid: /*i18n*/ { id: 'lists.emailInvalid', message: 'Digitare una e-mail valida' },
  shareWithSelf: /*i18n*/ {
    id: 'lists.shareWithSelf',
    message: 'Non puoi condividere una lista con te stesso: indica l’e-mail di un’altra persona',
  },
  shareLimit: /*i18n*/ {
    id: 'lists.shareLimit',
    message: 'Questa lista è già condivisa con 20 indirizzi: togline uno per aggiungerne un altro',
  },
  shared: /*i18n*/ {
    id: 'lists.shared',
    message:
      'Lista condivisa con {email}: la troverà tra le sue liste accedendo al negozio con questo indirizzo',
  },
  unshareEmailRequired: /*i18n*/ {
    id: 'lists.unshareEmailRequired',
    message: 'Indica l’e-mail con cui non vuoi più condividere la lista',
  },
  emptyList: /*i18n*/ {
    id: 'lists.emptyList',
    message: 'La lista è vuota: non ci sono prodotti da aggiungere al carrello',
  },
  addAllFailed: /*i18n*/ {
    id: 'lists.addAllFailed',
    message:
      'Si è verificato un errore durante l’aggiunta della lista al carrello. Si prega di riprovare a breve.',
  },
  lineReduced: /*i18n*/ {
    id: 'lists.lineReduced',
    message: '{name}: aggiunta una quantità minore ({quantity} {unit}). {reason}',
  },
  lineUnavailable: /*i18n*/ {
    id: 'lists.lineUnavailable',
    message: '{name}: non aggiunto al carrello. {reason}',
  },
  added: /*i18n*/ { id: 'lists.added', message: 'Prodotto aggiunto alla lista' },
  notSoldHere: /*i18n*/ {
    id: 'lists.notSoldHere',
    message: 'Prodotto non disponibile nel punto vendita scelto',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** The Italian text of a list message, its placeholders filled. */
export function listText(
  message: MessageDescriptor,
  values: Readonly<Record<string, string>> = {},
): string {
  return messageText(problem(message, values));
}

/**
 * A list's name: trimmed, 1 to 60 characters. Like the other domain rules (validation.ts), the
 * rules' messages are descriptor ids: the forms show them in the active language, the server
 * answers their Italian text (parseOrMessage).
 */
export const listNameRule = v.pipe(
  v.string(listMessages.nameRequired.id),
  v.trim(),
  v.nonEmpty(listMessages.nameRequired.id),
  v.maxLength(LIST_NAME_MAX, listMessages.nameTooLong.id),
);

/** The e-mail a list is shared with, lowercased as accounts store it. */
export const shareEmailRule = v.pipe(
  v.string(listMessages.emailInvalid.id),
  v.trim(),
  v.toLowerCase(),
  v.email(listMessages.emailInvalid.id),
  v.maxLength(254, listMessages.emailInvalid.id),
);

/** The form that names a list (a new one, or a new name). */
export const listNameSchema = v.object({ name: listNameRule });

/** The form that shares a list: whose e-mail, and whether they may change it. */
export const listShareSchema = v.object({
  email: shareEmailRule,
  grant: v.picklist(['READ', 'WRITE']),
});

/**
 * The first issue's message of a failed valibot parse as its Italian text (a list message's id
 * becomes its message), or null with the output.
 */
export function parseOrMessage<T>(
  schema: v.GenericSchema<unknown, T>,
  input: unknown,
): { readonly value: T; readonly error: null } | { readonly value: null; readonly error: string } {
  const result = v.safeParse(schema, input);
  if (result.success) return { value: result.output, error: null };
  const id = result.issues[0].message;
  const message = Object.values(listMessages).find((candidate) => candidate.id === id);
  return { value: null, error: message?.message ?? id };
}

/** What an add_prod item asks: a quantity, or a weight for a Sfuso product. */
export interface ListLineInput {
  readonly quantity?: number;
  readonly weight?: number;
}

/**
 * The quantity an item asks for, or why it is refused: exactly one of quantity and weight, a
 * weight only for a product sold by weight, more than zero.
 */
export function lineQuantityOf(
  rules: SellingRules,
  input: ListLineInput,
):
  | { readonly quantity: number; readonly problem: null }
  | { readonly quantity: null; readonly problem: CartProblem } {
  const refuse = (message: MessageDescriptor) => ({ quantity: null, problem: problem(message) });
  if (input.quantity !== undefined && input.weight !== undefined) {
    return refuse(listMessages.quantityAndWeight);
  }
  if (input.weight !== undefined && rules.tipologia !== 'Sfuso') {
    return refuse(listMessages.weightForPiece);
  }
  const quantity = input.quantity ?? input.weight;
  if (quantity === undefined) return refuse(listMessages.quantityRequired);
  if (!Number.isFinite(quantity) || quantity <= 0) return refuse(listMessages.quantityPositive);
  return { quantity, problem: null };
}

/**
 * Whether a list line may hold `quantity`: the cart's rules for one line (minAcq, QTY_MULT, the
 * weight grid, MAXACQ). A product not buyable now may still stay in a list (it shows apart).
 */
export function listQuantityError(rules: SellingRules, quantity: number): CartProblem | null {
  if (!Number.isFinite(quantity) || quantity <= 0) return problem(listMessages.quantityPositive);
  return quantityError({ ...rules, userDisabled: false }, quantity);
}
