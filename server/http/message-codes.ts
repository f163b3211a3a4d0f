/**
 * The codes of the shop's messages (shopping-flow.md §8 "Server messages whose code has a
 * translation are replaced by it"): a reply's message that is one of the domain's texts carries
 * that text's catalog id as its `code`, so the app shows the text in the shopper's language, and
 * can show the codes of its show-in-popup list in a dialog. Texts with values filled in ('{name}')
 * are sent as they are, without a code.
 */
import { accountMessages } from '../../src/domain/account-messages';
import { addressDiscoveryMessages } from '../../src/domain/address-discovery';
import { cartMessages } from '../../src/domain/cart-messages';
import { contentEditorMessages } from '../../src/domain/content-editor';
import { contentFormMessages } from '../../src/domain/content-form';
import { serviceMessages } from '../../src/domain/delivery-services';
import { giftCodeMessages } from '../../src/domain/gift-codes';
import { listMessages } from '../../src/domain/lists';
import { messages, type MessageDescriptor } from '../../src/domain/messages';
import { orderFollowUpMessages } from '../../src/domain/order-follow-up';
import { orderMessages } from '../../src/domain/order-messages';
import { platformMessages } from '../../src/domain/platform-messages';
import { socialMessages } from '../../src/domain/social-login';
import { staffMessages } from '../../src/domain/staff';

const CATALOGS: ReadonlyArray<Readonly<Record<string, MessageDescriptor>>> = [
  messages,
  accountMessages,
  addressDiscoveryMessages,
  cartMessages,
  contentEditorMessages,
  contentFormMessages,
  serviceMessages,
  giftCodeMessages,
  listMessages,
  orderFollowUpMessages,
  orderMessages,
  platformMessages,
  socialMessages,
  staffMessages,
];

function codesByText(): ReadonlyMap<string, string> {
  const codes = new Map<string, string>();
  for (const catalog of CATALOGS) {
    for (const { id, message } of Object.values(catalog)) {
      // A text with placeholders only ever goes out filled in; the first id of a text wins.
      if (message === undefined || message.includes('{') || codes.has(message)) continue;
      codes.set(message, id);
    }
  }
  return codes;
}

const CODES = codesByText();

/** The catalog id of a message the shop sends, when it is one of the domain's fixed texts. */
export function messageCodeOf(text: string): string | undefined {
  return CODES.get(text);
}
