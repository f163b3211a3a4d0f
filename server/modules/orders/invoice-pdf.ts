/**
 * A minimal PDF 1.4 writer for plain text documents (the invoice): A4 pages of Helvetica lines,
 * WinAnsi encoded, with a correct cross-reference table. The output is ASCII only (every other
 * character is an octal escape), so the string's length is its byte length.
 */

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const FONT_SIZE = 11;
const LEADING = 15;
export const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN) / LEADING);

/** WinAnsi codes of the characters outside ASCII that Italian text needs. */
const WIN_ANSI: Readonly<Record<string, number>> = { '€': 0x80, '’': 0x92, '«': 0xab, '»': 0xbb };

function winAnsiCode(char: string): number | undefined {
  const code = char.codePointAt(0) ?? 0x3f;
  if (code >= 0x20 && code < 0x7f) return code;
  if (code >= 0xa0 && code <= 0xff) return code;
  return WIN_ANSI[char];
}

/** A PDF literal string: `(`, `)` and `\` escaped, anything outside ASCII as an octal escape. */
export function pdfString(text: string): string {
  let body = '';
  for (const char of text) {
    const code = winAnsiCode(char) ?? 0x3f;
    if (char === '(' || char === ')' || char === '\\') body += `\\${char}`;
    else if (code < 0x7f) body += String.fromCharCode(code);
    else body += `\\${code.toString(8).padStart(3, '0')}`;
  }
  return `(${body})`;
}

function pageContent(lines: readonly string[]): string {
  const shown = lines.map((line) => `${pdfString(line)} Tj T*`).join('\n');
  return `BT\n/F1 ${FONT_SIZE} Tf\n${LEADING} TL\n${MARGIN} ${PAGE_HEIGHT - MARGIN} Td\n${shown}\nET`;
}

/** A PDF whose pages show `lines`, top to bottom, as many pages as they need. */
export function textPdf(lines: readonly string[]): string {
  const pages: string[][] = [];
  for (let start = 0; start < Math.max(lines.length, 1); start += LINES_PER_PAGE) {
    pages.push(lines.slice(start, start + LINES_PER_PAGE));
  }
  // Objects: 1 catalog, 2 pages, 3 font, then a page and its content for each page.
  const pageIds = pages.map((_, index) => 4 + index * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  pages.forEach((pageLines, index) => {
    const pageId = pageIds[index] ?? 0;
    const content = pageContent(pageLines);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  });
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return pdf;
}
