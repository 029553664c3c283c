// pnpm --filter @peptox/predictors agreement [N]: the figures of src/agreement.ts through the
// served predictors: N random peptides of 10-50 residues (default 1000) through the peptide
// profile, and 100 training molecules of each compound tool in a random spelling.
import {
  randomPeptideFigures,
  randomPeptides,
  spellingFigures,
  trainingMolecules,
} from '../src/agreement.ts';
import { readyPredictor } from '../src/index.ts';

const n = Number(process.argv[2] ?? 1000);
const percent = (v: number) => `${(v * 100).toFixed(1)} %`;

const profile = await readyPredictor('profile');
if (!profile) throw new Error('no peptide profile');
const random = await randomPeptideFigures(profile, randomPeptides(n, 2029));
console.log(
  `${random.n} random peptides of 10-50 residues (each residue one of the 20, seed 2029)`,
);
for (const [model, inside] of Object.entries(random.inside)) {
  console.log(`  inside the domain of ${model}: ${percent(inside)}`);
}
console.log(`  an E. coli MIC under 16 µM inside its domain: ${percent(random.potentEColiInside)}`);
console.log(
  `  called non-AMP by the length-robust method: ${random.calledNonAmp}; of them with a selectivity index: ${random.selectivityForNonAmp}`,
);

const compounds = [
  ['bestox', '@peptox/predictor-bestox', 'bestox'],
  ['ecotoxicology', '@peptox/predictor-ecotoxicology', 'ecotox'],
  ['ssl-gcn', '@peptox/predictor-ssl-gcn', 'ssl-gcn'],
] as const;
for (const [tool, pkg, model] of compounds) {
  const predictor = await readyPredictor(tool);
  if (!predictor) throw new Error(`no predictor for ${tool}`);
  const figures = await spellingFigures(predictor, trainingMolecules(pkg, model), 100, 2029);
  console.log(
    `${tool}: ${figures.measured} of ${figures.n} training molecules in a random spelling (${figures.respelled} spelled otherwise than canonically) lead with their measured value${figures.missed.length ? `; missed: ${figures.missed.join(', ')}` : ''}`,
  );
}
