/**
 * What an uploaded file is, from its bytes alone (never its name nor the type the browser
 * declared): PDF, JPEG and PNG by their signatures, Word (.docx) as a ZIP archive whose central
 * directory lists `[Content_Types].xml` and `word/document.xml`. Anything else (an HTML page or a
 * program named `cv.pdf`, an old .doc, a plain ZIP) is none of them.
 */
import type { ContentFormFileKind } from '../../../src/domain/content-form';

const PDF = Buffer.from('%PDF-', 'latin1');
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_RECORD_SEARCH = 22 + 0xffff;

function startsWith(content: Buffer, signature: Buffer): boolean {
  return (
    content.length >= signature.length && content.subarray(0, signature.length).equals(signature)
  );
}

/** The names of a ZIP archive's entries, from its central directory; null when it is not one. */
function zipEntryNames(content: Buffer): string[] | null {
  const from = Math.max(0, content.length - END_RECORD_SEARCH);
  for (let end = content.length - 22; end >= from; end -= 1) {
    if (content.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY) continue;
    const entries = content.readUInt16LE(end + 10);
    const size = content.readUInt32LE(end + 12);
    let offset = content.readUInt32LE(end + 16);
    if (offset + size > end) return null;
    const names: string[] = [];
    for (let index = 0; index < entries; index += 1) {
      if (offset + 46 > end || content.readUInt32LE(offset) !== CENTRAL_DIRECTORY_ENTRY)
        return null;
      const nameLength = content.readUInt16LE(offset + 28);
      const extraLength = content.readUInt16LE(offset + 30);
      const commentLength = content.readUInt16LE(offset + 32);
      names.push(content.toString('utf8', offset + 46, offset + 46 + nameLength));
      offset += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  }
  return null;
}

function isDocx(content: Buffer): boolean {
  if (!startsWith(content, ZIP_LOCAL_HEADER)) return false;
  const names = zipEntryNames(content);
  return (
    names !== null && names.includes('[Content_Types].xml') && names.includes('word/document.xml')
  );
}

/** The kind of `content`, or null when it is none the forms take. */
export function fileKindOf(content: Buffer): ContentFormFileKind | null {
  if (startsWith(content, PDF)) return 'pdf';
  if (startsWith(content, JPEG)) return 'jpeg';
  if (startsWith(content, PNG)) return 'png';
  if (isDocx(content)) return 'docx';
  return null;
}
