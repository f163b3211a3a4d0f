/**
 * The replies of WordPress's admin-ajax.php as Ninja Forms answers `nf_ajax_submit` and its File
 * Uploads add-on `nf_fu_upload` (both end in NF_Abstracts_Controller::_respond:
 * `{ data, errors, debug }`), with the shop's Italian messages. A submission's errors are an
 * object (`fields.<id>: { slug, message }`, `form.<key>: message`, `nonce: { new_nonce,
 * nonce_ts }`) or `[]`; an upload's are a list of messages.
 */
import type { FastifyRequest } from 'fastify';
import type { components } from '../../../src/api/content';
import { fileTooLargeMessage, CONTENT_FORM_MAX_FILE_MB } from '../../../src/domain/content-form';

export type NfSubmitReply = components['schemas']['NfSubmitReply'];
export type NfUploadReply = components['schemas']['NfUploadReply'];
export type NfFieldErrors = Record<string, { slug: string; message: string }>;

/** The action a request to admin-ajax.php names in its address, if any. */
export function queryActionOf(request: FastifyRequest): string | null {
  const query = request.url.indexOf('?');
  return query < 0 ? null : new URLSearchParams(request.url.slice(query + 1)).get('action');
}

export const NF_SUBMIT_MESSAGES = {
  unreadable: 'I dati del modulo non sono leggibili: ricarica la pagina e riprova.',
  unknownForm: 'Questo modulo non esiste più: ricarica la pagina.',
  nonce: 'La pagina del modulo è scaduta: invia di nuovo per confermare.',
  unknownField: 'Campo non previsto da questo modulo',
  invalid: 'Controlla i campi evidenziati e riprova.',
  unknownAction: 'Azione non riconosciuta.',
} as const;

export const NF_UPLOAD_MESSAGES = {
  missing: 'Indicare il modulo, il campo e il codice di sicurezza del caricamento.',
  wrongField: 'Questo campo del modulo non accetta file.',
  nonce: 'La pagina del modulo è scaduta: ricaricala e carica di nuovo il file.',
  noFile: 'Nessun file ricevuto: scegli un file e riprova.',
} as const;

export function submitRefused(
  errors: Exclude<NfSubmitReply['errors'], unknown[]>,
  formId?: number,
): NfSubmitReply {
  return { data: formId === undefined ? {} : { form_id: formId }, errors, debug: [] };
}

export function uploadRefused(message: string): NfUploadReply {
  return { data: { files: [] }, errors: [message], debug: [] };
}

/** Slugs of refusals the server answers itself (not a handler): by HTTP status. */
const REFUSAL_SLUGS: Readonly<Record<number, string>> = {
  400: 'invalid-request',
  403: 'foreign-request',
  408: 'timeout',
  413: 'too-large',
  429: 'too-many-requests',
};

/**
 * A refusal of admin-ajax.php made before its handler ran (parsing, the contract, a forged
 * request, a limit), in the shape of the action's reply.
 */
export function nfRefusal(
  request: FastifyRequest,
  error: unknown,
  statusCode: number,
  texts: readonly string[],
): NfSubmitReply | NfUploadReply {
  const tooLargeFile =
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === 'FST_REQ_FILE_TOO_LARGE';
  const message = tooLargeFile ? fileTooLargeMessage(CONTENT_FORM_MAX_FILE_MB) : texts.join(' ');
  if (queryActionOf(request) === 'nf_fu_upload') return uploadRefused(message);
  return submitRefused({ form: { [REFUSAL_SLUGS[statusCode] ?? 'server-error']: message } });
}
