// Reading the shared training data (../shared/data beside the repository, never copied into it).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFasta } from '@peptox/sequence';
import { parseCsv } from '@peptox/tool-schema';
import { recordName } from './sources.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** <repo root>/../shared/data, or $PEPTOX_DATA. */
export function dataDir(): string {
  const dir = process.env.PEPTOX_DATA ?? resolve(repoRoot, '../shared/data');
  if (!existsSync(dir)) throw new Error(`Training data not found at ${dir}; set PEPTOX_DATA`);
  return dir;
}

/** A data file's path from its name relative to the data folder (as model cards name it). */
export const dataFile = (relative: string): string => join(dataDir(), relative);

export interface FastaEntry {
  /** The header up to the first whitespace. */
  id: string;
  sequence: string;
}

/** A FASTA file of the data folder; any problem with it is an error naming the file. */
export function readFasta(relative: string): FastaEntry[] {
  const { records, problems } = parseFasta(readFileSync(dataFile(relative), 'utf8'));
  if (problems.length > 0) {
    throw new Error(`${relative}: ${problems.map((p) => p.message).join(' ')}`);
  }
  return records.map(({ id, sequence }) => ({ id, sequence }));
}

/** A FASTA file whose headers end in '|<class>' ('>Seq_2|1'): each record with its class. */
export function readClassedFasta(relative: string): (FastaEntry & { label: number })[] {
  return readFasta(relative).map(({ id, sequence }) => {
    const label = Number(id.slice(id.lastIndexOf('|') + 1));
    if (!id.includes('|') || !Number.isInteger(label)) {
      throw new Error(`${relative}: record '${id}' has no class after a '|'`);
    }
    return { id, sequence, label };
  });
}

/** CSV text with a header line as rows keyed by the header's names (missing cells: ''). */
export function csvRecords(text: string): Record<string, string>[] {
  const [header = [], ...rows] = parseCsv(text);
  return rows.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ''])));
}

/** A CSV file of the data folder, as csvRecords reads it. */
export const readCsv = (relative: string): Record<string, string>[] =>
  csvRecords(readFileSync(dataFile(relative), 'utf8'));

export interface LabelledSet {
  /** Positives first, then negatives, each in first-seen order. */
  items: string[];
  labels: number[];
  counts: Record<string, number>;
}

/**
 * Positives and negatives (sequences, canonical SMILES ...), each deduplicated; an item listed in
 * both classes is dropped from both (its label is unknown), so no item can sit in a training and
 * a test fold at once.
 */
