import { describe, expect, it } from 'vitest';
import { isStandardPeptide } from './amino-acids.ts';
import { concatBlocks } from './block.ts';
import {
  AMINO_ACID_COMPOSITION,
  BASELINE_COMPOSITION,
  DIPEPTIDE_COMPOSITION,
} from './composition.ts';
import { CTD_COMPOSITION, CTD_DISTRIBUTION, CTD_TRANSITION } from './ctd.ts';
import { GLOBAL_DESCRIPTORS, SCALE_MEANS } from './physicochemical.ts';
import { PEPTIDE_PROFILE } from './profile.ts';
import { REDUCED_ALPHABET_COUNTS } from './reduced-alphabet.ts';

const distribution = (s: string) => {
  const out = new Float32Array(105);
  CTD_DISTRIBUTION.compute(s, out);
  return Array.from(out);
};
/** The five values of property p (1-7), group g (1-3). */
const part = (v: number[], p: number, g: number) =>
  v.slice((p - 1) * 15 + (g - 1) * 5, (p - 1) * 15 + g * 5);
const f32 = (values: number[]) => Array.from(Float32Array.from(values));

describe('CTD distribution (protr rule), worked by hand', () => {
  it("'ACDK' (n = 4): all 105 values", () => {
    // Each group lists its residues' 1-based positions q_1..q_k; the values are 100·q/n for
    // q_1, q_max(1,floor(k/4)), q_max(1,floor(k/2)), q_max(1,floor(3k/4)), q_k.
    const v = distribution('ACDK');
    const expected = [
      // 1 hydrophobicity: RKEDQN = D3 K4 (k=2: q1 q1 q1 q1 q2) | GASTPHY = A1 | CLVIMFW = C2
      [75, 75, 75, 75, 100],
      [25, 25, 25, 25, 25],
      [50, 50, 50, 50, 50],
      // 2 vdW volume: GASTPDC = A1 C2 D3 (k=3: q1 q1 q1 q2 q3) | NVEQIL none -> 0 | MHKFRYW = K4
      [25, 25, 25, 50, 75],
      [0, 0, 0, 0, 0],
      [100, 100, 100, 100, 100],
      // 3 polarity: LIFWCMVY = C2 | PGAST = A1 | HQRKNED = D3 K4
      [50, 50, 50, 50, 50],
      [25, 25, 25, 25, 25],
      [75, 75, 75, 75, 100],
      // 4 polarisability: GASDT = A1 D3 | CPNVEQIL = C2 | KMHFRYW = K4
      [25, 25, 25, 25, 75],
      [50, 50, 50, 50, 50],
      [100, 100, 100, 100, 100],
      // 5 charge: KR = K4 | neutral = A1 C2 | DE = D3
      [100, 100, 100, 100, 100],
      [25, 25, 25, 25, 50],
      [75, 75, 75, 75, 75],
      // 6 secondary structure: EALMQKRH = A1 K4 | VIYCWTF = C2 | GNPSD = D3
      [25, 25, 25, 25, 100],
      [50, 50, 50, 50, 50],
      [75, 75, 75, 75, 75],
      // 7 solvent accessibility: ALFCGIVW = A1 C2 | RKQEND = D3 K4 | MPSTHY none -> 0
      [25, 25, 25, 25, 50],
      [75, 75, 75, 75, 100],
      [0, 0, 0, 0, 0],
    ].flat();
    expect(v).toEqual(expected);
  });

  it("'GLFDIVKKVV' (n = 10): hydrophobicity groups", () => {
    const v = distribution('GLFDIVKKVV');
    // CLVIMFW at L2 F3 I5 V6 V9 V10 (k=6): q1=2, q_floor(1.5)=q1=2, q3=5, q_floor(4.5)=q4=6, q6=10
    expect(part(v, 1, 3)).toEqual([20, 20, 50, 60, 100]);
    // RKEDQN at D4 K7 K8 (k=3): q1=4, q_max(1,0)=q1=4, q_floor(1.5)=q1=4, q_floor(2.25)=q2=7, q3=8
    // (PyBioMed would give q3 = 80 for the 25 % value here; protr takes the first residue.)
    expect(part(v, 1, 1)).toEqual([40, 40, 40, 70, 80]);
    // GASTPHY at G1 only
    expect(part(v, 1, 2)).toEqual([10, 10, 10, 10, 10]);
    // charge: KR at K7 K8 (k=2) -> 70 70 70 70 80; DE at D4
    expect(part(v, 5, 1)).toEqual([70, 70, 70, 70, 80]);
    expect(part(v, 5, 3)).toEqual([40, 40, 40, 40, 40]);
  });

  it('rounds to float32 in a Float32Array (1/3 of a length)', () => {
    const v = distribution('KAA'); // charge group 1 = K1 -> 100/3
    expect(part(v, 5, 1)).toEqual(f32([100 / 3, 100 / 3, 100 / 3, 100 / 3, 100 / 3]));
  });

  it("is named like protr's output", () => {
    expect(CTD_DISTRIBUTION.names[0]).toBe('prop1.G1.residue0');
    expect(CTD_DISTRIBUTION.names[104]).toBe('prop7.G3.residue100');
  });
});

