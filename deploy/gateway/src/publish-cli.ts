// Usage: node dist/publish-cli.js <host|reports|collection|...|all> [--dist DIR]
// Publishes a build to the deploy directory; for a remote that means a new version and a
// new manifest line, without rebuilding or republishing the host.
import { deployDir, distDirOf, isRemoteId, repoRemotes } from './paths';
import { publishHost, publishRemote } from './publish';

async function main() {
  const [target, ...rest] = process.argv.slice(2);
  const distFlag = rest.indexOf('--dist');
  const customDist = distFlag >= 0 ? rest[distFlag + 1] : undefined;
  const dir = deployDir();
  if (!target) throw new Error('Name what to publish: host, a remote name or all');
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
