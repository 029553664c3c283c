import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { netCharge, peptideProblem, peptideProperties } from './properties.ts';
import { DIWV } from './scales.ts';

// Expected values are worked out here from first principles (elemental formulas, hand sums),
// not from the tables the code uses.

/** Residue (amino acid minus water) formulas as [C, H, N, O, S]. */
const RESIDUE_FORMULA: Record<string, [number, number, number, number, number]> = {
  G: [2, 3, 1, 1, 0],
  A: [3, 5, 1, 1, 0],
  S: [3, 5, 1, 2, 0],
  P: [5, 7, 1, 1, 0],
  V: [5, 9, 1, 1, 0],
  T: [4, 7, 1, 2, 0],
  C: [3, 5, 1, 1, 1],
  L: [6, 11, 1, 1, 0],
  I: [6, 11, 1, 1, 0],
  N: [4, 6, 2, 2, 0],
  D: [4, 5, 1, 3, 0],
  Q: [5, 8, 2, 2, 0],
  K: [6, 12, 2, 1, 0],
  E: [5, 7, 1, 3, 0],
  M: [5, 9, 1, 1, 1],
  H: [6, 7, 3, 1, 0],
  F: [9, 9, 1, 1, 0],
  R: [6, 12, 4, 1, 0],
  Y: [9, 9, 1, 2, 0],
  W: [11, 10, 2, 1, 0],
};
const MONOISOTOPIC = [12, 1.00782503, 14.003074, 15.99491462, 31.972071];
const AVERAGE = [12.011, 1.00794, 14.00674, 15.9994, 32.06];

function massFromFormula(sequence: string, atomic: number[]): number {
  const atoms = [0, 2, 0, 1, 0]; // the water of the free termini
  for (const residue of sequence) {
    const formula = RESIDUE_FORMULA[residue] ?? [0, 0, 0, 0, 0];
    formula.forEach((n, i) => {
      atoms[i] = (atoms[i] ?? 0) + n;
    });
  }
  return atoms.reduce((sum, n, i) => sum + n * (atomic[i] ?? 0), 0);
}

/** Henderson-Hasselbalch written out with the EMBOSS pKa values, for the counts given. */
function charge(
  pH: number,
  groups: Partial<Record<'K' | 'R' | 'H' | 'D' | 'E' | 'C' | 'Y', number>>,
) {
  const pos = (pKa: number) => 1 / (1 + 10 ** (pH - pKa));
  const neg = (pKa: number) => -1 / (1 + 10 ** (pKa - pH));
  return (
    pos(8.6) +
    neg(3.6) +
    (groups.K ?? 0) * pos(10.8) +
    (groups.R ?? 0) * pos(12.5) +
    (groups.H ?? 0) * pos(6.5) +
    (groups.D ?? 0) * neg(3.9) +
    (groups.E ?? 0) * neg(4.1) +
    (groups.C ?? 0) * neg(8.5) +
    (groups.Y ?? 0) * neg(10.1)
  );
}

