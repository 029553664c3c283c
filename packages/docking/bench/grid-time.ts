// Time to build the grid maps of one complex's ligand types over its box, in one thread:
//   tsx bench/grid-time.ts [folder] [--complexes 1hwi]
import { loadavg } from 'node:os';
import { buildGrid } from '../src/grid.ts';
import { buildLigand, ligandTypes } from '../src/ligand.ts';
import { readLigandPdbqt, readReceptorPdbqt } from '../src/pdbqt.ts';
import { buildReceptor } from '../src/receptor.ts';
import { complexesFolder, parseArgs, readComplexes } from './complexes.ts';

const { positional, options } = parseArgs(process.argv.slice(2));
const complexes = readComplexes(
  complexesFolder(positional[0]),
  options.get('complexes')?.split(','),
);
for (const c of complexes) {
  const receptor = buildReceptor(readReceptorPdbqt(c.receptor));
  const types = ligandTypes(buildLigand(readLigandPdbqt(c.start)));
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const grid = buildGrid(receptor, c.box, types);
  const used = process.cpuUsage(cpu);
  console.log(
    `${c.name}: ${grid.points.join('×')} points × ${types.length} maps, ${((used.user + used.system) / 1e6).toFixed(2)} CPU s, ${((performance.now() - wall) / 1000).toFixed(2)} s wall (load ${loadavg()[0]?.toFixed(1)})`,
  );
}
