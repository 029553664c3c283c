import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTox21, readUnlabelled } from './data.ts';

// A small data folder in the layout of ../shared/data.
const dir = mkdtempSync(join(tmpdir(), 'peptox-tox21-'));
const header =
  'NR-AR,NR-AR-LBD,NR-AhR,NR-Aromatase,NR-ER,NR-ER-LBD,NR-PPAR-gamma,SR-ARE,SR-ATAD5,SR-HSE,SR-MMP,SR-p53,mol_id,smiles';
const row = (labels: string, id: string, smiles: string) => `${labels},${id},${smiles}`;
const before = process.env.PEPTOX_DATA;

beforeAll(() => {
  for (const sub of ['tox21', 'ld50', 'ecotox']) mkdirSync(join(dir, sub));
  writeFileSync(
    join(dir, 'tox21/tox21.csv'),
    [
      header,
      // Ethanol twice (two spellings): NR-AR agrees, NR-AR-LBD disagrees, NR-AhR known once.
      row('0,1,N/A,0,0,0,0,0,0,0,0,0', 'T1', 'CCO'),
      row('0,0,1,0,0,0,0,0,0,0,0,0', 'T2', 'OCC'),
      row('1,N/A,N/A,N/A,N/A,N/A,N/A,N/A,N/A,N/A,N/A,1', 'T3', 'c1ccccc1O'),
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'ld50/rat_oral_ld50.csv'),
    'index,smiles,active\n0,OCC,1.2\n1,CCN,2.0\n2,C[C@H](N)C(=O)O,1\n',
  );
  writeFileSync(join(dir, 'ecotox/fish_lc50.csv'), 'index,smiles,active\n0,CC(N)C(=O)O,3\n');
  process.env.PEPTOX_DATA = dir;
});
afterAll(() => {
  if (before === undefined) delete process.env.PEPTOX_DATA;
  else process.env.PEPTOX_DATA = before;
  rmSync(dir, { recursive: true, force: true });
});

describe('readTox21', () => {
  it('merges rows of one molecule, keeping agreed labels and dropping conflicting ones', async () => {
    const { molecules, counts } = await readTox21();
    expect(molecules.map((m) => m.smiles)).toEqual(['CCO', 'Oc1ccccc1']);
    const ethanol = molecules[0];
    expect(ethanol?.ids).toEqual(['T1', 'T2']);
    expect(ethanol?.labels[0]).toBe(0); // agreed
    expect(ethanol?.labels[1]).toBeNaN(); // 1 and 0
    expect(ethanol?.labels[2]).toBe(1); // measured once
    expect(molecules[1]?.labels[0]).toBe(1);
    expect(molecules[1]?.labels[5]).toBeNaN();
    expect(molecules[1]?.scaffold).toBe('c1ccccc1');
    expect(counts).toMatchObject({
      rows: 3,
      molecules: 2,
      duplicateRowsMerged: 1,
      conflictingLabelsDropped: 1,
    });
  });
});

describe('readUnlabelled', () => {
  it('takes each molecule of the other sets once, leaving out those given (compared without stereo)', async () => {
    const { molecules } = await readUnlabelled(new Set(['CCO']));
    // Ethanol is left out; alanine comes once though written with and without stereo.
    expect(molecules.map((m) => m.flatSmiles)).toEqual(['CCN', 'CC(N)C(=O)O']);
  });
});
