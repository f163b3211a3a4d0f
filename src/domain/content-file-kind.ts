/**
 * What an uploaded file is, from its bytes alone (never its name nor the type the browser
 * declared): PDF, JPEG and PNG by their signatures, Word (.docx) as a ZIP archive whose central
 * directory lists `[Content_Types].xml` and `word/document.xml`. Anything else (an HTML page or a
 * program named `cv.pdf`, an old .doc, a plain ZIP) is none of them. The server decides with it;
 * the app checks a chosen file with it before uploading, so a wrong one is refused at once.
 */
import type { ContentFormFileKind } from './content-form';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_RECORD_SEARCH = 22 + 0xffff;

function startsWith(content: Uint8Array, signature: readonly number[]): boolean {
  return (
    content.length >= signature.length && signature.every((byte, index) => content[index] === byte)
  );
}

/** The names of a ZIP archive's entries, from its central directory; null when it is not one. */
function zipEntryNames(content: Uint8Array): string[] | null {
  const view = new DataView(content.buffer, content.byteOffset, content.byteLength);
  const decoder = new TextDecoder();
  const from = Math.max(0, content.length - END_RECORD_SEARCH);
  for (let end = content.length - 22; end >= from; end -= 1) {
    if (view.getUint32(end, true) !== END_OF_CENTRAL_DIRECTORY) continue;
    const entries = view.getUint16(end + 10, true);
    const size = view.getUint32(end + 12, true);
    let offset = view.getUint32(end + 16, true);
    if (offset + size > end) return null;
    const names: string[] = [];
    for (let index = 0; index < entries; index += 1) {
      if (offset + 46 > end || view.getUint32(offset, true) !== CENTRAL_DIRECTORY_ENTRY) {
        return null;
      }
      const nameLength = view.getUint16(offset + 28, true);
      const extraLength = view.getUint16(offset + 30, true);
      const commentLength = view.getUint16(offset + 32, true);
      names.push(decoder.decode(content.subarray(offset + 46, offset + 46 + nameLength)));
      offset += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  }
  return null;
}

function isDocx(content: Uint8Array): boolean {
  if (!startsWith(content, ZIP_LOCAL_HEADER)) return false;
  const names = zipEntryNames(content);
  return (
    names !== null && names.includes('[Content_Types].xml') && names.includes('word/document.xml')
  );
}

/** The kind of `content`, or null when it is none the forms take. */
export function fileKindOf(content: Uint8Array): ContentFormFileKind | null {
  if (startsWith(content, PDF)) return 'pdf';
  if (startsWith(content, JPEG)) return 'jpeg';
  if (startsWith(content, PNG)) return 'png';
  if (isDocx(content)) return 'docx';
  return null;
}
