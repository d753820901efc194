import { isChunkLoadError, loadChunk } from './chunk-load';

/** What webpack throws when a chunk's script does not arrive. */
const missingScript = () =>
  Object.assign(new Error('Loading chunk 404 failed.\n(error: http://x/remotes/quality/v1/page.js)'), {
    name: 'ChunkLoadError',
  });
/** What mini-css-extract throws when its stylesheet does not arrive. */
const missingStyles = () =>
  Object.assign(new Error('Loading CSS chunk 404 failed.\n(http://x/page.css)'), { code: 'CSS_CHUNK_LOAD_FAILED' });

describe('isChunkLoadError', () => {
  it("tells a file that did not arrive from the module's own error", () => {
    expect(isChunkLoadError(missingScript())).toBe(true);
    expect(isChunkLoadError(missingStyles())).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 404 failed.'))).toBe(false);
    expect(isChunkLoadError(new TypeError('rows is undefined'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('loadChunk', () => {
  it('asks again while the chunk does not arrive, and gives what the second answer brings', async () => {
    const answers = [Promise.reject(missingScript()), Promise.reject(missingStyles()), Promise.resolve('page')];
    const load = jest.fn(() => answers.shift()!);
    await expect(loadChunk(load, [0, 0])).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up after the last delay with the last failure', async () => {
    const load = jest.fn(() => Promise.reject(missingScript()));
    await expect(loadChunk(load, [0, 0])).rejects.toMatchObject({ name: 'ChunkLoadError' });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('passes on at once a module that threw: asking again cannot change it', async () => {
    const load = jest.fn(() => Promise.reject(new TypeError('rows is undefined')));
    await expect(loadChunk(load, [0, 0])).rejects.toThrow('rows is undefined');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits the given delays between attempts', async () => {
    jest.useFakeTimers();
    try {
      const load = jest.fn().mockRejectedValueOnce(missingScript()).mockResolvedValue('page');
      const loading = loadChunk(load, [500]);
      await jest.advanceTimersByTimeAsync(499);
      expect(load).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      await expect(loading).resolves.toBe('page');
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
