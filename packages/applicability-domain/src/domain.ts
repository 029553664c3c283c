import { base64ToBytes, bytesToBase64 } from '@peptox/ml';
import { FingerprintSet, type MorganOptions, onBits } from '@peptox/molecule';
import type { DomainMeasurement } from './measure.ts';

/** A training molecule as the domain keeps it. */
export interface DomainMolecule {
  /** How the training data names it (an id, or the file and row). */
  name: string;
  /** Its canonical SMILES. */
  smiles: string;
  /** Its Morgan fingerprint, packed as `Molecule.morganFingerprint` gives it. */
  fingerprint: Uint8Array;
}

/** Where a molecule stands against the training set. */
export interface DomainPlace {
  /** Highest Tanimoto similarity to a training molecule (1: the same fingerprint). */
  similarity: number;
  /** That training molecule. */
  nearest: { name: string; smiles: string };
  /** similarity >= the domain's threshold. */
  inDomain: boolean;
}

/** The domain file (`models/<name>.domain.json`), as a training run writes it. */
export interface DomainFile {
  format: 'peptox-applicability-domain';
  version: 1;
  fingerprint: Required<MorganOptions>;
  threshold: number;
  /** What the training run measured (see measureDomain). */
  measurement?: DomainMeasurement;
  molecules: {
    names: string[];
    smiles: string[];
    /** Set bits per molecule, then every molecule's set bit indexes: uint16 little-endian, base64. */
    bitCounts: string;
    bits: string;
  };
}

/**
 * A model's applicability domain: its training molecules' fingerprints and the similarity below
 * which a molecule is outside (measured by the training run: see measureDomain). Build one with
 * the training molecules, or read a domain file; `locate` a new molecule by its fingerprint
 * (computed with `fingerprint`'s settings).
 */
export class ApplicabilityDomain {
  readonly fingerprint: Required<MorganOptions>;
  readonly threshold: number;
  readonly measurement: DomainMeasurement | undefined;
  private readonly molecules: readonly Omit<DomainMolecule, 'fingerprint'>[];
  private readonly fingerprints: readonly Uint8Array[];
  private readonly set: FingerprintSet;

  constructor(
    molecules: readonly DomainMolecule[],
    options: {
      fingerprint: Required<MorganOptions>;
      threshold: number;
      measurement?: DomainMeasurement;
    },
  ) {
    if (molecules.length === 0) throw new RangeError('A domain needs training molecules.');
    if (!(options.threshold >= 0 && options.threshold <= 1)) {
      throw new RangeError(`A similarity threshold lies in 0-1, not ${options.threshold}.`);
    }
    this.fingerprint = options.fingerprint;
    this.threshold = options.threshold;
    this.measurement = options.measurement;
    this.molecules = molecules.map(({ name, smiles }) => ({ name, smiles }));
    this.fingerprints = molecules.map((m) => m.fingerprint);
    this.set = new FingerprintSet(this.fingerprints);
    if (this.fingerprints[0]?.length !== options.fingerprint.nBits / 8) {
      throw new RangeError(
        `The fingerprints have ${(this.fingerprints[0]?.length ?? 0) * 8} bits, not the ${options.fingerprint.nBits} the domain says.`,
      );
    }
  }

  get size(): number {
    return this.molecules.length;
  }

  /** The nearest training molecule and whether the molecule is inside the domain. */
  locate(fingerprint: Uint8Array): DomainPlace {
    const nearest = this.set.nearest(fingerprint);
    if (nearest === null) throw new Error('The domain has no molecules.');
    const molecule = this.molecules[nearest.index] as { name: string; smiles: string };
    return {
      similarity: nearest.similarity,
      nearest: molecule,
      inDomain: nearest.similarity >= this.threshold,
    };
  }

  toFile(): DomainFile {
    const counts: number[] = [];
    const bits: number[] = [];
    for (const fingerprint of this.fingerprints) {
      const on = onBits(fingerprint);
      counts.push(on.length);
      bits.push(...on);
    }
    return {
      format: 'peptox-applicability-domain',
      version: 1,
      fingerprint: this.fingerprint,
      threshold: this.threshold,
      ...(this.measurement ? { measurement: this.measurement } : {}),
      molecules: {
        names: this.molecules.map((m) => m.name),
        smiles: this.molecules.map((m) => m.smiles),
        bitCounts: bytesToBase64(uint16Bytes(counts)),
        bits: bytesToBase64(uint16Bytes(bits)),
      },
    };
  }

  static fromFile(file: DomainFile): ApplicabilityDomain {
    if (file.format !== 'peptox-applicability-domain' || file.version !== 1) {
      throw new Error('Not a version 1 applicability-domain file.');
    }
    const { names, smiles } = file.molecules;
    const counts = readUint16(file.molecules.bitCounts);
    const bits = readUint16(file.molecules.bits);
    if (counts.length !== names.length || smiles.length !== names.length) {
      throw new Error('The domain file lists different numbers of names, SMILES and fingerprints.');
    }
    const bytes = file.fingerprint.nBits / 8;
    let next = 0;
    const molecules = names.map((name, i) => {
      const fingerprint = new Uint8Array(bytes);
      for (let k = 0; k < (counts[i] as number); k++) {
        const bit = bits[next++] as number;
        fingerprint[bit >> 3] = (fingerprint[bit >> 3] as number) | (1 << (bit & 7));
      }
      return { name, smiles: smiles[i] as string, fingerprint };
    });
    if (next !== bits.length) throw new Error('The domain file has more bits than its counts say.');
    return new ApplicabilityDomain(molecules, file);
  }
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

/**
 * Each query's highest Tanimoto similarity to the reference fingerprints: for measureDomain, the
 * validation molecules against the training part of the split.
 */
export function nearestSimilarities(
  queries: readonly Uint8Array[],
  reference: readonly Uint8Array[],
): number[] {
  const set = new FingerprintSet(reference);
  return queries.map((q) => set.nearest(q)?.similarity ?? 0);
}
