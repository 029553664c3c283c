import { readFileSync } from 'node:fs';
import { loadRDKit, withMolecule } from '@peptox/molecule';

const rdkit = await loadRDKit();
const files = {
  tox21: ['tox21/tox21.csv', 13],
  ld50: ['ld50/rat_oral_ld50.csv', 1],
  fish: ['ecotox/fish_lc50.csv', 1],
} as const;
const elements = new Map<string, number>();
const atomsHist: number[] = [];
const canon = new Map<string, Set<string>>();
for (const [name, [file, col]] of Object.entries(files)) {
  const lines = readFileSync(`/work/shared/data/${file}`, 'utf8').trim().split('\n').slice(1);
  const t0 = performance.now();
  let fails = 0;
  const set = new Set<string>();
  for (const line of lines) {
    const smiles = line.split(',')[col]!;
    const r = withMolecule(rdkit, smiles, (m) => ({ g: m.graph(), c: m.canonicalSmiles() }));
    if (!r.ok) {
      fails++;
      continue;
    }
    set.add(r.value.c);
    atomsHist.push(r.value.g.atoms.length);
    for (const a of r.value.g.atoms) elements.set(a.element, (elements.get(a.element) ?? 0) + 1);
  }
  canon.set(name, set);
  console.log(
    name,
    lines.length,
    'unique',
    set.size,
    'fails',
    fails,
    'ms/mol',
    ((performance.now() - t0) / lines.length).toFixed(3),
  );
}
console.log([...elements].sort((a, b) => b[1] - a[1]));
atomsHist.sort((a, b) => a - b);
console.log(
  'atoms p50',
  atomsHist[atomsHist.length >> 1],
  'p90',
  atomsHist[Math.floor(atomsHist.length * 0.9)],
  'p99',
  atomsHist[Math.floor(atomsHist.length * 0.99)],
  'max',
  atomsHist.at(-1),
);
const t = canon.get('tox21')!;
console.log(
  'ld50 in tox21',
  [...canon.get('ld50')!].filter((s) => t.has(s)).length,
  'fish in tox21',
  [...canon.get('fish')!].filter((s) => t.has(s)).length,
);
