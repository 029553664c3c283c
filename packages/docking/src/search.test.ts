import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dock } from './dock.ts';
import { dataFolder } from './programs.test-support.ts';
import { heavyGraph, symmetricRmsd } from './rmsd.ts';
import { SEARCHES, type SearchName } from './search/index.ts';

// 1lrh: 14 heavy atoms and 2 torsions, the crystal pose the score's clear minimum. (1ac8, the
// smallest complex, has a better-scoring pose 11 Å away for vina too.)
const folder = `${dataFolder()}/1lrh`;
const receptor = readFileSync(`${folder}/receptor.pdbqt`, 'utf8');
const start = readFileSync(`${folder}/ligand-random-start.pdbqt`, 'utf8');
const crystal = heavyGraph(readFileSync(`${folder}/ligand-xray.pdbqt`, 'utf8'));
const box = JSON.parse(readFileSync(`${folder}/box.json`, 'utf8'));

const run = (search: SearchName, seed: number) =>
  dock({
    receptor,
    ligands: [{ name: 'ligand-random-start.pdbqt', pdbqt: start }],
    box: { center: box.center, size: box.size },
    search,
    exhaustiveness: 2,
    seed,
    threads: 2,
  });

describe('docking 1lrh from its randomised start', () => {
  it.each(SEARCHES)('%s puts the top pose within 2 Å of the crystal ligand', async (search) => {
    const progress: number[] = [];
    const [result] = await dock({
      receptor,
      ligands: [{ name: 'ligand-random-start.pdbqt', pdbqt: start }],
      box: { center: box.center, size: box.size },
      search,
      exhaustiveness: 2,
      seed: 7,
      threads: 2,
      onProgress: (p) => progress.push(p.fraction),
    });
    const poses = result?.poses ?? [];
    expect(symmetricRmsd(heavyGraph(poses[0].pdbqt), crystal)).toBeLessThan(2);
    expect(poses[0].affinity).toBeLessThan(-7);
    expect(poses.map((p) => p.affinity)).toEqual(
      [...poses.map((p) => p.affinity)].sort((a, b) => a - b),
    );
    expect(result?.evaluations).toBeGreaterThan(1000);
    expect(progress.at(-1)).toBe(1);
  });

  it('gives the same poses for the same seed', async () => {
    const [a] = await run('gwo', 3);
    const [b] = await run('gwo', 3);
    expect(b?.poses.map((p) => p.pdbqt)).toEqual(a?.poses.map((p) => p.pdbqt));
    expect(b?.evaluations).toBe(a?.evaluations);
  });
});
