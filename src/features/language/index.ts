/**
 * The shop's language (issue 17): the change that restarts the app, and the personal area's
 * choice. The header loads `change-language.ts` itself, lazily.
 */
export { changeLanguage, storeLanguage } from './change-language';
export { LanguageChoice, type LanguageChoiceProps } from './components/LanguageChoice';
