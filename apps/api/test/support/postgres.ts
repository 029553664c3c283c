import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

// A throwaway PostgreSQL cluster for the tests: Debian's postgresql (installed with apt-get when
// missing and run as root, as the e2e specs install Chromium), initdb in a temporary folder, a
// free port on loopback. Durability is off (fsync) unless asked for: a test's cluster is thrown
// away after the test file; the benchmark asks for a durable one.

export interface PostgresCluster {
  /** A new, empty database on the cluster; its connection URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server and keeps its data (an outage): 'fast' as an administrator would, 'immediate' as a crash. */
  halt(mode: 'fast' | 'immediate'): void;
  /** Starts the halted server again, on the same port and data. */
  resume(): void;
  /** Runs SQL on the cluster's `postgres` database as the superuser. */
  query(text: string): Promise<void>;
  /**
   * Sets a server setting (null: back to its default), reloads the configuration and waits until
   * it is in force. pg_reload_conf() only signals the server, which rereads its files later and
   * then signals every session; a new session seeing the value means that has happened, and each
   * open session applies it before its next statement.
   */
  configure(name: string, value: string | null): Promise<void>;
  stop(): void;
}

function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(root, versions[0], 'bin');
  }
  const found = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const dir = found.status === 0 ? found.stdout.trim() : '';
  return dir && existsSync(join(dir, 'initdb')) ? dir : null;
}

/** PostgreSQL's programs; installs Debian's postgresql when they are missing and this is root. */
export function ensurePostgres(): string {
  const found = binDir();
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log("PostgreSQL is missing: installing Debian's postgresql with apt-get");
    execFileSync(
      'sh',
      ['-c', 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql'],
      { stdio: 'inherit' },
    );
    const installed = binDir();
    if (installed) return installed;
  }
  throw new Error(
    "PostgreSQL's programs (initdb, pg_ctl) were not found. Install Debian's postgresql (apt-get install postgresql) to run the PostgreSQL tests.",
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts a cluster (about 2 s); stop() removes it, and so does the end of the process. */
export async function startPostgres({ durable = false } = {}): Promise<PostgresCluster> {
  const bin = ensurePostgres();
  const dir = mkdtempSync(join(tmpdir(), 'peptox-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: the cluster belongs to the postgres user.
  const run = (program: string, args: string[]) => {
    const [command, all] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args];
    execFileSync(command, all, { stdio: ['ignore', 'pipe', 'pipe'] });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const startServer = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200${durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off'}`,
      'start',
    ]);
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    startServer();
  } catch (error) {
    const log = existsSync(join(dir, 'server.log'))
      ? readFileSync(join(dir, 'server.log'), 'utf8')
      : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${String(error)}\n${log}`);
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Halted already.
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  process.once('exit', stop);
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: url('postgres') });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  const configure = async (name: string, value: string | null) => {
    if (!/^[a-z_]+$/.test(name)) throw new Error(`Not a setting name: ${name}`);
    await query(
      value === null ? `alter system reset ${name}` : `alter system set ${name} = '${value}'`,
    );
    await query('select pg_reload_conf()');
    const deadline = Date.now() + 10_000;
    for (;;) {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        const { rows } = await client.query(
          'select setting, boot_val from pg_settings where name = $1',
          [name],
        );
        const row = rows[0] as { setting: string; boot_val: string } | undefined;
        if (!row) throw new Error(`No setting ${name}`);
        if (row.setting === (value ?? row.boot_val)) return;
      } finally {
        await client.end();
      }
      if (Date.now() > deadline) throw new Error(`${name} did not become ${value} within 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {
    configure,
    async createDatabase(name) {
      await query(`create database "${name}"`);
      return url(name);
    },
    halt: (mode) => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    resume: startServer,
    query,
    stop,
  };
}
