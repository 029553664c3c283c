// The model cards written by predictor-ampep's training script (models/*.card.json), bundled at
// build time so the method and dataset pages show the figures that training run measured.
import type { ModelCard } from './ModelCardView.tsx';

const context = import.meta.webpackContext('../../../packages/predictor-ampep/models', {
  recursive: false,
  regExp: /\.card\.json$/,
});

/** AmPEP first, then RF-AmPEP30, then the MIC models (the order of the methods). */
const ORDER = ['ampep', 'rfampep30'];
const rank = (name: string) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);

export const modelCards: ModelCard[] = context
  .keys()
  .filter((key) => key.startsWith('./'))
  .map((key) => context(key) as ModelCard)
  .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
