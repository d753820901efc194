import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { RemoteDeclaration, RemoteId, RemoteManifestEntry, RemotesManifest } from '@maziwa/contracts';
import { writePageFiles } from './page-files';

/** How many published versions of a remote stay online (open tabs may still load one). */
const KEEP_VERSIONS = 3;

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    () => true,
    () => false,
  );
}

/** Writes a file so that readers see the old or the new content, never half of it. */
async function writeAtomically(file: string, content: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, content);
  await fs.rename(temporary, file);
}

/** Version of a remote build: a hash of its entry files (which name every chunk it loads) and its declared pages. */
async function versionOf(distDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const name of ['mf-manifest.json', 'remoteEntry.js', 'pages.json']) {
    hash.update(await fs.readFile(path.join(distDir, name)));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * The pages and menu entries a remote's build declares (its pages.json). They go into the
 * manifest line, so the host lists and guards the remote's pages before (and without) fetching
 * any of its files. Their soundness is the remote's own test (describeRemoteRoutes); here a
 * build without them is refused.
 */
async function declarationOf(name: RemoteId, distDir: string): Promise<RemoteDeclaration> {
  const file = path.join(distDir, 'pages.json');
  let declaration: RemoteDeclaration;
  try {
    declaration = JSON.parse(await fs.readFile(file, 'utf8')) as RemoteDeclaration;
  } catch (error) {
    throw new Error(
      `${file} is missing or not JSON: the ${name} remote must declare its pages (${(error as Error).message})`,
      {
        cause: error,
      },
    );
  }
  if (!Array.isArray(declaration?.pages)) throw new Error(`${file} has no "pages" list`);
  return { ...(declaration.groups ? { groups: declaration.groups } : {}), pages: declaration.pages };
}

export async function readManifest(deployDir: string): Promise<RemotesManifest> {
  try {
    return JSON.parse(await fs.readFile(path.join(deployDir, 'remotes.json'), 'utf8')) as RemotesManifest;
  } catch {
    return { remotes: [] };
  }
}

/** Sets one remote's line of the manifest, leaving the others as they are. */
export async function setManifestEntry(deployDir: string, entry: RemoteManifestEntry): Promise<void> {
  const manifest = await readManifest(deployDir);
  const remotes = manifest.remotes.filter((line) => line.name !== entry.name);
  remotes.push(entry);
  remotes.sort((a, b) => a.name.localeCompare(b.name));
  await fs.mkdir(deployDir, { recursive: true });
  await writeAtomically(path.join(deployDir, 'remotes.json'), `${JSON.stringify({ remotes }, null, 2)}\n`);
  // Each page's file names the files of its remote's new version.
  await writePageFiles(deployDir, { remotes });
}

async function pruneOldVersions(remoteDir: string, keep: string): Promise<void> {
  const versions = await fs.readdir(remoteDir, { withFileTypes: true });
  const dated = await Promise.all(
    versions
      .filter((entry) => entry.isDirectory() && entry.name !== keep)
      .map(async (entry) => ({ name: entry.name, time: (await fs.stat(path.join(remoteDir, entry.name))).mtimeMs })),
  );
  dated.sort((a, b) => b.time - a.time);
  for (const old of dated.slice(KEEP_VERSIONS - 1)) {
    await fs.rm(path.join(remoteDir, old.name), { recursive: true, force: true });
  }
}

/**
 * Publishes one remote's build as a new immutable version and points its manifest line at
 * it. The host is not touched: the next page load picks the new version up.
 */
export async function publishRemote(deployDir: string, name: RemoteId, distDir: string): Promise<RemoteManifestEntry> {
  if (!(await exists(path.join(distDir, 'mf-manifest.json')))) {
    throw new Error(`${distDir} has no mf-manifest.json: build the ${name} remote first`);
  }
  const declaration = await declarationOf(name, distDir);
  const version = await versionOf(distDir);
  const remoteDir = path.join(deployDir, 'remotes', name);
  const target = path.join(remoteDir, version);
  if (!(await exists(target))) {
    await fs.mkdir(remoteDir, { recursive: true });
    await fs.cp(distDir, `${target}.tmp`, { recursive: true });
    await fs.rename(`${target}.tmp`, target);
  }
  const entry = { name, entry: `/remotes/${name}/${version}/mf-manifest.json`, ...declaration };
  await setManifestEntry(deployDir, entry);
  await pruneOldVersions(remoteDir, version);
  return entry;
}

/** Publishes the host (the shell): replaced as a whole. */
export async function publishHost(deployDir: string, distDir: string): Promise<void> {
  if (!(await exists(path.join(distDir, 'index.html')))) {
    throw new Error(`${distDir} has no index.html: build the host first`);
  }
  const target = path.join(deployDir, 'host');
  await fs.mkdir(deployDir, { recursive: true });
  await fs.rm(`${target}.tmp`, { recursive: true, force: true });
  await fs.cp(distDir, `${target}.tmp`, { recursive: true });
  await fs.rm(`${target}.old`, { recursive: true, force: true });
  if (await exists(target)) await fs.rename(target, `${target}.old`);
  await fs.rename(`${target}.tmp`, target);
  await fs.rm(`${target}.old`, { recursive: true, force: true });
  // Each page's file is the new shell's index.html with the page's preloads.
  await writePageFiles(deployDir, await readManifest(deployDir));
}