describe('peptideProperties', () => {
  it('measures lysine alone', () => {
    const p = peptideProperties('K');
    expect(p.length).toBe(1);
    expect(p.molecularWeight).toBeCloseTo(massFromFormula('K', AVERAGE), 2); // 146.19
    expect(p.monoisotopicMass).toBeCloseTo(146.105528, 4); // C6H14N2O2
    // Both amines share one proton when the carboxylate is fully charged: pI halfway
    // between 8.6 and 10.8.
    expect(p.isoelectricPoint).toBeCloseTo(9.7, 4);
    expect(p.netChargeAtPH7).toBeCloseTo(charge(7, { K: 1 }), 10); // 0.9757
    expect(p.netChargeAtPH7).toBeCloseTo(0.975737, 5);
    expect(p.gravy).toBe(-3.9);
    expect(p.hydrophobicMoment).toBeCloseTo(1.5, 10);
    expect(p.aliphaticIndex).toBe(0);
    expect(p.instabilityIndex).toBe(0);
    expect(p.aromaticity).toBe(0);
    expect(p.extinctionCoefficient).toEqual({ reduced: 0, oxidised: 0 });
    expect(p.bomanIndex).toBeCloseTo(5.55, 10);
    expect(p.composition.K).toEqual({ count: 1, percent: 100 });
    expect(p.composition.A).toEqual({ count: 0, percent: 0 });
  });

  it('measures GG', () => {
    const p = peptideProperties('gg');
    expect(p.sequence).toBe('GG');
    expect(p.monoisotopicMass).toBeCloseTo(132.053492, 4); // C4H8N2O3
    expect(p.molecularWeight).toBeCloseTo(132.12, 2);
    // Only the two termini: pI is the mean of their pKa values.
    expect(p.isoelectricPoint).toBeCloseTo((8.6 + 3.6) / 2, 6);
    expect(p.netChargeAtPH7).toBeCloseTo(1 / (1 + 10 ** -1.6) - 1 / (1 + 10 ** -3.4), 10);
    // Two equal vectors 100 degrees apart: |h| * 2 cos(50 degrees), over 2 residues.
    expect(p.hydrophobicMoment).toBeCloseTo((0.48 * 2 * Math.cos((50 * Math.PI) / 180)) / 2, 10);
    expect(p.instabilityIndex).toBeCloseTo((10 / 2) * 13.34, 10);
    expect(p.gravy).toBeCloseTo(-0.4, 10);
    expect(p.bomanIndex).toBeCloseTo(-0.94, 10);
    expect(p.classes.find((c) => c.id === 'tiny')).toMatchObject({ count: 2, percent: 100 });
  });

  it('measures all 20 amino acids once', () => {
    const sequence = 'ACDEFGHIKLMNPQRSTVWY';
    const p = peptideProperties(sequence);
    expect(p.monoisotopicMass).toBeCloseTo(massFromFormula(sequence, MONOISOTOPIC), 3);
    expect(p.molecularWeight).toBeCloseTo(massFromFormula(sequence, AVERAGE), 1);
    // Kyte-Doolittle values summed by hand: -9.8.
    expect(p.gravy).toBeCloseTo(-9.8 / 20, 10);
    // 5 % A + 2.9 x 5 % V + 3.9 x (5 % I + 5 % L).
    expect(p.aliphaticIndex).toBeCloseTo(58.5, 10);
    expect(p.aromaticity).toBeCloseTo(3 / 20, 10);
    expect(p.extinctionCoefficient).toEqual({ reduced: 6990, oxidised: 6990 });
    // DIWV of AC CD DE EF FG GH HI IK KL LM MN NP PQ QR RS ST TV VW WY, from the paper's table.
    const pairs = [44.94, 20.26, 1, 1, 1, 1, 44.94, -7.49, -7.49, 1, 1, -1.88, 20.26, 1, 44.94];
    const sum = pairs.reduce((a, b) => a + b, 0) + 4; // ST TV VW WY are 1 each
    expect(p.instabilityIndex).toBeCloseTo((10 / 20) * sum, 10); // 84.74
    const pI = p.isoelectricPoint;
    const groups = { K: 1, R: 1, H: 1, D: 1, E: 1, C: 1, Y: 1 };
    expect(Math.abs(charge(pI, groups))).toBeLessThan(1e-9);
    expect(charge(pI - 0.01, groups)).toBeGreaterThan(0);
    expect(charge(pI + 0.01, groups)).toBeLessThan(0);
    for (const share of Object.values(p.composition))
      expect(share).toEqual({ count: 1, percent: 5 });
    expect(p.classes.map((c) => [c.id, c.count])).toEqual([
      ['tiny', 5],
      ['small', 9],
      ['aliphatic', 4],
      ['aromatic', 4],
      ['nonPolar', 11],
      ['polar', 9],
      ['charged', 5],
      ['basic', 3],
      ['acidic', 2],
    ]);
  });

  it('measures magainin 2', () => {
    const p = peptideProperties('GIGKFLHSAKKFGKAFVGEIMNS');
    // G4 I2 K4 F3 L1 H1 S2 A2 V1 E1 M1 N1.
    expect(p.length).toBe(23);
    expect(p.molecularWeight).toBeCloseTo(2466.9, 0); // published: 2466.9 Da
    expect(p.monoisotopicMass).toBeCloseTo(massFromFormula(p.sequence, MONOISOTOPIC), 3);
    expect(p.gravy).toBeCloseTo(1.9 / 23, 10);
    expect(p.aliphaticIndex).toBeCloseTo(((2 + 2.9 * 1 + 3.9 * 3) / 23) * 100, 10); // 72.17
    // Boman: -(4(0.94) + 2(4.92) + 4(-5.55) + 3(2.98) + 4.92 - 4.66 + 2(-3.40) + 2(1.81) + 4.04
    //          - 6.81 + 2.35 - 6.64) / 23 = 9.64 / 23
    expect(p.bomanIndex).toBeCloseTo(9.64 / 23, 10);
    expect(p.netChargeAtPH7).toBeCloseTo(charge(7, { K: 4, H: 1, E: 1 }), 10); // +3.217
    expect(p.netChargeAtPH7).toBeCloseTo(0.9755 + 4 * 0.99984 + 0.2403 - 0.99874 - 0.9996, 3);
    expect(p.composition.K).toEqual({ count: 4, percent: (4 / 23) * 100 });
    expect(p.extinctionCoefficient).toEqual({ reduced: 0, oxidised: 0 });
  });

  it('counts cystines in the oxidised extinction coefficient', () => {
    const p = peptideProperties('CWCYC');
    expect(p.extinctionCoefficient).toEqual({ reduced: 6990, oxidised: 7115 });
  });

  it('keeps the hydrophobic moment the same when the sequence is read backwards', () => {
    const peptide = fc
      .array(fc.constantFrom(...'ACDEFGHIKLMNPQRSTVWY'), { minLength: 1, maxLength: 40 })
      .map((letters) => letters.join(''));
    fc.assert(
      fc.property(peptide, (sequence) => {
        const forward = peptideProperties(sequence);
        const backward = peptideProperties([...sequence].reverse().join(''));
        expect(backward.hydrophobicMoment).toBeCloseTo(forward.hydrophobicMoment, 9);
        expect(backward.isoelectricPoint).toBeCloseTo(forward.isoelectricPoint, 6);
        expect(Math.abs(netCharge(sequence, forward.isoelectricPoint))).toBeLessThan(1e-6);
      }),
    );
  });

  it('refuses what is not a peptide with a sentence', () => {
    expect(peptideProblem('ACB')).toBe(
      "The sequence has 'B' at position 3; only the 20 standard amino acids are allowed.",
    );
    expect(peptideProblem('  ')).toMatch(/empty/);
    expect(peptideProblem('ac d*')).toBeNull();
    expect(() => peptideProperties('AXA')).toThrow(RangeError);
  });

  it('has a DIWV weight for each of the 400 dipeptides', () => {
    expect(Object.keys(DIWV)).toHaveLength(400);
    expect(DIWV.DG).toBe(1);
    expect(DIWV.RW).toBe(58.28);
    expect(DIWV.YR).toBe(-15.91);
  });
});
