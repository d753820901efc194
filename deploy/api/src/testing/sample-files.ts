/** Smallest byte strings that pass for each accepted type (the API checks the first bytes). */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('png body'),
]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);
export const PDF = Buffer.from('%PDF-1.7\n% a licence\n');

/** `size` bytes that start like a PNG. */
export function pngOfSize(size: number): Buffer {
  const data = Buffer.alloc(size, 0x20);
  PNG.copy(data, 0, 0, 8);
  return data;
}
