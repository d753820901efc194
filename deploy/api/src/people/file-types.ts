/** What may be uploaded (photos JPEG or PNG; the licence document also PDF: docs/rules.md#files). */
export const FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const IMAGE_TYPES: readonly FileType[] = ['image/jpeg', 'image/png'];

/** For messages: "file content is not a PNG image". */
export const TYPE_NAMES: Record<FileType, string> = {
  'image/jpeg': 'a JPEG image',
  'image/png': 'a PNG image',
  'application/pdf': 'a PDF document',
};

/** Per file: the largest upload the API stores. */
export const MAX_FILE_BYTES = 5_000_000;

// The first bytes every file of the type starts with. A declared type is only believed
// when the bytes agree, so a renamed HTML page or script is never served as an image.
const SIGNATURES: Record<FileType, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
};

/** "Image/PNG; charset=x" -> "image/png"; null when not an accepted type. */
export function acceptedType(declared: string): FileType | null {
  const type = declared.split(';')[0].trim().toLowerCase();
  return (FILE_TYPES as readonly string[]).includes(type) ? (type as FileType) : null;
}

export function bytesMatch(type: FileType, data: Uint8Array): boolean {
  const signature = SIGNATURES[type];
  return data.length >= signature.length && signature.every((byte, i) => data[i] === byte);
}

/**
 * A name safe to store and to put in a header: no folders (old browsers send
 * C:\path\name), no control characters, at most 255 characters; 'file' when nothing is left.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  return clean || 'file';
}

/**
 * `inline; filename="..."` with an ASCII fallback, plus filename* (RFC 6266) when the
 * name has other characters, so "Picha ya Wanjikũ.png" keeps its name in the browser.
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const header = `inline; filename="${ascii}"`;
  return ascii === name ? header : `${header}; filename*=UTF-8''${encodeURIComponent(name)}`;
}
