// PSOVina's job run whole, as a worker thread runs it, on the smallest complex of the shared data
// (1lrh): Open Babel prepares the receptor and the crystal ligand, the particle swarm docks the
// randomised start (exhaustiveness 1, seeded), and the job reports its rows, files and progress.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DockingJobInput } from '@peptox/docking-input';
import type { JobFile, JobProgress, ResultRow } from '@peptox/tool-schema';
import { describe, expect, it } from 'vitest';
import { psovina } from './index.ts';

const complex = fileURLToPath(new URL('../../../../shared/data/docking/1lrh/', import.meta.url));
const read = (name: string) => readFileSync(join(complex, name), 'utf8');
const box = JSON.parse(read('box.json')) as DockingJobInput['box'];

function input(ligands: DockingJobInput['ligands']): string {
  return JSON.stringify({
    receptor: { name: 'receptor.pdbqt', text: read('receptor.pdbqt') },
    ligands,
    reference: { name: 'crystal.pdbqt', text: read('ligand-xray.pdbqt') },
    box: { center: box.center, size: box.size },
    boxFromReference: false,
    exhaustiveness: 1,
    seed: 11,
  } satisfies DockingJobInput);
}

describe("PSOVina's docking job", () => {
  it('docks the ligand near its crystal pose, names a ligand Open Babel cannot read, and keeps its files', async () => {
    const rows: ResultRow[] = [];
    const files: JobFile[] = [];
    const progress: JobProgress[] = [];
    const outcome = await psovina.run(
      input([
        { name: 'start.pdbqt', text: read('ligand-random-start.pdbqt') },
        { name: 'typed', text: 'C1CC broken\n', format: 'smi' },
      ]),
      ['pso'],
      {
        rows: (r) => rows.push(...r),
        file: (f) => files.push(f),
        progress: (p) => progress.push(p),
      },
      { threads: 1 },
    );
    expect(outcome).toEqual({ ok: true, records: 2, invalid: 1 });
    const poses = rows.filter((row) => row.ligand === 'start.pdbqt');
    expect(poses.map((row) => row.pose)).toEqual(poses.map((_, i) => i + 1));
    const [best] = poses as [ResultRow];
    // Scored by the Vina function (kcal/mol) and found where the crystal ligand sits.
    expect(best.affinity as number).toBeLessThan(-7);
    expect(best.rmsd_reference as number).toBeLessThan(2);
    expect(best.evaluations as number).toBeGreaterThan(0);
    // The SMILES Open Babel cannot read keeps its row, with where it was given and why.
    expect(rows.at(-1)).toMatchObject({ ligand: 'broken', pose: null, affinity: null });
    expect(rows.at(-1)?.note).toMatch(/^typed line 1: Open Babel could not read this molecule/);
    expect(files.map((f) => f.name)).toEqual([
      'poses.pdbqt',
      'poses.sdf',
      'receptor.pdbqt',
      'parameters.json',
    ]);
    expect(files.find((f) => f.name === 'poses.sdf')?.content).toContain('$$$$');
    expect(progress.at(-1)?.fraction).toBe(1);
  }, 120_000);
});
