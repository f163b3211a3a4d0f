/**
 * How the app reads the shop's messages (shopping-flow.md §8): a message whose code has a
 * translation in the loaded catalogs is shown as it, in the shopper's language, filled with the
 * message's values; the codes of the
 * show-in-popup list open a dialog; the generic error is in the active language. Without an active
 * language (a test of the client alone) the texts stay the server's and the catalog's Italian.
 */
import { i18n } from '@lingui/core';
import { coreMessages, DEFAULT_POPUP_MESSAGE_CODES } from '../domain/core-messages';
import type { MessageReading } from '../domain/envelope';

const configuredPopupCodes: string | undefined = import.meta.env.VITE_POPUP_MESSAGE_CODES;
const popupCodes = new Set(
  configuredPopupCodes?.split(',').map((code) => code.trim()) ?? DEFAULT_POPUP_MESSAGE_CODES,
);

const translate: NonNullable<MessageReading['translate']> = ({ code, params, text }) =>
  code !== undefined && i18n.locale && i18n.messages[code] ? i18n._(code, params) : text;

/** The messages a screen shows itself: translated, none set apart for a dialog. */
export const inlineReading: MessageReading = { translate };

/** The messages shown as toasts, or as a dialog for the codes of the show-in-popup list. */
export const toastReading: MessageReading = { translate, isPopup: (code) => popupCodes.has(code) };

/** 'Si è verificato un errore, riprova tra qualche minuto.' in the active language. */
export function genericErrorText(): string {
  return i18n.locale ? i18n._(coreMessages.generic) : coreMessages.generic.message;
}
