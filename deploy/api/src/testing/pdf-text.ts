import { inflateSync } from 'node:zlib';

/** Pages of a PDF: its `/Type /Page` objects (not the `/Type /Pages` tree). */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page(?!s)/g)?.length ?? 0;
}

/**
 * The text a PDF draws, one string per text operation, from its content streams (inflated
 * when compressed). Enough for what pdfkit writes with its built-in fonts: hex strings in
 * TJ arrays, one byte per character (WinAnsi).
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bytes = Buffer.from(match[1], 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = match[1];
    }
    for (const operation of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...operation[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) =>
        Buffer.from(hex[1], 'hex').toString('latin1'),
      );
      texts.push(pieces.join(''));
    }
  }
  return texts;
}
