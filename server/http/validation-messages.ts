/**
 * Turns the request validator's (ajv) errors into Italian sentences that name the field, in the
 * spirit of the spec's rules ('Lunghezza massima N caratteri'), so a 400 says what to fix.
 */
import type { FastifyError, FastifySchemaValidationError } from 'fastify';

type SchemaErrorDataVar = FastifyError['validationContext'];

export const UNSUPPORTED_CONTENT_TYPE = 'Tipo di contenuto della richiesta non supportato';
export const MISSING_BODY = 'La richiesta non contiene dati';
export const INVALID_JSON = 'Il contenuto della richiesta non è un JSON valido';
/** A call that changes something, not sent by the shop's app (server/plugins/request-origin.ts). */
export const FOREIGN_REQUEST =
  'Operazione non consentita da questa pagina: apri il negozio e riprova.';

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'un testo',
  boolean: 'vero o falso',
  integer: 'un numero intero',
  number: 'un numero',
  object: 'un oggetto',
  array: 'un elenco',
  null: 'vuoto',
};

function numberParam(error: FastifySchemaValidationError, name: string): number | undefined {
  const value = error.params[name];
  return typeof value === 'number' ? value : undefined;
}

function stringParam(error: FastifySchemaValidationError, name: string): string | undefined {
  const value = error.params[name];
  return typeof value === 'string' ? value : undefined;
}

/** `/address/0/city` → `address.0.city`; the missing or extra property for those keywords. */
function fieldOf(error: FastifySchemaValidationError): string {
  const parts = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const extra = stringParam(error, 'missingProperty') ?? stringParam(error, 'additionalProperty');
  if (extra !== undefined) parts.push(extra);
  return parts.join('.');
}

function sentenceFor(error: FastifySchemaValidationError, subject: string): string {
  const limit = numberParam(error, 'limit');
  switch (error.keyword) {
    case 'required':
      return `${subject} è obbligatorio`;
    case 'additionalProperties':
      return `${subject} non è previsto`;
    case 'minLength':
      return limit === undefined || limit <= 1
        ? `${subject} è obbligatorio`
        : `${subject} deve contenere almeno ${limit} caratteri`;
    case 'maxLength':
      return `${subject} può contenere al massimo ${limit ?? 0} caratteri`;
    case 'type': {
      const type = stringParam(error, 'type') ?? '';
      const typeName = type
        .split(',')
        .map((name) => TYPE_NAMES[name] ?? name)
        .join(' o ');
      return `${subject} deve essere ${typeName}`;
    }
    case 'minimum':
      return `${subject} deve essere almeno ${limit ?? 0}`;
    case 'maximum':
      return `${subject} può essere al massimo ${limit ?? 0}`;
    case 'exclusiveMinimum':
      return `${subject} deve essere maggiore di ${limit ?? 0}`;
    case 'exclusiveMaximum':
      return `${subject} deve essere minore di ${limit ?? 0}`;
    case 'minItems':
      return `${subject} deve contenere almeno ${limit ?? 0} elementi`;
    case 'maxItems':
      return `${subject} può contenere al massimo ${limit ?? 0} elementi`;
    case 'enum':
    case 'const':
      return `${subject} ha un valore non ammesso`;
    default:
      // pattern, format and anything rarer: the value is there but not acceptable.
      return `${subject} non è valido`;
  }
}

/** One Italian sentence per validation error, without repeats. */
export function validationMessages(
  errors: readonly FastifySchemaValidationError[],
  part: SchemaErrorDataVar | undefined,
): string[] {
  const texts = errors.map((error) => {
    const field = fieldOf(error);
    if (field === '') {
      return part === 'body' || part === undefined
        ? 'Il contenuto della richiesta non è valido'
        : 'I parametri della richiesta non sono validi';
    }
    const noun = part === 'body' || part === undefined ? 'Il campo' : 'Il parametro';
    return sentenceFor(error, `${noun} «${field}»`);
  });
  return [...new Set(texts)];
}

/** What makes a value the schema let through unusable. */
export type UnusableValue = 'non-finite' | 'not-text';

/**
 * The sentence for a value the schema accepts but the shop cannot take: a number that is not
 * finite (`1e309`, `Infinity`), a text with a NUL character.
 */
export function unusableValueMessage(
  part: 'body' | 'query' | 'params',
  field: string,
  problem: UnusableValue,
): string {
  const noun = part === 'body' ? 'Il campo' : 'Il parametro';
  const subject = field === '' ? 'Il contenuto della richiesta' : `${noun} «${field}»`;
  return problem === 'non-finite'
    ? `${subject} deve essere un numero finito`
    : `${subject} contiene un carattere non ammesso`;
}
