import { readFileSync } from 'node:fs';
import { prepareLigands, prepareReceptor } from '../src/prepare.ts';
const D = '/work/shared/data/docking/1iep';
const r = await prepareReceptor(readFileSync(`${D}/receptor.pdb`, 'utf8'), 'receptor.pdb');
console.log('receptor atoms', r.split('\n').filter((l) => l.startsWith('ATOM')).length);
const l = await prepareLigands(readFileSync(`${D}/ligand-xray.sdf`, 'utf8'), 'ligand-xray.sdf');
console.log(l.map((x) => [x.name, x.line, x.pdbqt.split('\n').length]));
const s = await prepareLigands('CC(=O)Oc1ccccc1C(=O)O aspirin\n', 'ligands.smi');
console.log(s.map((x) => [x.name, x.line, x.pdbqt.split('\n').length]));
for (const [t, f] of [['CCO ethanol\nC1CC( broken\n', 'l.smi'], ['HEADER\nATOM      1  N   ALA A   1      xx.000  1.000  1.000\n', 'r.pdb']] as const) {
  try { f.endsWith('pdb') ? await prepareReceptor(t, f) : await prepareLigands(t, f); } catch (e) { console.log((e as Error).message); }
}
