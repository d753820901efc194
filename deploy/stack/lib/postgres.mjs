// The stack's PostgreSQL server: Debian's binaries, a cluster of its own under the data
// directory, TCP on 127.0.0.1 only, passwords required (scram), one database and one role
// for the API, as a managed service would give it.
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { asUser, isRoot, run } from './processes.mjs';

/** The newest installed server's bin directory, or undefined. */
export function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((name) => existsSync(path.join(base, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(base, versions.at(-1), 'bin') : undefined;
}

/** Directories the server itself writes must belong to it when we are root. */
function ownDir(dir) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (isRoot()) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
}

function postgresIds() {
  return { uid: Number(run('id', ['-u', 'postgres']).trim()), gid: Number(run('id', ['-g', 'postgres']).trim()) };
}

const pg = (bin, tool, args, options) => {
  const [command, commandArgs] = asUser('postgres', path.join(bin, tool), args);
  return run(command, commandArgs, options);
};

export const databaseUrl = (layout, secrets) =>
  `postgres://maziwa:${secrets.dbPassword}@127.0.0.1:${layout.pgPort}/maziwa`;

/** Creates the cluster on first use, starts it, and makes the maziwa role and database. */
export function startPostgres(bin, layout, secrets) {
  ownDir(layout.pgRunDir);
  if (!existsSync(path.join(layout.pgDataDir, 'PG_VERSION'))) {
    ownDir(layout.pgDataDir);
    // initdb reads the superuser's password from a file; it lives only for this call.
    const pwFile = path.join(layout.pgRunDir, 'superuser-password');
    writeFileSync(pwFile, `${secrets.superuserPassword}\n`, { mode: 0o600 });
    if (isRoot()) {
      const { uid, gid } = postgresIds();
      chownSync(pwFile, uid, gid);
    }
    try {
      pg(bin, 'initdb', [
        '-D',
        layout.pgDataDir,
        '-U',
        'postgres',
        '--auth-host=scram-sha-256',
        '--auth-local=peer',
        `--pwfile=${pwFile}`,
        '-E',
        'UTF8',
      ]);
    } finally {
      rmSync(pwFile, { force: true });
    }
  }
  // No Unix socket: the API connects over TCP like to any server, and two clusters on this
  // machine never fight over /var/run/postgresql.
  const options = `-p ${layout.pgPort} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`;
  pg(bin, 'pg_ctl', [
    '-D',
    layout.pgDataDir,
    '-w',
    '-t',
    '60',
    '-l',
    path.join(layout.pgRunDir, 'postgres.log'),
    '-o',
    options,
    'start',
  ]);
  ensureDatabase(bin, layout, secrets);
}

function ensureDatabase(bin, layout, secrets) {
  const env = { ...process.env, PGPASSWORD: secrets.superuserPassword };
  const psql = (sql) =>
    run(
      path.join(bin, 'psql'),
      [
        '-h',
        '127.0.0.1',
        '-p',
        String(layout.pgPort),
        '-U',
        'postgres',
        '-d',
        'postgres',
        '-v',
        'ON_ERROR_STOP=1',
        '-tAc',
        sql,
      ],
      { env },
    ).trim();
  if (psql("SELECT 1 FROM pg_roles WHERE rolname = 'maziwa'") !== '1') {
    psql(`CREATE ROLE maziwa LOGIN PASSWORD '${secrets.dbPassword}'`);
  }
  if (psql("SELECT 1 FROM pg_database WHERE datname = 'maziwa'") !== '1') {
    // The API's role owns its database, so the migrations may create pg_trgm (a trusted
    // extension) without a superuser, as on a managed service.
    psql('CREATE DATABASE maziwa OWNER maziwa');
  }
}

export function postgresRunning(bin, layout) {
  if (!bin || !existsSync(path.join(layout.pgDataDir, 'PG_VERSION'))) return false;
  const [command, args] = asUser('postgres', path.join(bin, 'pg_ctl'), ['-D', layout.pgDataDir, 'status']);
  try {
    run(command, args);
    return true;
  } catch {
    return false;
  }
}

export function stopPostgres(bin, layout) {
  if (!postgresRunning(bin, layout)) return false;
  pg(bin, 'pg_ctl', ['-D', layout.pgDataDir, '-m', 'fast', '-w', 'stop']);
  return true;
}
