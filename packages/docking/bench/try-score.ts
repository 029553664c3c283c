import { readFileSync, readdirSync } from 'node:fs';
import { readLigandPdbqt, readReceptorPdbqt } from '../src/pdbqt.ts';
import { buildLigand } from '../src/ligand.ts';
import { buildReceptor, CellList } from '../src/receptor.ts';
import { interDirect, affinity, intraEnergy } from '../src/score.ts';
import { Kinematics, referenceConf } from '../src/pose.ts';
const root = '/work/shared/data/docking';
for (const d of readdirSync(root).filter((x) => !x.endsWith('.md'))) {
  const lig = buildLigand(readLigandPdbqt(readFileSync(`${root}/${d}/ligand-xray.pdbqt`, 'utf8')));
  const rec = buildReceptor(readReceptorPdbqt(readFileSync(`${root}/${d}/receptor.pdbqt`, 'utf8')));
  const cells = new CellList(rec);
  const kin = new Kinematics(lig);
  const coords = new Float64Array(lig.heavy.length * 3);
  kin.heavyCoordinates(referenceConf(lig), coords);
  const inter = interDirect(rec, cells, lig.heavyTypes, coords, null);
  const intra = intraEnergy(lig, coords, null, Infinity);
  const vina = readFileSync(`/tmp/dock/${d}.score.txt`, 'utf8');
  const v = (re: RegExp) => Number(vina.match(re)?.[1]);
  const vAff = v(/Estimated Free Energy of Binding\s*:\s*(\S+)/);
  const vInter = v(/Ligand - Receptor\s*:\s*(\S+)/);
  const vIntra = v(/\n\s*Ligand\s*:\s*(\S+)/);
  console.log(d, 'inter', inter.toFixed(3), vInter, 'aff', affinity(inter, lig.rotatableCount).toFixed(3), vAff, 'nrot', lig.rotatableCount, 'intra', intra.toFixed(3), vIntra);
}
