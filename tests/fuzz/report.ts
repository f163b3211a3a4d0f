/**
 * The fuzzer's findings in words: counts per status and per operation, and the failures grouped
 * by cause (kind, operation, status, what was wrong) with one request and reply for each group.
 */
import { preview } from './fuzz-value';
import type { Auth, FailureKind, FuzzFailure, FuzzReport } from './run';

export interface FailureGroup {
  readonly kind: FailureKind;
  readonly operationId: string;
  readonly status: number | null;
  readonly detail: string;
  readonly count: number;
  /** How many of them came as a guest and as the customer. */
  readonly byAuth: Readonly<Record<Auth, number>>;
  readonly example: FuzzFailure;
}

const KIND_TITLES: Readonly<Record<FailureKind, string>> = {
  'server-error': '5xx reply',
  'undeclared-status': 'status not declared in the contract',
  'contract-finding':
    'contract finding (the server may be right; the contract does not declare it)',
  'media-type': 'content type not declared in the contract',
  'schema-violation': 'body does not match the declared schema',
  'server-down': 'the server stopped answering',
  'no-reply': 'no reply',
  login: 'the customer could not log in again',
};

/** The failures grouped by kind, operation, status and detail; 5xx first, then by kind and operation. */
export function groupFailures(failures: readonly FuzzFailure[]): FailureGroup[] {
  const groups = new Map<
    string,
    { example: FuzzFailure; count: number; byAuth: Record<Auth, number> }
  >();
  for (const failure of failures) {
    const key = [failure.kind, failure.operationId, failure.reply?.statusCode, failure.detail].join(
      '|',
    );
    const group = groups.get(key) ?? {
      example: failure,
      count: 0,
      byAuth: { guest: 0, customer: 0 },
    };
    group.count += 1;
    group.byAuth[failure.auth] += 1;
    groups.set(key, group);
  }
  const order = Object.keys(KIND_TITLES);
  return [...groups.values()]
    .map(({ example, count, byAuth }) => ({
      kind: example.kind,
      operationId: example.operationId,
      status: example.reply?.statusCode ?? null,
      detail: example.detail,
      count,
      byAuth,
      example,
    }))
    .sort(
      (a, b) =>
        order.indexOf(a.kind) - order.indexOf(b.kind) ||
        a.operationId.localeCompare(b.operationId) ||
        (a.status ?? 0) - (b.status ?? 0),
    );
}

/** One failure group as a few lines: what was wrong, the request (as whom) and the reply. */
export function describeGroup(group: FailureGroup): string {
  const { example } = group;
  const { request, reply } = example;
  const contentType = request.headers['content-type'];
  const lines = [
    `[${group.kind}] ${group.operationId}: ${group.detail} (${group.count}×: guest ${group.byAuth.guest}, customer ${group.byAuth.customer})`,
    `  request (${example.auth}, ${request.mutation}): ${request.method} ${preview(request.url, 300)}`,
  ];
  if (request.payload !== undefined) {
    lines.push(`    body (${contentType ?? 'no content type'}): ${preview(request.payload, 300)}`);
  }
  lines.push(
    reply === null
      ? '  reply: none'
      : `  reply: HTTP ${reply.statusCode} ${reply.contentType ?? ''} ${preview(reply.body, 300)}`,
  );
  return lines.join('\n');
}

function countOf(failures: readonly FuzzFailure[], kinds: readonly FailureKind[]): number {
  return failures.filter((failure) => kinds.includes(failure.kind)).length;
}

/** The totals of a run and its failures grouped under each kind's title (no per-operation table). */
export function formatFailures(report: FuzzReport): string {
  const { failures } = report;
  const lines = [
    `Contract fuzz: ${report.requests} requests over ${report.operations} operations, seed ${report.seed}, ${(report.durationMs / 1000).toFixed(1)} s`,
    `Replies per status: ${statusCounts(report.byStatus)}`,
    `5xx replies: ${countOf(failures, ['server-error'])}`,
    `Undeclared statuses: ${countOf(failures, ['undeclared-status', 'contract-finding'])} (of which 400/413/414 contract findings: ${countOf(failures, ['contract-finding'])})`,
    `Schema violations: ${countOf(failures, ['schema-violation', 'media-type'])}`,
    `Server stopped answering, no reply or lost login: ${countOf(failures, ['server-down', 'no-reply', 'login'])}`,
  ];
  let kind: FailureKind | undefined;
  for (const group of groupFailures(failures)) {
    if (group.kind !== kind) {
      kind = group.kind;
      lines.push('', `== ${KIND_TITLES[kind]} ==`);
    }
    lines.push(describeGroup(group));
  }
  return lines.join('\n');
}

function statusCounts(counts: ReadonlyMap<number, number>): string {
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
}

/** The whole report: the replies per operation, then the totals and the failure groups. */
export function formatReport(report: FuzzReport): string {
  const operations = [...report.byOperation.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, counts]) => {
      const perStatus = [...counts.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`);
      return `  ${id.padEnd(40)} ${perStatus.join(' ')}`;
    });
  return ['Replies per operation:', ...operations, '', formatFailures(report)].join('\n');
}
