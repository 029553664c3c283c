// Rat oral LD50 and fish LC50 share chemistry (acute toxicity, many of the same mechanisms):
// BESTox's prediction is tried as one more feature, by the training and by its trials.
import type { AuxiliarySpec } from '@peptox/compound-regression/training';
import { BESTOX_MODEL_FILE } from '@peptox/predictor-bestox';

export const BESTOX_FEATURE: AuxiliarySpec = {
  // Its trees' prediction: BESTox's read-across would need its evidence shipped here too.
  label: "BESTox's trees' predicted rat oral pLD50",
  model: BESTOX_MODEL_FILE,
  retrain: 'pnpm --filter @peptox/predictor-bestox train',
};
