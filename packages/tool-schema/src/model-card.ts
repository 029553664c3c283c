import type { Static } from 'typebox';
import type { MetricsSchema, ModelCardSchema } from './wire/model-card.ts';

/** Metric name -> value, e.g. { n: 2091, mcc: 0.845, rocAuc: 0.984 } or { r2: 0.7, rmse: 0.55 }. */
export type Metrics = Static<typeof MetricsSchema>;

/**
 * What a training run wrote beside its model file (models/<name>.card.json): the data, the split,
 * the settings and every metric it measured. The training scripts write it, the job service
 * serves it (GET /tools/{tool}), the method page shows it. What the service serves is written
 * once, as the schema in ./wire/model-card.ts (its fields documented there).
 */
export type ModelCard = Static<typeof ModelCardSchema>;
