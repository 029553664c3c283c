import { availableParallelism } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DockingLimits, defaultDockingLimits } from '@peptox/docking-input';
import { type HostSettings, isLoopbackAddress, requestTimeoutMs } from '@peptox/http-guard';
import { DEFAULT_MAX_MOLECULES, DEFAULT_MAX_SMILES_LENGTH } from '@peptox/molecule';

/** The repository root (apps/api/src/ -> ../../..), where the default database folder lives. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Docking tools add theirs (@peptox/docking-input): receptor, ligands, box, exhaustiveness. */
export interface Limits extends DockingLimits {
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
  /** An instant answer (POST /{tool}/predict): peptides, or molecules, in one request. */
  maxInstantPeptides: number;
  maxInstantMolecules: number;
  /** The longest peptide a mutant scan (POST /{tool}/scan) takes. */
  maxScanLength: number;
}

/** Where the jobs live: one SQLite file (the embedded default) or a PostgreSQL database. */
export type DatabaseLocation = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/**
 * Which proxies in front of the service to believe about the client's address (X-Forwarded-For):
 * none, or those at the given addresses or CIDR ranges.
 */
export type TrustProxy = false | string[];

/** Mail when a job ends and retrieval links by mail; null when SMTP_URL is not set. */
export interface MailConfig {
  smtpUrl: string;
  from: string;
  /** The site's public address, for the links in the messages. */
  siteUrl: string;
  /** Signs the retrieval links; from SIGNING_SECRET, never from the repository. */
  signingSecret: string;
  /** How long a retrieval link works. */
  linkHours: number;
  /** Wait before the second try of a mail the server did not take (doubling, at most an hour). */
  retrySeconds: number;
}

/** Jobs waiting or running at once, and input bytes per 24 hours. */
export interface Quota {
  activeJobs: number;
  dailyInputBytes: number;
}

export interface Config {
  port: number;
  host: string;
  /** A worker process answers GET /api/v1/health on this port (0: any free one); null: no HTTP. */
  healthPort: number | null;
  trustProxy: TrustProxy;
  /**
   * What says which host names (Host header, port aside) the API answers for: HOST, ALLOWED_HOSTS
   * and API_BASE_URL, resolved by allowedHostNames when the API starts (DNS rebinding).
   */
  hosts: HostSettings;
  /** How long a whole request (headers and body) may take to arrive; a slower one is cut. */
  requestTimeoutMs: number;
  database: DatabaseLocation;
  /** Allowed browser origins; ['*'] allows any. Submissions from other origins are refused. */
  corsOrigins: string[];
  /** Requests per minute per client address; 0 turns the limit off. */
  rateLimit: { submissionsPerMinute: number; readsPerMinute: number; instantPerMinute: number };
  /** Per e-mail address: jobs waiting or running at once, and input bytes per 24 hours. */
  quota: Quota;
  /** The same per client (its network address, as the rate limits see it), whatever addresses. */
  clientQuota: Quota;
  /** Worker threads of this process; 0 for a process that only answers HTTP. */
  workers: number;
  /**
   * Threads one docking job runs its searches on (DOCKING_THREADS; the machine's cores by
   * default): a docking job's independent runs go on threads of their own.
   */
  dockingThreads: number;
  /**
   * The tools whose jobs this process's workers take and whose models they load (TOOLS, comma
   * separated); null: every tool.
   */
  tools: string[] | null;
  /**
   * Threads of an API process reserved for instant answers and mutant scans (never given a job);
   * 0 turns those endpoints off.
   */
  instantThreads: number;
  /** A worker process that has not renewed its lease for this long is taken for dead. */
  leaseMs: number;
  /** How long a graceful stop waits for running jobs before putting them back in the queue. */
  shutdownGraceMs: number;
  /** A job whose worker died this many times is failed instead of retried. */
  maxAttempts: number;
  /** Jobs and their results are deleted this many days after they end. */
  retentionDays: number;
  mail: MailConfig | null;
  /**
   * Whether an address's jobs can be listed (GET /jobs?email=): through a mailed link when mail
   * is configured, else to whoever types the address. LIST_JOBS_BY_ADDRESS; see listJobsByAddress.
   */
  listJobsByAddress: boolean;
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
  maxInstantPeptides: 100,
  maxInstantMolecules: 20,
  maxScanLength: 60,
  ...defaultDockingLimits,
};

