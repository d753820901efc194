/**
 * Stands in for URL.createObjectURL / revokeObjectURL (jsdom has neither), so a test can
 * see which blobs were shown and that every URL is given back.
 *
 * @example
 * const objectUrls = fakeObjectUrls();
 * // ... open and close the dialog
 * expect(objectUrls.live()).toEqual([]);
 * objectUrls.restore();
 */
export function fakeObjectUrls() {
  const blobs = new Map<string, Blob>();
  const revoked: string[] = [];
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:fake-${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => revoked.push(url),
  });
  return {
    /** The blob behind an object URL. */
    blob: (url: string) => blobs.get(url),
    /** URLs created and not yet revoked. */
    live: () => [...blobs.keys()].filter((url) => !revoked.includes(url)),
    revoked,
    restore: () => Object.assign(URL, original),
  };
}
