/** Lingui with Italian as source and fallback locale; the catalog is compiled by the Vite plugin. */
import { i18n } from '@lingui/core';
import { DEFAULT_LANGUAGE } from '../domain/constants';
import { messages } from '../locales/it/messages.po';

i18n.load(DEFAULT_LANGUAGE, messages);
i18n.activate(DEFAULT_LANGUAGE);

export { i18n };