// The shell (3000) and the tool remotes' dev servers (3001-3010), by name and by address.
const defaultCorsOrigins = Array.from({ length: 11 }, (_, i) => 3000 + i).flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

const MB = 1024 * 1024;

/** Reads the configuration from the environment; every setting has a working default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Loopback by default: a developer's `pnpm start` must not expose an unauthenticated service
  // to the network. Containers and servers set HOST=0.0.0.0 (behind a proxy).
  const host = env.HOST || '127.0.0.1';
  const mail = mailConfig(env);
  const quota = {
    activeJobs: integer(env, 'QUOTA_ACTIVE_JOBS', 20, 1),
    dailyInputBytes: integer(env, 'QUOTA_DAILY_MB', 250, 1) * MB,
  };
  return {
    port: integer(env, 'PORT', 8000, 0),
    host,
    healthPort: env.HEALTH_PORT ? integer(env, 'HEALTH_PORT', 0, 0) : null,
    trustProxy: trustProxy(env.TRUST_PROXY),
    hosts: {
      address: host,
      allowedHosts: env.ALLOWED_HOSTS,
      publicUrl: env.API_BASE_URL,
      publicUrlSetting: 'API_BASE_URL',
      server: 'The job service',
    },
    requestTimeoutMs: requestTimeoutMs(env),
    database: databaseLocation(env.DATABASE_URL),
    corsOrigins: list(env.CORS_ORIGINS) ?? defaultCorsOrigins,
    rateLimit: {
      submissionsPerMinute: integer(env, 'RATE_LIMIT', 60, 0),
      readsPerMinute: integer(env, 'RATE_LIMIT_READS', 1200, 0),
      // As you type: a request after each pause, so a busy minute of editing stays under it.
      instantPerMinute: integer(env, 'RATE_LIMIT_INSTANT', 300, 0),
    },
    quota,
    clientQuota: {
      activeJobs: integer(env, 'QUOTA_CLIENT_ACTIVE_JOBS', quota.activeJobs, 1),
      dailyInputBytes: integer(env, 'QUOTA_CLIENT_DAILY_MB', quota.dailyInputBytes / MB, 1) * MB,
    },
    workers: integer(env, 'WORKERS', Math.max(1, availableParallelism() - 1), 0),
    dockingThreads: integer(env, 'DOCKING_THREADS', availableParallelism(), 1),
    tools: list(env.TOOLS) ?? null,
    instantThreads: integer(env, 'INSTANT_THREADS', 1, 0),
    leaseMs: integer(env, 'LEASE_SECONDS', 30, 1) * 1000,
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 0),
    maxAttempts: integer(env, 'MAX_ATTEMPTS', 3, 1),
    retentionDays: integer(env, 'RETENTION_DAYS', 30, 1),
    mail,
    listJobsByAddress: listJobsByAddress(env.LIST_JOBS_BY_ADDRESS, host, mail !== null),
    limits: {
      ...defaultLimits,
      maxSequences: integer(env, 'MAX_SEQUENCES', defaultLimits.maxSequences, 1),
      maxMolecules: integer(env, 'MAX_MOLECULES', defaultLimits.maxMolecules, 1),
      maxSmilesLength: integer(env, 'MAX_SMILES_LENGTH', defaultLimits.maxSmilesLength, 1),
      maxGenomePeptides: integer(env, 'MAX_GENOME_PEPTIDES', defaultLimits.maxGenomePeptides, 1),
      maxReceptorBytes:
        integer(env, 'MAX_RECEPTOR_MB', defaultLimits.maxReceptorBytes / MB, 1) * MB,
      maxReceptorAtoms: integer(env, 'MAX_RECEPTOR_ATOMS', defaultLimits.maxReceptorAtoms, 1),
      maxLigands: integer(env, 'MAX_LIGANDS', defaultLimits.maxLigands, 1),
    },
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: env.LOG_REQUESTS !== 'false' && env.LOG_REQUESTS !== '0',
  };
}

/**
 * DATABASE_URL: `postgres://…` for PostgreSQL; otherwise a SQLite file (`sqlite:<path>`,
 * `file:<path>` or a bare path). Unset, it is `<repo root>/.data/peptox.sqlite`, wherever the
 * process was started from (the root's `pnpm start` runs in apps/api); a relative path that the
 * user gives is taken from the cwd.
 */
