// Prints RDKit's start-up time and how fast molecules are read and described, on the SMILES of the
// rat oral LD50 set: `pnpm --filter @peptox/molecule bench` (PEPTOX_DATA points elsewhere).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FingerprintSet, loadRDKit, parseMoleculeText, withMolecule } from '../src/index.ts';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const dataDir = process.env.PEPTOX_DATA ?? resolve(repoRoot, '../shared/data');
const file = resolve(dataDir, 'ld50/rat_oral_ld50.csv');
if (!existsSync(file)) throw new Error(`${file} not found; set PEPTOX_DATA to the data folder.`);

// Columns index,smiles,active; no SMILES holds a comma.
const smiles = readFileSync(file, 'utf8')
  .trim()
  .split(/\r?\n/)
  .slice(1)
  .map((line) => line.split(',')[1] ?? '');

const startup = performance.now();
const rdkit = await loadRDKit();
console.log(`RDKit ${rdkit.version()} start-up: ${(performance.now() - startup).toFixed(0)} ms`);

function rate(label: string, work: (s: string) => unknown): void {
  for (const s of smiles.slice(0, 200)) work(s); // warm-up
  const start = performance.now();
  let failed = 0;
  for (const s of smiles) {
    const result = work(s) as { ok?: boolean };
    if (result?.ok === false) failed++;
  }
  const seconds = (performance.now() - start) / 1000;
  const perSecond = Math.round(smiles.length / seconds);
  const failures = failed > 0 ? `, ${failed} did not parse` : '';
  console.log(
    `${label}: ${perSecond} molecules/s (${smiles.length} in ${seconds.toFixed(2)} s${failures})`,
  );
}

const text = smiles.map((s, i) => `${s} ld50_${i + 1}`).join('\n');
const start = performance.now();
const parsed = parseMoleculeText(text);
console.log(
  `parseMoleculeText, ${smiles.length} lines: ${(performance.now() - start).toFixed(1)} ms (${parsed.problems.length} problems)`,
);

rate('parse + canonical SMILES', (s) => withMolecule(rdkit, s, (m) => m.canonicalSmiles()));
rate('parse + descriptors + Morgan (r=2, 2048 bits)', (s) =>
  withMolecule(rdkit, s, (m) => [m.descriptors(), m.morganFingerprint()]),
);
rate('parse + Morgan', (s) => withMolecule(rdkit, s, (m) => m.morganFingerprint()));
rate('parse + graph (with hybridisation)', (s) => withMolecule(rdkit, s, (m) => m.graph()));
rate('parse + Murcko scaffold', (s) => withMolecule(rdkit, s, (m) => m.scaffoldSmiles()));

const fingerprints = smiles.flatMap((s) => {
  const result = withMolecule(rdkit, s, (m) => m.morganFingerprint());
  return result.ok ? [result.value] : [];
});
// Queries left out of the list searched (a query in it would stop the search at similarity 1).
const queries = fingerprints.slice(0, 100);
const training = new FingerprintSet(fingerprints.slice(100));
const searchStart = performance.now();
for (const query of queries) training.nearest(query);
const perQuery = (performance.now() - searchStart) / queries.length;
console.log(
  `FingerprintSet.nearest over ${training.size} fingerprints of 2048 bits: ${perQuery.toFixed(2)} ms a query`,
);

const svgStart = performance.now();
for (const s of smiles.slice(0, 300)) withMolecule(rdkit, s, (m) => m.svg());
console.log(`svg (300 x 200): ${((performance.now() - svgStart) / 300).toFixed(2)} ms a molecule`);
