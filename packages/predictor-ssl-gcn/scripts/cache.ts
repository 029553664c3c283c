// What the ensemble command computes once and keeps for the session under .cache/ (gitignored):
// each molecule's tree features, and the random split's network scores (that network is trained
// again for them, as the training command trains it; only the scaffold split's network is
// committed). Each file is keyed by what it was computed from, so a stale one is recomputed.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const cacheDir = fileURLToPath(new URL('../.cache', import.meta.url));

export const cacheKey = (...parts: unknown[]): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 16);

/** The cached value of `name` when its key matches, else `compute()`'s, stored. */
export async function cached<T>(name: string, key: string, compute: () => Promise<T>): Promise<T> {
  const file = join(cacheDir, `${name}.json`);
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { key: string; value: T };
    if (stored.key === key) return stored.value;
  }
  const value = await compute();
  storeCached(name, key, value);
  return value;
}

/** Stores `value` as `name` under `key` (what cached() would compute). */
export function storeCached<T>(name: string, key: string, value: T): void {
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(join(cacheDir, `${name}.json`), JSON.stringify({ key, value }));
}

/** A float32 matrix kept as a binary file beside a key file (tens of MB as JSON would be slow). */
export async function cachedMatrix(
  name: string,
  key: string,
  compute: () => Promise<Float32Array>,
): Promise<Float32Array> {
  const data = join(cacheDir, `${name}.f32`);
  const keyFile = join(cacheDir, `${name}.key`);
  if (existsSync(data) && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) {
    const bytes = readFileSync(data);
    return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  }
  const value = await compute();
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(data, value);
  writeFileSync(keyFile, key);
  return value;
}
