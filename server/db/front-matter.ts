/**
 * A content file's YAML front matter (between `---` lines) checked with a valibot schema, and the
 * HTML after it; a wrong file throws naming itself, so a bad commit fails at start, loudly.
 */
import * as v from 'valibot';
import { parse } from 'yaml';

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/;

/** 'YYYY-MM-DDTHH:MM[:SS]' on the shop's clock. */
export const shopDateTimeSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/),
);

/** What is wrong, naming the file. */
export function fileError(fileName: string, issues: readonly v.BaseIssue<unknown>[]): Error {
  const where = (issue: v.BaseIssue<unknown>) =>
    issue.path?.map((item) => String(item.key)).join('.') ?? '';
  return new Error(
    `${fileName}: ${issues.map((issue) => `${where(issue)} ${issue.message}`.trim()).join('; ')}`,
  );
}

export function frontMatterOf<TSchema extends v.GenericSchema>(
  fileName: string,
  text: string,
  schema: TSchema,
): { meta: v.InferOutput<TSchema>; html: string } {
  const match = FRONT_MATTER.exec(text.replace(/\r\n/g, '\n'));
  if (match === null) throw new Error(`${fileName}: no front matter between --- lines`);
  const checked = v.safeParse(schema, parse(match[1] ?? ''));
  if (!checked.success) throw fileError(fileName, checked.issues);
  return { meta: checked.output, html: (match[2] ?? '').trim() };
}

/** `2026-09-01T09:00` → the day and the time, as shopInstant takes them. */
export function dayAndTime(dateTime: string): [string, string] {
  const [day = '', time = ''] = dateTime.split('T');
  return [day, time.slice(0, 5)];
}
