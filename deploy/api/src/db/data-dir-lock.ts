import fs from 'node:fs';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own: two processes on one data directory (the standalone API
 * and the gateway, say) would corrupt it. A pid file beside the directory turns that into
 * a clear error; a file left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new Error(`PGlite data directory ${dataDir} is in use by process ${owner} (${file})`, { cause: error });
      }
      fs.rmSync(file, { force: true });
    }
  }
}