describe('CTD composition and transition', () => {
  it("'ACDK' hydrophobicity: groups A=2 C=3 D=1 K=1", () => {
    const out = new Float32Array(42);
    CTD_COMPOSITION.compute('ACDK', out);
    CTD_TRANSITION.compute('ACDK', out, 21);
    // composition: group 1 {D, K} 2/4, group 2 {A} 1/4, group 3 {C} 1/4
    expect(Array.from(out.slice(0, 3))).toEqual([0.5, 0.25, 0.25]);
    // pairs A-C (2-3), C-D (3-1), D-K (1-1): Tr12 0, Tr13 1/3, Tr23 1/3
    expect(Array.from(out.slice(21, 24))).toEqual(f32([0, 1 / 3, 1 / 3]));
  });
});

describe('reduced-alphabet counts (Deep-AmPEP30 alphabets)', () => {
  const counts = (s: string) => {
    const out = new Float32Array(86);
    REDUCED_ALPHABET_COUNTS.compute(s, out);
    return Array.from(out);
  };

  it("'ACDK': one residue in each cluster that holds A, C, D or K", () => {
    const z = (k: number) => Array(k).fill(0);
    expect(counts('ACDK')).toEqual([
      // type 8/17: AT C DE F G H IV K L M N P Q R S V W
      1,
      1,
      1,
      0,
      0,
      0,
      0,
      1,
      ...z(9),
      // type 3A/19: FA P G S T D E Q N K R H W Y M L I V C
      1,
      0,
      0,
      0,
      0,
      1,
      0,
      0,
      0,
      1,
      ...z(8),
      1,
      // type 12/18: TVLI M F W Y C A H G N Q P R K S T D E
      0,
      0,
      0,
      0,
      0,
      1,
      1,
      0,
      0,
      0,
      0,
      0,
      0,
      1,
      0,
      0,
      1,
      0,
      // type 7/15: C K R W Y A FILV M D E Q H TP GS N
      1,
      1,
      0,
      0,
      0,
      1,
      0,
      0,
      1,
      ...z(6),
      // type 12/17: TVLI M F W Y C A H G N Q P R K S T DE
      0,
      0,
      0,
      0,
      0,
      1,
      1,
      0,
      0,
      0,
      0,
      0,
      0,
      1,
      0,
      0,
      1,
    ]);
  });

  it('counts a letter in every cluster of an alphabet that lists it (as published)', () => {
    const v = counts('VVT');
    const at = (name: string) => v[REDUCED_ALPHABET_COUNTS.names.indexOf(name)];
    expect(at('type8.cluster17.IV')).toBe(2);
    expect(at('type8.cluster17.V')).toBe(2);
    expect(at('type8.cluster17.AT')).toBe(1);
    expect(at('type12.cluster18.TVLI')).toBe(3);
    expect(at('type12.cluster18.T')).toBe(1);
  });
});

describe('CTD transition of a single residue', () => {
  it('has no neighbour pairs, so every transition is 0', () => {
    const out = new Float32Array(21).fill(9);
    CTD_TRANSITION.compute('K', out);
    expect(Array.from(out)).toEqual(Array(21).fill(0));
  });
});

