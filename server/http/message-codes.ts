/**
 * The codes of the shop's messages (shopping-flow.md §8 "Server messages whose code has a
 * translation are replaced by it"): a reply's message that is one of the domain's texts carries
 * that text's catalog id as its `code`, so the app shows the text in the shopper's language, and
 * can show the codes of its show-in-popup list in a dialog. A text with values filled in
 * ('L'ordine {orderId} è già stato pagato') carries its code and the values as `params`, read back
 * from the text by its template, so the app can fill its own translation with them.
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

/** A message's code, and the values its text was filled with. */
export interface MessageCode {
  readonly code: string;
  readonly params?: Readonly<Record<string, string>>;
}

function codesByText(): ReadonlyMap<string, string> {
  const codes = new Map<string, string>();
  for (const catalog of CATALOGS) {
    for (const { id, message } of Object.values(catalog)) {
      // The first id of a text wins.
      if (message === undefined || message.includes('{') || codes.has(message)) continue;
      codes.set(message, id);
    }
  }
  return codes;
}

interface Template {
  readonly code: string;
  readonly pattern: RegExp;
}

/**
 * A template's wording around its values must be this many characters to be recognised: a fragment such as
 * '{others} o {last}' would match texts that are not it.
 */
const MIN_WORDING_CHARS = 10;

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The texts with values, as patterns naming each value; the longest wording first. */
function templatesOf(): readonly Template[] {
  const templates: Array<Template & { readonly wording: number }> = [];
  for (const catalog of CATALOGS) {
    for (const { id, message } of Object.values(catalog)) {
      if (message === undefined || !message.includes('{')) continue;
      const wording = message.replace(PLACEHOLDER, '').length;
      if (wording < MIN_WORDING_CHARS) continue;
      const seen = new Set<string>();
      let pattern = '';
      let last = 0;
      for (const match of message.matchAll(PLACEHOLDER)) {
        const name = match[1] ?? '';
        pattern += escapeRegExp(message.slice(last, match.index));
        // A value named twice ('{unit}') is the same text both times.
        pattern += seen.has(name) ? `\\k<${name}>` : `(?<${name}>.+?)`;
        seen.add(name);
        last = match.index + match[0].length;
      }
      pattern += escapeRegExp(message.slice(last));
      templates.push({ code: id, pattern: new RegExp(`^${pattern}$`, 's'), wording });
    }
  }
  return templates.sort((a, b) => b.wording - a.wording);
}

const CODES = codesByText();
const TEMPLATES = templatesOf();

/** The catalog id of a message the shop sends, with its values, when it is one of the domain's. */
export function messageCodeOf(text: string): MessageCode | undefined {
  const code = CODES.get(text);
  if (code !== undefined) return { code };
  for (const template of TEMPLATES) {
    const params = template.pattern.exec(text)?.groups;
    if (params !== undefined) return { code: template.code, params: { ...params } };
  }
  return undefined;
}
