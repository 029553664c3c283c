import {
  classifierOutput,
  peptidePredictor,
  regressionOutput,
  servedCard,
  type ToolPredictor,
} from '@peptox/predictor-kit';
import hc50Card from '../models/hc50.card.json' with { type: 'json' };
import { HC50_FEATURE_SET } from './features.ts';
import { HEMOLYTIC_HC50_UM, hemolyticClass } from './hemolytic.ts';

const card = servedCard(hc50Card, 'hc50');
const subject = 'The HC50 model';
const base = { model: 'hc50', method: 'hc50', subject, input: 'peptide' } as const;

/** models/hc50.json, beside its evidence: the HC50 and the hemolytic class defined by it. */
export const HC50_MODEL = {
  url: new URL('../models/hc50.json', import.meta.url),
  features: HC50_FEATURE_SET.block,
  outputs: [
    {
      head: 'hc50',
      regression: regressionOutput({
        ...base,
        value: {
          key: 'hc50_um',
          label: 'HC50',
          unit: 'µM',
          description:
            'Predicted concentration lysing 50 % of red blood cells; lower is more hemolytic. An estimate of the order of magnitude, not an assay result.',
        },
        // The model predicts pHC50 = -log10(HC50 in µM).
        toValue: (pHc50) => 10 ** -pHc50,
        measuredLabel: 'Its measured HC50',
      }),
    },
    {
      head: 'hemolytic',
      classifier: classifierOutput({
        ...base,
        card,
        head: 'hemolytic',
        measurement: 'measured',
        derived: true,
        probability: {
          key: 'hemolytic_probability',
          label: 'Hemolytic probability',
          description: `The chance that the HC50 is at most ${HEMOLYTIC_HC50_UM} µM given the predicted HC50, calibrated on peptides the model was not trained on.`,
        },
        class: {
          key: 'hemolytic_class',
          label: 'Hemolytic class',
          classes: { positive: 'Hemolytic', negative: 'Non-hemolytic', harmful: true },
          description: `Hemolytic when the predicted HC50 is at most ${HEMOLYTIC_HC50_UM} µM (HemoPI2's definition), so the class and the value always agree.`,
        },
      }),
    },
  ],
};

export const hemopep: ToolPredictor = peptidePredictor({
  tool: 'hemopep',
  name: 'HemoPep',
  retrain: 'pnpm --filter @peptox/predictor-hemopep train',
  methods: [
    {
      id: 'hc50',
      label: 'HC50 and hemolytic class',
      description: `The concentration that lyses half of the red blood cells, in µM with a 90 % interval, from a regression on -log10 HC50 trained on published measurements (HemoPI2 and the AMP toxicity set); the peptide is called hemolytic when that HC50 is at most ${HEMOLYTIC_HC50_UM} µM (HemoPI2's definition), so the class and the value always agree. Read the HC50 as an order of magnitude: the training data mixes assays and often records only the top of the tested range, and HC5 / HC10 are not predicted.`,
      default: true,
      models: [HC50_MODEL],
      derived: {
        columns: [],
        // The class is the HC50's as shown (3 significant digits), so that a value of 100 µM
        // shown from a prediction of 100.4 µM is not called non-hemolytic beside it; the same for
        // a measured HC50, whose class the row leads with.
        derive(row) {
          if (typeof row.hc50_um === 'number') row.hemolytic_class = hemolyticClass(row.hc50_um);
          const measured = row.hc50_um_measured;
          if (typeof measured === 'number') row.hemolytic_class_measured = hemolyticClass(measured);
        },
      },
    },
  ],
  tables: [
    {
      id: 'activity',
      label: 'Hemolytic activity',
      columns: [
        'id',
        'sequence',
        'hc50_um',
        'hc50_um_low',
        'hc50_um_high',
        'hemolytic_class',
        'note',
      ],
    },
    {
      id: 'scores',
      label: 'Prediction score',
      columns: ['id', 'sequence', 'hemolytic_probability', 'note'],
    },
    {
      id: 'evidence',
      label: 'Nearest measured peptides',
      columns: [
        'id',
        'sequence',
        'hc50_nearest_id',
        'hc50_nearest_similarity',
        'hc50_nearest_measured',
        'hc50_in_domain',
        'note',
      ],
    },
  ],
  modelCards: [card],
  warmUp: ['GIGAVLKVLTTGLPALISWIKRKRQQ'],
});