/** A block's values by name, for one sequence. */
const valuesOf = (block: typeof GLOBAL_DESCRIPTORS, sequence: string) => {
  const out = new Float32Array(block.size);
  block.compute(sequence, out);
  return (name: string) => {
    const i = block.names.indexOf(name);
    if (i < 0) throw new Error(`no feature ${name}`);
    return out[i] as number;
  };
};

describe('amino-acid and dipeptide composition', () => {
  it("'AAC': A 2/3, C 1/3, the rest 0", () => {
    const at = valuesOf(AMINO_ACID_COMPOSITION, 'AAC');
    expect(at('aac.A')).toBe(f32([2 / 3])[0]);
    expect(at('aac.C')).toBe(f32([1 / 3])[0]);
    expect(AMINO_ACID_COMPOSITION.names.filter((n) => at(n) !== 0)).toEqual(['aac.A', 'aac.C']);
  });

  it("'ACAC': pairs AC, CA, AC -> AC 2/3, CA 1/3", () => {
    const at = valuesOf(DIPEPTIDE_COMPOSITION, 'ACAC');
    expect(DIPEPTIDE_COMPOSITION.size).toBe(400);
    expect(at('dpc.AC')).toBe(f32([2 / 3])[0]);
    expect(at('dpc.CA')).toBe(f32([1 / 3])[0]);
    expect(at('dpc.AA')).toBe(0);
    expect(DIPEPTIDE_COMPOSITION.names[20]).toBe('dpc.CA'); // first residue major
  });

  it('a single residue has no dipeptides', () => {
    const out = new Float32Array(400).fill(1);
    DIPEPTIDE_COMPOSITION.compute('W', out);
    expect(out.every((v) => v === 0)).toBe(true);
  });

  it("the baseline's features: the 20 residue shares, then the 400 pair shares", () => {
    const at = valuesOf(BASELINE_COMPOSITION, 'ACAC');
    expect(BASELINE_COMPOSITION.size).toBe(420);
    expect(at('aac.A')).toBe(0.5);
    expect(at('dpc.AC')).toBe(f32([2 / 3])[0]);
    expect(BASELINE_COMPOSITION.names[20]).toBe('dpc.AA');
  });
});

describe('global descriptors and residue-scale means', () => {
  it("'KKLL', worked by hand", () => {
    const at = valuesOf(GLOBAL_DESCRIPTORS, 'KKLL');
    expect(at('length')).toBe(4);
    expect(at('log_length')).toBeCloseTo(Math.log(4), 6);
    expect(at('net_charge')).toBe(2);
    expect(at('charge_density')).toBe(0.5);
    // Eisenberg: K -1.50, L 1.06 -> (2·-1.5 + 2·1.06) / 4 = -0.22
    expect(at('mean_hydrophobicity')).toBeCloseTo(-0.22, 6);
    // |Σ h_i·e^(i·100°)| / 4 with h = -1.5, -1.5, 1.06, 1.06 at 0°, 100°, 200°, 300°:
    // sin part -2.75776, cos part -1.70560 -> sqrt(10.5143) / 4 = 0.81064
    expect(at('hydrophobic_moment')).toBeCloseTo(0.81064, 4);
    // Shorter than the 11-residue window: the window is the whole peptide.
    expect(at('max_window_moment')).toBeCloseTo(0.81064, 4);
    expect(at('hydrophobic_share')).toBe(0.5);
    expect(at('cationic_count')).toBe(2);
    expect(at('aromatic_count')).toBe(0);
    // 18.01524 (water) + 2 · 128.1741 (K) + 2 · 113.1594 (L)
    expect(at('molecular_weight')).toBeCloseTo(500.68224, 2);
  });

  it('18 residues of one kind turn five full times: no moment', () => {
    expect(valuesOf(GLOBAL_DESCRIPTORS, 'L'.repeat(18))('hydrophobic_moment')).toBeCloseTo(0, 5);
  });

  it('the window moment is the largest moment of any 11-residue stretch', () => {
    const sequence = 'GIGKFLHSAKKFGKAFVGEIMNSKWKLFKK';
    let largest = 0;
    for (let i = 0; i + 11 <= sequence.length; i++) {
      const window = valuesOf(GLOBAL_DESCRIPTORS, sequence.slice(i, i + 11));
      largest = Math.max(largest, window('hydrophobic_moment'));
    }
    expect(valuesOf(GLOBAL_DESCRIPTORS, sequence)('max_window_moment')).toBeCloseTo(largest, 5);
    expect(largest).toBeGreaterThan(0.2);
  });

  it("'KKLL' scale means: whole peptide and halves", () => {
    const at = valuesOf(SCALE_MEANS, 'KKLL');
    // Kyte-Doolittle K -3.9, L 3.8: whole (2·-3.9 + 2·3.8) / 4 = -0.05; N half KK; C half LL
    expect(at('kyte_doolittle.mean')).toBeCloseTo(-0.05, 6);
    expect(at('kyte_doolittle.n_half')).toBeCloseTo(-3.9, 6);
    expect(at('kyte_doolittle.c_half')).toBeCloseTo(3.8, 6);
    expect(at('charge.n_half')).toBe(1);
    expect(at('charge.c_half')).toBe(0);
    // Hopp-Woods K 3, L -1.8
    expect(at('hopp_woods.mean')).toBeCloseTo(0.6, 6);
  });

  it('puts the middle residue of an odd length in the N-terminal half', () => {
    const at = valuesOf(SCALE_MEANS, 'KAD'); // halves KA | D
    expect(at('charge.n_half')).toBe(0.5);
    expect(at('charge.c_half')).toBe(-1);
    expect(at('charge.mean')).toBe(0);
  });
});

