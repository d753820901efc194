import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as federatedRouter from './federated-router';

const ROOT = join(__dirname, '../../../..');
const APP_SOURCES = ['host/src', 'shared', 'remotes'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !path.includes('/testing/') ? [path] : [];
  });
}

/** The value names (not `type` ones) a file imports from 'react-router-dom'. */
function routerImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router-dom'/g)) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        .trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('the router shared between the apps (federated-router.ts)', () => {
  it("exports every name the host, the remotes and the shared packages import from 'react-router-dom'", () => {
    const missing: string[] = [];
    const files = APP_SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)));
    let seen = 0;
    for (const file of files) {
      for (const name of routerImports(readFileSync(file, 'utf8'))) {
        seen += 1;
        if (!(name in federatedRouter)) missing.push(`${name} (${relative(ROOT, file)})`);
      }
    }
    expect(seen).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('reads a multi-line import and skips type-only names', () => {
    const source = `import {\n  Link,\n  type RouteObject,\n  useNavigate as go,\n} from 'react-router-dom';\nimport type { Location } from 'react-router-dom';`;
    expect(routerImports(source)).toEqual(['Link', 'useNavigate']);
  });
});
