/**
 * Requests to the content service's forms as the app sends them: the definition, multipart
 * posts to admin-ajax.php (nf_ajax_submit, nf_fu_upload), and files whose content is (or is
 * not) what their name says, a minimal Word document included.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { APP_CLIENT } from './test-app';

export const AJAX = '/p/wp-admin/admin-ajax.php';

export interface FormDefinition {
  readonly id: number;
  readonly settings: { readonly title: string; readonly success_msg: string };
  readonly fields: readonly (Record<string, unknown> & { id: number; key: string; type: string })[];
  readonly security: string;
  readonly nonce_ts: number;
  readonly nonce_expiry: number;
}

export async function definitionOf(app: FastifyInstance, formId: number): Promise<FormDefinition> {
  const response = await app.inject({
    method: 'GET',
    url: `/p/wp-json/wp/v2/get_mail_pars?form_id=${formId}`,
  });
  if (response.statusCode !== 200) throw new Error(`definition ${formId}: ${response.body}`);
  return response.json();
}

export interface FilePart {
  readonly name: string;
  readonly content: Buffer;
  readonly type?: string;
}

/** A multipart body built as a browser builds it. */
export async function multipart(
  parts: Readonly<Record<string, string | FilePart>>,
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.content)], {
          type: value.type ?? 'application/octet-stream',
        }),
        value.name,
      );
  }
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

export async function postAjax(
  app: FastifyInstance,
  parts: Readonly<Record<string, string | FilePart>>,
  options: { readonly query?: string; readonly headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = await multipart(parts);
  return app.inject({
    method: 'POST',
    url: `${AJAX}${options.query ?? ''}`,
    headers: { ...APP_CLIENT, 'content-type': contentType, ...options.headers },
    payload,
  });
}

/** Sends `nf_ajax_submit` for `formId` with these field values (and files by field id). */
export function submitForm(
  app: FastifyInstance,
  options: {
    readonly formId: number;
    readonly security: string;
    readonly values: Readonly<Record<number, unknown>>;
    readonly files?: Readonly<Record<number, readonly { name: string; tmp_name: string }[]>>;
    readonly extra?: Record<string, unknown>;
  },
): Promise<LightMyRequestResponse> {
  const fields: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(options.values)) fields[id] = { id: Number(id), value };
  for (const [id, files] of Object.entries(options.files ?? {})) {
    fields[id] = { id: Number(id), value: 1, files };
  }
  return postAjax(app, {
    action: 'nf_ajax_submit',
    security: options.security,
    formData: JSON.stringify({
      id: options.formId,
      fields,
      extra: options.extra ?? {},
      settings: {},
    }),
  });
}

export function uploadFile(
  app: FastifyInstance,
  options: {
    readonly formId: number;
    readonly fieldId: number;
    readonly nonce: string;
    readonly file: FilePart;
  },
): Promise<LightMyRequestResponse> {
  return postAjax(
    app,
    {
      form_id: String(options.formId),
      field_id: String(options.fieldId),
      nonce: options.nonce,
      'files[]': options.file,
    },
    { query: '?action=nf_fu_upload' },
  );
}

/** A small real PDF. */
export function pdfBytes(text = 'Curriculum di Mario Rossi', size = 0): Buffer {
  const body = Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
  return size <= body.length ? body : Buffer.concat([body, Buffer.alloc(size - body.length, 0x20)]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A ZIP archive of `entries`, stored uncompressed. */
export function zipBytes(entries: Readonly<Record<string, string>>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal Word document (.docx). */
export function docxBytes(): Buffer {
  return zipBytes({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
    'word/document.xml':
      '<?xml version="1.0"?><w:document><w:body><w:p>CV</w:p></w:body></w:document>',
  });
}
