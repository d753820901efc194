/** Reads a Blob the way a download would get it (jsdom's Blob has no text()). */
export function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

/**
 * Catches file downloads (an object URL clicked through an anchor) so a test can read
 * what the user would save.
 *
 * @example
 * const downloads = catchDownloads();
 * await user.click(screen.getByRole('button', { name: 'Export Data' }));
 * expect(await downloads.text(0)).toContain('"Driver Name"');
 * await waitFor(() => expect(downloads.revoked).toHaveLength(1)); // before restore: the grid revokes on a timer
 * downloads.restore();
 */
export function catchDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  const revoked: string[] = [];
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return `blob:download-${blobs.length}`;
    },
    revokeObjectURL: (url: string) => revoked.push(url),
  });
  const dispatch = jest.spyOn(HTMLAnchorElement.prototype, 'dispatchEvent').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.getAttribute('download') ?? '');
    return true;
  });
  return {
    names,
    /** Object URLs given back; the grid does so on a timer after the click. */
    revoked,
    count: () => blobs.length,
    text: (index: number) => readBlob(blobs[index]),
    restore() {
      dispatch.mockRestore();
      Object.assign(URL, original);
    },
  };
}
