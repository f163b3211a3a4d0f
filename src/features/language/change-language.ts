/**
 * Changing the shop's language (issue 17; account-and-platform.md §4 "A language change restarts
 * the app"): the choice is kept on this device, then the session restarts the app, whose start
 * reads it (src/shared/i18n.ts for the texts, src/api/client.ts for the language header). The
 * header loads this on the switch's first press, to keep the first page light.
 */
import type { RouterContext } from '../../shared/router-context';
import { LANGUAGE_STORAGE_KEY, type Language } from '../../domain/language';
import { languageCookie } from '../../domain/language-cookie';

/** Keeps the shopper's language on this device for the app's next start. */
export function storeLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // No storage (a private window that refuses it): the app restarts in its default language.
    return;
  }
  // The restart's own request already asks the server for a page in this language.
  document.cookie = languageCookie(language);
}

/**
 * Keeps the language and sends `app.languageChanged` to the session, which restarts the app;
 * `context` is the app's router context. A story's router has no app: there it does nothing.
 */
export function changeLanguage(
  context: Partial<Pick<RouterContext, 'actors'>> | undefined,
  language: Language,
) {
  if (!context?.actors) return;
  storeLanguage(language);
  context.actors.session.send({ type: 'app.languageChanged', language });
}
