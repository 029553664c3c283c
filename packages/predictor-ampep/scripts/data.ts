// Reading the shared training data (never copied into the repo).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFasta } from '@peptox/sequence';

const here = dirname(fileURLToPath(import.meta.url));
export const packageDir = resolve(here, '..');
export const modelsDir = join(packageDir, 'models');
const repoRoot = resolve(packageDir, '../..');

/** <repo root>/../shared/data, or $PEPTOX_DATA. */
export function dataDir(): string {
  const dir = process.env.PEPTOX_DATA ?? resolve(repoRoot, '../shared/data');
  if (!existsSync(dir)) throw new Error(`Training data not found at ${dir}; set PEPTOX_DATA`);
  return dir;
}

/** The data file's path relative to the data folder, as model cards name it. */
export const dataFile = (relative: string): string => join(dataDir(), relative);

export function readSequences(relative: string): string[] {
  const { records, problems } = parseFasta(readFileSync(dataFile(relative), 'utf8'));
  if (problems.length > 0) {
    throw new Error(`${relative}: ${problems.map((p) => p.message).join(' ')}`);
  }
  return records.map((r) => r.sequence);
}

/** Rows of a CSV file with a header and no quoted fields (the amp-mic files). */
export function readCsv(relative: string): Record<string, string>[] {
  const lines = readFileSync(dataFile(relative), 'utf8')
    .split(/\r?\n/)
    .filter((l) => l !== '');
  const header = (lines[0] ?? '').split(',');
  return lines.slice(1).map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
  });
}

export interface LabelledSet {
  sequences: string[];
  labels: number[];
  counts: Record<string, number>;
}

/**
 * Positives and negatives, each deduplicated; a sequence listed in both classes is dropped from
 * both (its label is unknown), so no sequence can sit in a training and a test fold at once.
 */
export function labelledSet(positives: string[], negatives: string[]): LabelledSet {
  const pos = new Set(positives);
  const neg = new Set(negatives);
  const conflicts = [...pos].filter((s) => neg.has(s));
  for (const s of conflicts) {
    pos.delete(s);
    neg.delete(s);
  }
  return {
    sequences: [...pos, ...neg],
    labels: [...Array(pos.size).fill(1), ...Array(neg.size).fill(0)],
    counts: {
      positivesInFile: positives.length,
      negativesInFile: negatives.length,
      duplicatePositives: positives.length - new Set(positives).size,
      duplicateNegatives: negatives.length - new Set(negatives).size,
      inBothClassesDropped: conflicts.length,
      positives: pos.size,
      negatives: neg.size,
    },
  };
}
