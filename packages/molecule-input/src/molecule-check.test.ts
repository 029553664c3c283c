import { describe, expect, it } from 'vitest';
import {
  checkMoleculeText,
  describeMolecules,
  moleculeNotes,
  recordsToRead,
  withReading,
} from './molecule-check.ts';

const limits = { maxMolecules: 3, maxSmilesLength: 20, maxTextBytes: 1000 };

describe('checkMoleculeText', () => {
  it('says nothing about an empty box', () => {
    const check = checkMoleculeText(' \n ', limits);
    expect(check.empty).toBe(true);
    expect(check.warning).toBeNull();
  });

  it('counts the molecules, names the unnamed by position, and has no warning when all can go', () => {
    const check = checkMoleculeText('CCO ethanol\nc1ccccc1\n', limits);
    expect(check.count).toBe(2);
    expect(check.records.map((r) => r.id)).toEqual(['ethanol', 'mol_2']);
    expect(check.problems).toEqual([]);
    expect(check.warning).toBeNull();
    expect(describeMolecules(check)).toBe('2 molecules');
  });

  it('stops the job for a problem of the whole input, naming the lines, and makes it the warning', () => {
    const check = checkMoleculeText('CCO x\nCCN x\n', limits);
    expect(check.problems.map((p) => p.message)).toEqual([
      "Molecule name 'x' on line 2 is already used on line 1; names must be unique.",
    ]);
    expect(check.warning).toBe(check.problems[0]?.message);
    // The later molecule of the name is left out, and counted.
    expect(describeMolecules(check)).toBe('1 molecule of 2, 1 problem to fix');
  });

  it('over the limit, says how many were found and how many can go', () => {
    const check = checkMoleculeText('C\nCC\nCCC\nCCCC\n', limits);
    expect(check.count).toBe(3);
    expect(check.total).toBe(4);
    expect(describeMolecules(check)).toBe('3 molecules of 4, 1 problem to fix');
    expect(check.warning).toBe('The input holds 4 molecules; at most 3 are allowed at a time.');
  });

  it('refuses text over the size limit before reading it', () => {
    const check = checkMoleculeText(`${'C'.repeat(1001)}\n`, limits);
    expect(check.problems.map((p) => p.message)).toEqual([
      'The input is 1002 bytes; at most 1000 bytes can be submitted.',
    ]);
    expect(check.count).toBe(0);
  });

  it('keeps a molecule whose line cannot be a SMILES, notes it, and does not give it to RDKit', () => {
    const check = checkMoleculeText(`CCO ethanol\n${'C'.repeat(21)} long_one\n`, limits);
    expect(check.problems).toEqual([]);
    expect(check.count).toBe(2);
    expect(check.unreadable.map((p) => p.message)).toEqual([
      "Line 2: the SMILES of 'long_one' is 21 characters long; at most 20 are allowed.",
    ]);
    expect(recordsToRead(check).map((r) => r.id)).toEqual(['ethanol']);
    expect(moleculeNotes(check)).toEqual([
      '1 molecule will be kept in the results but not predicted: its line is not a SMILES RDKit can read (listed under the input).',
    ]);
  });
});

describe('withReading', () => {
  const check = checkMoleculeText(`C1CC ring\n${'C'.repeat(21)} long_one\nCCO ethanol\n`, limits);
  const rdkitProblem = {
    message:
      "Line 1: the SMILES of 'ring' is not valid: ring bond 1 at position 2 is never closed.",
    line: 1,
    record: 'ring',
  };

  it("adds RDKit's unreadable molecules in line order, and counts them in the notes", () => {
    const read = withReading(check, { state: 'done', unreadable: [rdkitProblem] });
    expect(read.unreadable.map((p) => p.line)).toEqual([1, 2]);
    expect(describeMolecules(read)).toBe('3 molecules, 2 of them not readable');
    expect(moleculeNotes(read)[0]).toMatch(/^2 molecules will be kept in the results/);
    // Unreadable molecules do not stop the job: the service keeps them as invalid rows.
    expect(read.problems).toEqual([]);
    expect(read.warning).toBeNull();
  });

  it('says where the reading is, and what happens when RDKit does not load', () => {
    expect(describeMolecules(withReading(check, { state: 'reading', done: 0 }))).toBe(
      '3 molecules; RDKit is reading the SMILES (0 of 3)',
    );
    expect(
      describeMolecules(withReading(check, { state: 'failed', message: 'network error' })),
    ).toBe(
      '3 molecules; the SMILES could not be checked here (network error), the service reads them when the job runs',
    );
    const clean = checkMoleculeText('CCO\n', limits);
    expect(describeMolecules(withReading(clean, { state: 'done', unreadable: [] }))).toBe(
      '1 molecule, all readable',
    );
  });
});
