/**
 * Multipart bodies for admin-ajax.php only (@fastify/multipart, registered in the content
 * service's own context), with strict limits: one file per request, a few small fields. A file
 * is read whole into memory (a form's file is at most CONTENT_FORM_MAX_FILE_MB) and kept aside
 * for the handler, while the body gets its name, so the contract's validation sees plain values.
 * A file over the limit stops the request with 413 before it is read further.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTENT_FORM_MAX_FILE_MB } from '../../../src/domain/content-form';
import { messages } from '../../../src/domain/messages';
import { ApiError } from '../../http/envelope';

export interface ReceivedFile {
  /** The part's name (`files`, `files[]`). */
  readonly partName: string;
  /** The name the shopper's file had (not trusted for anything). */
  readonly fileName: string;
  readonly content: Buffer;
}

const received = new WeakMap<FastifyRequest, ReceivedFile[]>();

/** The files of a request, in the order they came. */
export function receivedFiles(request: FastifyRequest): readonly ReceivedFile[] {
  return received.get(request) ?? [];
}

export const FORM_MULTIPART_LIMITS = {
  fieldNameSize: 20,
  /** formData: a form's JSON, its longest texts included. */
  fieldSize: 64 * 1024,
  fields: 8,
  fileSize: CONTENT_FORM_MAX_FILE_MB * 1024 * 1024,
  files: 1,
  parts: 9,
  headerPairs: 20,
} as const;

/**
 * Busboy's own failures (a body that is not the multipart it claims: no boundary, cut short, a
 * malformed part) are plain errors without a status; they are the client's, not the server's.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: |Unexpected end of|Malformed part header|Part terminated early)/;

function isMalformedMultipart(error: unknown): boolean {
  return (
    error instanceof Error &&
    !('statusCode' in error) &&
    !('code' in error) &&
    MALFORMED_MULTIPART.test(error.message)
  );
}

export async function registerFormMultipart(app: FastifyInstance): Promise<void> {
  // Answered by the app's error handler (the parent's), as a bad request.
  app.setErrorHandler(async (error) => {
    throw isMalformedMultipart(error) ? new ApiError(400, [messages.badRequest.message]) : error;
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: FORM_MULTIPART_LIMITS,
    async onFile(part) {
      const content = await part.toBuffer();
      const files = received.get(this) ?? [];
      files.push({ partName: part.fieldname, fileName: part.filename, content });
      received.set(this, files);
      // The body holds the file's name; its bytes stay aside.
      Object.assign(part, { value: part.filename });
    },
  });
}
