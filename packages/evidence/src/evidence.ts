// A model's evidence file (models/<name>.evidence.json), written by its training run, and what a
// predictor asks of it for each input: is it inside the length window and the similarity domain,
// which measured training record is nearest (and is it the input itself), the interval of a value,
// the calibrated probability of a score and the class at the stated threshold.
import { base64ToBytes, bytesToBase64 } from '@peptox/ml';
import { FingerprintSet, onBits } from '@peptox/molecule';
import type {
  ChanceSimilarity,
  ConformalIntervals,
  DerivedClass,
  OperatingPoint,
  SimilarityMeasure,
} from '@peptox/tool-schema';
import { type Calibration, calibrate } from './calibration.ts';
import { chanceAt } from './chance.ts';
import { intervalAt } from './conformal.ts';
import { isInside } from './domain.ts';
import type { HeadFile, HeadTask } from './head.ts';
import { PeptideIndex } from './peptide-index.ts';
import type { MeasuredNeighbour } from './read-across.ts';

export interface EvidenceFile {
  format: 'peptox-evidence';
  version: 1;
  /** The model file it goes with: models/<model>.json. */
  model: string;
  input: 'peptide' | 'molecule';
  similarity: SimilarityMeasure;
  /** Peptides: the shortest and longest training peptide; outside, the model gives no value. */
  lengthWindow?: [number, number];
  /** Peptides: the similarity random sequences reach by chance, by length (the domain's floor). */
  chance?: ChanceSimilarity;
  /**
   * The training records: how the data names each, and its input (the peptide, or the canonical
   * SMILES); for molecules also their Morgan fingerprints' set bits (uint16 little-endian, base64:
   * a count per record, then every record's bits).
   */
  records: { ids: string[]; inputs: string[]; bitCounts?: string; bits?: string };
  heads: Record<string, HeadFile>;
}

/** What the training run gives to write an evidence file. */
export interface EvidenceRecords {
  ids: readonly string[];
  inputs: readonly string[];
  /** Molecules: packed Morgan fingerprints with the similarity's settings. */
  fingerprints?: readonly Uint8Array[];
}

export function evidenceFile(
  model: string,
  input: EvidenceFile['input'],
  similarity: SimilarityMeasure,
  records: EvidenceRecords,
  heads: Record<string, HeadFile>,
  lengthWindow?: [number, number],
  chance?: ChanceSimilarity,
): EvidenceFile {
  const n = records.ids.length;
  if (records.inputs.length !== n) throw new RangeError('One input per record id is needed.');
  for (const [name, head] of Object.entries(heads)) {
    if (head.measured.length !== n) throw new RangeError(`Head ${name} measures other records.`);
  }
  let packed: { bitCounts: string; bits: string } | undefined;
  if (records.fingerprints) {
    const counts: number[] = [];
    const bits: number[] = [];
    for (const fingerprint of records.fingerprints) {
      const on = onBits(fingerprint);
      counts.push(on.length);
      bits.push(...on);
    }
    packed = {
      bitCounts: bytesToBase64(uint16Bytes(counts)),
      bits: bytesToBase64(uint16Bytes(bits)),
    };
  }
  return {
    format: 'peptox-evidence',
    version: 1,
    model,
    input,
    similarity,
    ...(lengthWindow ? { lengthWindow } : {}),
    ...(chance ? { chance } : {}),
    records: { ids: [...records.ids], inputs: [...records.inputs], ...packed },
    heads,
  };
}

/** An input as the evidence searches it: the peptide, or the canonical SMILES and fingerprint. */
export interface EvidenceQuery {
  text: string;
  fingerprint?: Uint8Array;
}

/** The nearest measured training record of an input. */
export interface Neighbour {
  id: string;
  /** Its peptide or canonical SMILES. */
  input: string;
  similarity: number;
  /** Its measured value on the model's scale, or its class 0/1. */
  measured: number;
  /** The input is this training record (the same peptide, the same canonical SMILES). */
  identical: boolean;
}

type Found = { index: number; similarity: number };

/** How a head's measured records are searched: the nearest, and (molecules) the k nearest. */
interface Search {
  nearest(query: EvidenceQuery): Found | null;
  nearestK?(fingerprint: Uint8Array, k: number, among?: (record: number) => boolean): Found[];
}

