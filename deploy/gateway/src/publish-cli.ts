// Usage: node dist/publish-cli.js <host|reports|collection|...|all|pages> [--dist DIR]
// Publishes a build to the deploy directory; for a remote that means a new version and a
// new manifest line, without rebuilding or republishing the host. `pages` only writes the
// pages' files again from remotes.json as it is (after a line was restored by hand).
import { writePageFiles } from './page-files';
import { deployDir, distDirOf, isRemoteId, repoRemotes } from './paths';
import { publishHost, publishRemote, readManifest } from './publish';

async function main() {
  const [target, ...rest] = process.argv.slice(2);
  const distFlag = rest.indexOf('--dist');
  const customDist = distFlag >= 0 ? rest[distFlag + 1] : undefined;
  const dir = deployDir();
  if (!target) throw new Error('Name what to publish: host, a remote name, all or pages');
  if (target === 'pages') {
    console.log(`wrote ${await writePageFiles(dir, await readManifest(dir))} page files under ${dir}/pages`);
    return;
  }
  const targets = target === 'all' ? ['host', ...repoRemotes()] : [target];
  for (const app of targets) {
    if (app === 'host') {
      await publishHost(dir, customDist ?? distDirOf('host'));
      console.log(`published host -> ${dir}/host`);
    } else if (isRemoteId(app)) {
      const entry = await publishRemote(dir, app, customDist ?? distDirOf(app));
      console.log(`published ${app} -> ${entry.entry}`);
    } else {
      throw new Error(`Unknown app "${app}"`);
    }
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