export function databaseLocation(url: string | undefined): DatabaseLocation {
  if (!url) return { kind: 'sqlite', file: resolve(repoRoot, '.data', 'peptox.sqlite') };
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  const path = url.replace(/^(sqlite|file):(\/\/(?=\/))?/, '');
  return { kind: 'sqlite', file: isAbsolute(path) ? path : resolve(process.cwd(), path) };
}

/**
 * TRUST_PROXY: the proxies' addresses and CIDR ranges, comma-separated (`127.0.0.1` for a reverse
 * proxy on the same machine). Only a request that comes from one of them has its X-Forwarded-For
 * believed. A count of proxies (`1`) or `true` is refused: either believes whatever a client that
 * reaches the service directly writes into that header.
 */
export function trustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || /^\d+$/.test(value)) {
    throw new Error(
      `TRUST_PROXY=${value} would believe the X-Forwarded-For header of any client that reaches the service directly, which it can write itself. Give the addresses of the proxies in front of the service instead (TRUST_PROXY=127.0.0.1 for a proxy on this machine; CIDR ranges such as 10.0.0.0/8 work too).`,
    );
  }
  return list(value) ?? false;
}

/**
 * LIST_JOBS_BY_ADDRESS: `on` or `off`. Unset, it is on where listing by address exposes nothing:
 * with mail (the list goes to the address itself) or on loopback (one researcher's machine). With
 * neither, anyone who reached the service could list any address's jobs and open them, so it is
 * off until the operator turns it on.
 */
export function listJobsByAddress(value: string | undefined, host: string, mail: boolean): boolean {
  if (value === undefined || value === '') return mail || isLoopbackAddress(host);
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`LIST_JOBS_BY_ADDRESS must be 'on' or 'off'; it is '${value}'.`);
}

function mailConfig(env: NodeJS.ProcessEnv): MailConfig | null {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return null;
  const siteUrl = env.SITE_URL?.trim().replace(/\/+$/, '');
  if (!siteUrl || !/^https?:\/\/[^/]+/.test(siteUrl)) {
    throw new Error(
      'SMTP_URL is set, so SITE_URL must give the public address of the site (https://peptox.example.org) for the links in the messages.',
    );
  }
  const signingSecret = env.SIGNING_SECRET ?? '';
  if (signingSecret.length < 32) {
    throw new Error(
      'SMTP_URL is set, so SIGNING_SECRET must hold at least 32 random characters to sign the retrieval links (for example: openssl rand -base64 48). Every API process needs the same secret.',
    );
  }
  return {
    smtpUrl,
    from: env.MAIL_FROM?.trim() || `PepTox <no-reply@${new URL(siteUrl).hostname}>`,
    siteUrl,
    signingSecret,
    linkHours: integer(env, 'RETRIEVE_LINK_HOURS', 24, 1),
    retrySeconds: integer(env, 'MAIL_RETRY_SECONDS', 30, 1),
  };
}

function list(value: string | undefined): string[] | undefined {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : undefined;
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
