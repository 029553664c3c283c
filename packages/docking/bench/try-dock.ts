import { readFileSync } from 'node:fs';
import { dock, heavyGraph, symmetricRmsd } from '../src/index.ts';
const [name, search, ex] = process.argv.slice(2);
const d = `/work/shared/data/docking/${name}`;
const t0 = performance.now();
const [res] = await dock({ receptor: readFileSync(`${d}/receptor.pdbqt`, 'utf8'), ligands: [{ name: 'lig', pdbqt: readFileSync(`${d}/ligand-random-start.pdbqt`, 'utf8') }], box: JSON.parse(readFileSync(`${d}/box.json`, 'utf8')), search: search as 'gwo', exhaustiveness: Number(ex ?? 8), seed: 1 });
const ref = heavyGraph(readFileSync(`${d}/ligand-xray.pdbqt`, 'utf8'));
for (const p of res!.poses.slice(0, 4)) console.log(p.affinity.toFixed(3), symmetricRmsd(heavyGraph(p.pdbqt), ref).toFixed(2));
console.log(search, 'evals', res!.evaluations, 's', res!.seconds.toFixed(1), 'grid', res!.gridSeconds.toFixed(1), 'total', ((performance.now() - t0) / 1000).toFixed(1));