export function labelledSet(
  positives: readonly string[],
  negatives: readonly string[],
): LabelledSet {
  const pos = new Set(positives);
  const neg = new Set(negatives);
  const conflicts = [...pos].filter((s) => neg.has(s));
  for (const s of conflicts) {
    pos.delete(s);
    neg.delete(s);
  }
  return {
    items: [...pos, ...neg],
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

/** Two FASTA files of the data folder, positives and negatives, as a labelledSet of sequences. */
export function labelledFastaSet(positivesFile: string, negativesFile: string): LabelledSet {
  const sequences = (file: string) => readFasta(file).map((r) => r.sequence);
  return labelledSet(sequences(positivesFile), sequences(negativesFile));
}

/**
 * One row per distinct key (a sequence, a canonical SMILES) with the mean of its numeric values:
 * repeated measurements become one row, so none can sit on both sides of a split. Rows with an
 * empty key or a value that is not a number are left out.
 */
export function averageByKey(
  rows: readonly Record<string, string>[],
  keyColumn: string,
  valueColumn: string,
  normalise: (key: string) => string = (key) => key.trim(),
): { keys: string[]; values: number[]; counts: Record<string, number> } {
  const byKey = new Map<string, number[]>();
  for (const row of rows) {
    const key = normalise(row[keyColumn] ?? '');
    const value = Number(row[valueColumn]);
    if (!key || row[valueColumn]?.trim() === '' || !Number.isFinite(value)) continue;
    const values = byKey.get(key);
    if (values) values.push(value);
    else byKey.set(key, [value]);
  }
  const keys = [...byKey.keys()];
  const values = keys.map((k) => {
    const v = byKey.get(k) as number[];
    return v.reduce((a, b) => a + b, 0) / v.length;
  });
  return { keys, values, counts: { rowsInFile: rows.length, distinct: keys.length } };
}

/** One source of a combined set: a name (for the card) and its labelled items. */
export interface LabelledSource {
  name: string;
  items: readonly { item: string; label: number }[];
}

export interface CombinedSet {
  /** Each distinct item once, in first-seen order over the sources. */
  items: string[];
  labels: number[];
  /** The names of the sources that list each item (same order as items). */
  sources: string[][];
  counts: Record<string, number>;
}

/**
 * Several labelled sets as one (sets that share items: an AMP of one set can be a negative of
 * another): each distinct item is one row, with the sources listing it; an item labelled both ways
 * (within a source or across sources) is dropped, since its label is unknown. Counts for the card:
 * per source its positives and negatives, then the distinct items, those in several sources, the
 * conflicts dropped, and the positives and negatives kept.
 */
export function combineLabelled(sources: readonly LabelledSource[]): CombinedSet {
  const label = new Map<string, number>();
  const conflicting = new Set<string>();
  const listedIn = new Map<string, string[]>();
  const counts: Record<string, number> = {};
  for (const { name, items } of sources) {
    counts[`${name}Positives`] = items.filter((r) => r.label === 1).length;
    counts[`${name}Negatives`] = items.filter((r) => r.label === 0).length;
    for (const { item, label: y } of items) {
      if (label.has(item) && label.get(item) !== y) conflicting.add(item);
      label.set(item, y);
      const names = listedIn.get(item) ?? [];
      if (!names.includes(name)) names.push(name);
      listedIn.set(item, names);
    }
  }
  const items = [...label.keys()].filter((s) => !conflicting.has(s));
  const labels = items.map((s) => label.get(s) as number);
  const sourcesOf = items.map((s) => listedIn.get(s) as string[]);
  return {
    items,
    labels,
    sources: sourcesOf,
    counts: {
      ...counts,
      distinct: label.size,
      inSeveralSources: sourcesOf.filter((names) => names.length > 1).length,
      conflictingLabelsDropped: conflicting.size,
      positives: labels.filter((v) => v === 1).length,
      negatives: labels.filter((v) => v === 0).length,
    },
  };
}

/** Where a training record comes from, for naming it in results. */
export type RecordSource =
  | { fasta: string }
  | { csv: string; sequenceColumn: string; idColumn?: string };

/**
 * How results name each sequence (upper case) of the shared data: its source and its place there
 * (see sources.ts), by the first source that lists it.
 */
export function sequenceNames(sources: readonly RecordSource[]): Map<string, string> {
  const names = new Map<string, string>();
  const name = (sequence: string, label: string) => {
    const key = sequence.trim().toUpperCase();
    if (key && !names.has(key)) names.set(key, label);
  };
  for (const source of sources) {
    if ('fasta' in source) {
      readFasta(source.fasta).forEach(({ id, sequence }, i) => {
        const bar = id.lastIndexOf('|');
        const label = bar > 0 ? Number(id.slice(bar + 1)) : Number.NaN;
        const place = Number.isInteger(label) ? { position: i + 1, label } : { position: i + 1 };
        name(sequence, recordName(source.fasta, place));
      });
    } else {
      readCsv(source.csv).forEach((row, i) => {
        const id = source.idColumn ? row[source.idColumn]?.trim() : '';
        name(
          row[source.sequenceColumn] ?? '',
          recordName(source.csv, id ? { id } : { row: i + 1 }),
        );
      });
    }
  }
  return names;
}