/** A model's evidence, read once from its file, answering per input. */
export class ModelEvidence {
  readonly model: string;
  readonly input: EvidenceFile['input'];
  readonly similarity: SimilarityMeasure;
  readonly lengthWindow: [number, number] | undefined;
  readonly chance: ChanceSimilarity | undefined;
  readonly heads: ReadonlyMap<string, HeadEvidence>;

  constructor(file: EvidenceFile) {
    if (file.format !== 'peptox-evidence' || file.version !== 1) {
      throw new Error('Not a version 1 evidence file.');
    }
    this.model = file.model;
    this.input = file.input;
    this.similarity = file.similarity;
    this.lengthWindow = file.lengthWindow;
    this.chance = file.chance;
    const { ids, inputs } = file.records;
    const fingerprints = file.input === 'molecule' ? readFingerprints(file) : undefined;
    // One search per distinct set of measured records (heads measuring the same records share it).
    const searches = new Map<string, Search>();
    const searchOver = (rows: number[]): Search => {
      const key = rows.length === ids.length ? 'all' : rows.join(',');
      let search = searches.get(key);
      if (!search) {
        if (fingerprints) {
          const set = new FingerprintSet(rows.map((r) => fingerprints[r] as Uint8Array));
          // A training molecule is found as itself (its canonical SMILES) first: a stereoisomer
          // or a tautomer can share its fingerprint, and is not the record measured for it.
          const exact = new Map(rows.map((r, j) => [inputs[r] as string, j]));
          search = {
            nearest: (q) => {
              const own = exact.get(q.text);
              if (own !== undefined) return mapped({ index: own, similarity: 1 }, rows);
              return q.fingerprint ? mapped(set.nearest(q.fingerprint), rows) : null;
            },
            nearestK: (fingerprint, k, among) =>
              set
                .nearestK(fingerprint, k, among && ((i) => !among(rows[i] as number)))
                .map((found) => mapped(found, rows) as Found),
          };
        } else {
          const index = new PeptideIndex(rows.map((r) => inputs[r] as string));
          search = { nearest: (q) => mapped(index.nearest(q.text), rows) };
        }
        searches.set(key, search);
      }
      return search;
    };
    this.heads = new Map(
      Object.entries(file.heads).map(([name, head]) => {
        const rows = head.measured.flatMap((v, i) => (v === null ? [] : [i]));
        const lazy = lazySearch(() => searchOver(rows));
        return [name, new HeadEvidence(name, head, ids, inputs, lazy, file.input, file.chance)];
      }),
    );
  }

  static fromJson(text: string): ModelEvidence {
    return new ModelEvidence(JSON.parse(text) as EvidenceFile);
  }

  head(name: string): HeadEvidence {
    const head = this.heads.get(name);
    if (!head) throw new Error(`The evidence of ${this.model} has no head '${name}'.`);
    return head;
  }

  /** Whether a peptide of this length lies in the training lengths (always, without a window). */
  inLengthWindow(length: number): boolean {
    const window = this.lengthWindow;
    return !window || (length >= window[0] && length <= window[1]);
  }
}

const mapped = (found: Found | null, rows: readonly number[]) =>
  found === null ? null : { index: rows[found.index] as number, similarity: found.similarity };

/** The index is built on the first search: a worker that never asks pays nothing. */
function lazySearch(build: () => Search): () => Search {
  let search: Search | undefined;
  return () => {
    search ??= build();
    return search;
  };
}

/** One output's evidence (see head.ts). */
export class HeadEvidence {
  readonly task: HeadTask;
  readonly cutoff: number;
  readonly intervals: ConformalIntervals | undefined;
  readonly calibration: Calibration | undefined;
  readonly threshold: number | undefined;
  readonly curve: readonly OperatingPoint[];
  readonly derived: DerivedClass | undefined;
  readonly precision: number | null;
  readonly recall: number | null;

  constructor(
    readonly name: string,
    private readonly file: HeadFile,
    private readonly ids: readonly string[],
    private readonly inputs: readonly string[],
    private readonly search: () => Search,
    private readonly kind: EvidenceFile['input'],
    private readonly chance?: ChanceSimilarity,
  ) {
    this.task = file.task;
    this.cutoff = file.cutoff;
    this.intervals = file.intervals;
    this.calibration = file.calibration;
    this.threshold = file.threshold?.value;
    this.curve = file.threshold?.curve ?? [];
    this.derived = file.derived;
    this.precision = file.threshold?.precision ?? null;
    this.recall = file.threshold?.recall ?? null;
  }

