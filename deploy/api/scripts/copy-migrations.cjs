// tsc does not copy non-TypeScript files: put the SQL migrations next to the compiled
// migrate.js so `node dist/server.js` finds them at the same relative path as tsx does.
const fs = require('node:fs');
const path = require('node:path');

const from = path.join(__dirname, '..', 'src', 'db', 'migrations');
const to = path.join(__dirname, '..', 'dist', 'db', 'migrations');
fs.mkdirSync(to, { recursive: true });
for (const file of fs.readdirSync(from).filter((name) => name.endsWith('.sql'))) {
  fs.copyFileSync(path.join(from, file), path.join(to, file));
}
