// pnpm --filter @peptox/evidence bench: nearest-peptide searches per CPU second against a real
// training set (AmPEP's AMPs and non-AMPs), for random queries of 10-100 residues and for
// near-copies of training peptides. Figures, not a test.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRng } from '@peptox/ml';
import { PeptideIndex } from '../src/peptide-index.ts';

const data = fileURLToPath(new URL('../../../../shared/data/ampep/', import.meta.url));
const read = (file: string) =>
  readFileSync(`${data}${file}`, 'utf8')
    .split('>')
    .slice(1)
    .map((r) => r.split('\n').slice(1).join('').trim());
const training = [...read('amp.fasta'), ...read('nonamp.fasta')];
const rng = createRng(1);
const AA = 'ACDEFGHIKLMNPQRSTVWY';
const random = (n: number) => Array.from({ length: n }, () => AA[rng.int(20)]).join('');
const queries = Array.from({ length: 2000 }, () => random(10 + rng.int(91)));
const copies = Array.from({ length: 2000 }, () => {
  const s = [...(training[rng.int(training.length)] as string)];
  s[rng.int(s.length)] = AA[rng.int(20)] as string;
  return s.join('');
});

const started = performance.now();
const index = new PeptideIndex(training);
console.log(
  `index of ${training.length} peptides built in ${(performance.now() - started).toFixed(0)} ms`,
);
for (const [name, set] of [
  ['random 10-100-mers', queries],
  ['near-copies of training peptides', copies],
] as const) {
  index.nearest(set[0] as string);
  const cpu = process.cpuUsage();
  let sum = 0;
  for (const q of set) sum += index.nearest(q)?.similarity ?? 0;
  const used = process.cpuUsage(cpu);
  const seconds = (used.user + used.system) / 1e6;
  console.log(
    `${name}: ${Math.round(set.length / seconds)} searches per CPU second (mean identity ${(sum / set.length).toFixed(3)})`,
  );
}