  /** The training records measured for this output: their inputs and values (model's scale). */
  measuredRecords(): { inputs: string[]; measured: number[] } {
    const rows = this.file.measured.flatMap((v, i) => (v === null ? [] : [i]));
    return {
      inputs: rows.map((r) => this.inputs[r] as string),
      measured: rows.map((r) => this.file.measured[r] as number),
    };
  }

  /** The nearest training record measured for this output; null when none can be searched. */
  nearest(query: EvidenceQuery): Neighbour | null {
    const found = this.search().nearest(query);
    if (!found) return null;
    const input = this.inputs[found.index] as string;
    const same =
      this.kind === 'peptide'
        ? input.toUpperCase() === query.text.toUpperCase()
        : input === query.text;
    return {
      id: this.ids[found.index] as string,
      input,
      similarity: same ? 1 : found.similarity,
      measured: this.file.measured[found.index] as number,
      identical: same,
    };
  }

  /**
   * The k training molecules measured for this output nearest to a fingerprint, most similar
   * first (of equals, the first record), by the fingerprint alone: the neighbours read-across
   * averages, the same at training and at prediction; `among` keeps only some records (by their
   * position in the file), e.g. the part a model was trained on. Molecule evidence only.
   */
  neighbours(
    fingerprint: Uint8Array,
    k: number,
    among?: (record: number) => boolean,
  ): MeasuredNeighbour[] {
    const { nearestK } = this.search();
    if (!nearestK) throw new Error(`Head ${this.name} searches peptides: no k-nearest search.`);
    return nearestK(fingerprint, k, among).map(({ index, similarity }) => ({
      similarity,
      measured: this.file.measured[index] as number,
    }));
  }

  /**
   * Inside the similarity domain: at least the cut-off and, for a peptide of this length, more
   * similar than random sequences of its length are by chance.
   */
  inDomain(similarity: number, length?: number): boolean {
    const floor = this.chance && length !== undefined ? chanceAt(this.chance, length) : 0;
    return isInside(similarity, this.cutoff, floor);
  }

  /** A regression's 90 % interval at this similarity, on the model's scale. */
  interval(prediction: number, similarity: number): [number, number] {
    if (!this.intervals) throw new Error(`Head ${this.name} has no intervals.`);
    return intervalAt(this.intervals, prediction, similarity);
  }

  /** A classifier's calibrated probability of its raw score (the regression's value if derived). */
  probability(score: number): number {
    if (!this.calibration) throw new Error(`Head ${this.name} has no calibration.`);
    return calibrate(this.calibration, score);
  }

  /** The class of a raw score: 1 at or above the threshold (for a derived class, by the value). */
  classOf(score: number): 0 | 1 {
    if (this.derived) return score >= this.derived.atOrAbove ? 1 : 0;
    if (this.threshold === undefined) throw new Error(`Head ${this.name} has no threshold.`);
    return this.probability(score) >= this.threshold ? 1 : 0;
  }
}

function readFingerprints(file: EvidenceFile): Uint8Array[] {
  const { similarity, records } = file;
  if (similarity.measure !== 'tanimoto' || !records.bitCounts || !records.bits) {
    throw new Error('A molecule evidence file needs Morgan fingerprints.');
  }
  const counts = readUint16(records.bitCounts);
  const bits = readUint16(records.bits);
  if (counts.length !== records.ids.length) {
    throw new Error('The evidence file lists different numbers of records and fingerprints.');
  }
  const bytes = similarity.fingerprint.nBits / 8;
  let next = 0;
  return Array.from(counts, (count) => {
    const fingerprint = new Uint8Array(bytes);
    for (let k = 0; k < count; k++) {
      const bit = bits[next++] as number;
      fingerprint[bit >> 3] = (fingerprint[bit >> 3] as number) | (1 << (bit & 7));
    }
    return fingerprint;
  });
}

function uint16Bytes(values: readonly number[]): Uint8Array {
  const bytes = new Uint8Array(values.length * 2);
  values.forEach((v, i) => {
    if (!Number.isInteger(v) || v < 0 || v > 0xffff) throw new RangeError(`${v} is not a uint16`);
    bytes[2 * i] = v & 0xff;
    bytes[2 * i + 1] = v >> 8;
  });
  return bytes;
}

function readUint16(base64: string): Uint16Array {
  const bytes = base64ToBytes(base64);
  const values = new Uint16Array(bytes.length >> 1);
  for (let i = 0; i < values.length; i++) {
    values[i] = (bytes[2 * i] as number) | ((bytes[2 * i + 1] as number) << 8);
  }
  return values;
}
