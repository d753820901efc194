/**
 * The file as a Blob of the fetch implementation in use, for FormData#append. A browser's
 * File already is one; under jest, jsdom's File meets Node's FormData, which refuses it.
 * Copying the bytes (at most a few MB) through Response#blob gives both a Blob they accept.
 */
export async function formPart(file: Blob): Promise<Blob> {
  const bytes = await readBytes(file);
  const headers = file.type ? { 'content-type': file.type } : undefined;
  return new Response(bytes, { headers }).blob();
}

// jsdom's Blob has no arrayBuffer(); FileReader works everywhere.
function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}
