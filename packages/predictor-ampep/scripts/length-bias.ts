// pnpm --filter @peptox/predictor-ampep length-bias: how AmPEP scores random peptides, by length.
// Random sequences (uniform over the 20 amino acids, fixed seed) are not AMPs; the share called
// AMP shows how much the score follows length. The method page quotes these figures.
import { ampep } from '../src/predictor.ts';

const LETTERS = 'ACDEFGHIKLMNPQRSTVWY';
const PER_BAND = 1000;
const BANDS: [number, number][] = [
  [10, 30],
  [31, 60],
  [61, 100],
  [101, 200],
];

let seed = 2026;
function random(): number {
  // Park-Miller: the same peptides on every run.
  seed = (seed * 48271) % 2147483647;
  return seed / 2147483647;
}

console.log('residues  peptides  mean AmPEP probability  called AMP (>= 0.5)');
for (const [min, max] of BANDS) {
  const records = Array.from({ length: PER_BAND }, (_, i) => {
    const length = min + Math.floor(random() * (max - min + 1));
    let text = '';
    for (let j = 0; j < length; j++) text += LETTERS[Math.floor(random() * 20)];
    return { id: `r${i}`, text };
  });
  const scores = (await ampep.predict(records, ['ampep']))
    .map((row) => row.ampep_probability)
    .filter((p): p is number => typeof p === 'number');
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  const called = scores.filter((p) => p >= 0.5).length / scores.length;
  console.log(
    `${`${min}-${max}`.padEnd(10)}${String(scores.length).padEnd(10)}${mean.toFixed(3).padEnd(24)}${(called * 100).toFixed(1)} %`,
  );
}
