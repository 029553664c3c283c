import { availableParallelism } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MAX_MOLECULES, DEFAULT_MAX_SMILES_LENGTH } from '@peptox/molecule';

/** The repository root (apps/api/src/ -> ../../..), where the default database folder lives. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface Limits {
  /** Pasted text or an uploaded FASTA file. */
  maxTextBytes: number;
  /** An uploaded or pasted genome (DNA FASTA). */
  maxGenomeBytes: number;
  /** Records in one FASTA job. */
  maxSequences: number;
  /** Molecules in one job of a compound tool. */
  maxMolecules: number;
  /** Characters of one SMILES; a longer one is kept in the results, marked invalid. */
  maxSmilesLength: number;
  maxDescriptionLength: number;
  /** Peptides a genome may yield after six-frame translation; more fails the job. */
  maxGenomePeptides: number;
}

export interface Config {
  port: number;
  host: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (for rate limits). */
  trustProxy: boolean;
  /** Absolute path of the SQLite file. */
  databaseFile: string;
  /** Allowed browser origins; ['*'] allows any. */
  corsOrigins: string[];
  /** Requests per minute per client address; 0 turns the limit off. */
  rateLimit: { submissionsPerMinute: number; readsPerMinute: number };
  workers: number;
  /** How long a graceful stop waits for running jobs before re-queueing them. */
  shutdownGraceMs: number;
  /** A job that took the process down this many times is failed instead of retried. */
  maxAttempts: number;
  limits: Limits;
  logLevel: string;
  /** One log line per request (Fastify's default); off for benchmarks. */
  logRequests: boolean;
}

export const defaultLimits: Limits = {
  maxTextBytes: 1024 * 1024,
  maxGenomeBytes: 50 * 1024 * 1024,
  maxSequences: 10_000,
  maxMolecules: DEFAULT_MAX_MOLECULES,
  maxSmilesLength: DEFAULT_MAX_SMILES_LENGTH,
  maxDescriptionLength: 255,
  maxGenomePeptides: 500_000,
};

// The shell (3000) and the tool remotes' dev servers (3001-3010), by name and by address.
const defaultCorsOrigins = Array.from({ length: 11 }, (_, i) => 3000 + i).flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** Reads the configuration from the environment; every setting has a working default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: integer(env, 'PORT', 8000, 0),
    // Loopback by default: a developer's `pnpm start` must not expose an unauthenticated service
    // to the network. Containers and servers set HOST=0.0.0.0 (behind a proxy).
    host: env.HOST || '127.0.0.1',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    databaseFile: databaseFile(env.DATABASE_URL),
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : defaultCorsOrigins,
    rateLimit: {
      submissionsPerMinute: integer(env, 'RATE_LIMIT', 60, 0),
      readsPerMinute: integer(env, 'RATE_LIMIT_READS', 1200, 0),
    },
    workers: integer(env, 'WORKERS', Math.max(1, availableParallelism() - 1), 1),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 0),
    maxAttempts: integer(env, 'MAX_ATTEMPTS', 3, 1),
    limits: {
      ...defaultLimits,
      maxSequences: integer(env, 'MAX_SEQUENCES', defaultLimits.maxSequences, 1),
      maxMolecules: integer(env, 'MAX_MOLECULES', defaultLimits.maxMolecules, 1),
      maxSmilesLength: integer(env, 'MAX_SMILES_LENGTH', defaultLimits.maxSmilesLength, 1),
      maxGenomePeptides: integer(env, 'MAX_GENOME_PEPTIDES', defaultLimits.maxGenomePeptides, 1),
    },
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: env.LOG_REQUESTS !== 'false' && env.LOG_REQUESTS !== '0',
  };
}

/**
 * The SQLite file of DATABASE_URL (`sqlite:<path>`, `file:<path>` or a bare path). Unset, it is
 * `<repo root>/.data/peptox.sqlite`, wherever the process was started from (the root's
 * `pnpm start` runs in apps/api); a relative path that the user gives is taken from the cwd.
 */
export function databaseFile(url: string | undefined): string {
  if (!url) return resolve(repoRoot, '.data', 'peptox.sqlite');
  if (/^postgres(ql)?:/.test(url)) {
    throw new Error(
      'DATABASE_URL points at PostgreSQL, which is not supported yet; use a sqlite: path.',
    );
  }
  const path = url.replace(/^(sqlite|file):(\/\/(?=\/))?/, '');
  return isAbsolute(path) ? path : resolve(process.cwd(), path);
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}; it is '${raw}'.`);
  }
  return value;
}