describe('concatBlocks', () => {
  it('writes each block after the previous one, at the offset given', () => {
    const both = concatBlocks(AMINO_ACID_COMPOSITION, CTD_COMPOSITION);
    expect(both.size).toBe(41);
    expect(both.names[20]).toBe('prop1.G1.composition');
    const out = new Float32Array(43);
    both.compute('KD', out, 2);
    expect(out[0]).toBe(0);
    expect(out[2 + 2]).toBe(0.5); // aac.D
    expect(out[2 + 8]).toBe(0.5); // aac.K
    expect(out[2 + 20]).toBe(1); // hydrophobicity group 1 (RKEDQN) holds K and D
  });
});

describe('terminal composition and the peptide profile', () => {
  it("'KLAAAAAAW': N-terminal KLAAA, C-terminal AAAAW (read from the end)", () => {
    const out = new Float32Array(PEPTIDE_PROFILE.size);
    PEPTIDE_PROFILE.compute('KLAAAAAAW', out);
    const at = (name: string) => out[PEPTIDE_PROFILE.names.indexOf(name)];
    expect(at('nterm.K')).toBe(f32([0.2])[0]);
    expect(at('nterm.A')).toBe(f32([0.6])[0]);
    expect(at('cterm.W')).toBe(f32([0.2])[0]);
    expect(at('cterm.A')).toBe(f32([0.8])[0]);
    expect(at('cterm.K')).toBe(0);
  });

  it('a peptide shorter than five residues: both ends are the whole peptide', () => {
    const out = new Float32Array(PEPTIDE_PROFILE.size);
    PEPTIDE_PROFILE.compute('KW', out);
    const at = (name: string) => out[PEPTIDE_PROFILE.names.indexOf(name)];
    expect([at('nterm.K'), at('nterm.W'), at('cterm.K'), at('cterm.W')]).toEqual([
      0.5, 0.5, 0.5, 0.5,
    ]);
  });

  it('has 639 uniquely named values', () => {
    expect(PEPTIDE_PROFILE.size).toBe(639);
    expect(new Set(PEPTIDE_PROFILE.names).size).toBe(639);
  });
});

describe('isStandardPeptide', () => {
  it('accepts the 20 amino acids only', () => {
    expect(isStandardPeptide('ACDEFGHIKLMNPQRSTVWY')).toBe(true);
    expect(isStandardPeptide('ACDX')).toBe(false);
    expect(isStandardPeptide('acd')).toBe(false);
    expect(isStandardPeptide('')).toBe(false);
  });
});
