/**
 * What the contract says of one reply: no 5xx, a status the operation declares (a `default`
 * response declares them all), a declared media type, and a body that validates against the
 * declared schema. A 400, 413 or 414 the operation does not declare is a contract finding: the
 * server may be right to answer it, but the contract should say so.
 */
import type { Operation } from './contract';
import { preview } from './fuzz-value';
import type { SchemaValidator } from './schema-validator';

export type ProblemKind =
  'server-error' | 'undeclared-status' | 'contract-finding' | 'media-type' | 'schema-violation';

export interface ReplyProblem {
  readonly kind: ProblemKind;
  readonly detail: string;
}

/** The parts of a reply the check reads. */
export interface ReplySummary {
  readonly statusCode: number;
  readonly contentType: string | undefined;
  readonly body: string;
}

/** Statuses a server answers for a malformed, oversized or overlong request, declared or not. */
const REFUSALS_OF_ANY_CALL: ReadonlySet<number> = new Set([400, 413, 414]);
const SCHEMA_ERRORS_SHOWN = 5;

function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function declaredStatus(operation: Operation, statusCode: number): string | undefined {
  const candidates = [String(statusCode), `${Math.floor(statusCode / 100)}XX`, 'default'];
  return candidates.find((status) => operation.responses[status] !== undefined);
}

function matches(declared: string, actual: string): boolean {
  if (declared === actual || declared === '*/*') return true;
  return declared.endsWith('/*') && actual.startsWith(declared.slice(0, -1));
}

/** The problems of `reply` to a request to `operation`; [] when it is within the contract. */
export function checkReply(
  operation: Operation,
  reply: ReplySummary,
  validator: SchemaValidator,
): ReplyProblem[] {
  const problems: ReplyProblem[] = [];
  // A 5xx is the failure, declared or not (a `500` in the contract documents it, not allows it).
  if (reply.statusCode >= 500)
    return [{ kind: 'server-error', detail: `HTTP ${reply.statusCode}` }];
  const status = declaredStatus(operation, reply.statusCode);
  if (status === undefined) {
    const declared = Object.keys(operation.responses).join(', ');
    const kind = REFUSALS_OF_ANY_CALL.has(reply.statusCode)
      ? 'contract-finding'
      : 'undeclared-status';
    problems.push({
      kind,
      detail: `HTTP ${reply.statusCode} not declared (declared: ${declared})`,
    });
    return problems;
  }
  const content = operation.responses[status]?.content ?? {};
  const mediaTypes = Object.keys(content);
  if (mediaTypes.length === 0) return problems;
  const mediaType = mediaTypeOf(reply.contentType);
  const declaredType = mediaTypes.find((candidate) => matches(candidate, mediaType));
  if (declaredType === undefined) {
    problems.push({
      kind: 'media-type',
      detail: `content type ${reply.contentType ?? '(none)'} not declared for ${status} (declared: ${mediaTypes.join(', ')})`,
    });
    return problems;
  }
  const pointer = content[declaredType];
  if (pointer === null || pointer === undefined || !/[/+]json$/.test(declaredType)) return problems;
  let body: unknown;
  try {
    body = JSON.parse(reply.body);
  } catch {
    problems.push({
      kind: 'schema-violation',
      detail: `body is not JSON: ${preview(reply.body, 120)}`,
    });
    return problems;
  }
  const errors = validator.errorsOf(pointer, body);
  if (errors.length > 0) {
    const shown = errors
      .slice(0, SCHEMA_ERRORS_SHOWN)
      .map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`);
    const more =
      errors.length > SCHEMA_ERRORS_SHOWN ? ` (+${errors.length - SCHEMA_ERRORS_SHOWN} more)` : '';
    problems.push({
      kind: 'schema-violation',
      detail: `body does not match the ${status} schema: ${shown.join('; ')}${more}`,
    });
  }
  return problems;
}
