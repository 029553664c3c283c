// pnpm --filter @peptox/predictor-ecotox trial: the multi-task trial. Rat oral LD50 and fish LC50
// share chemistry (both acute toxicity, much of it the same mechanisms), so BESTox's predicted
// LD50 is tried as one more feature of the LC50 model, in the 5-fold selection with the
// committed model's blocks and setting; the result goes to models/ecotox.trial.json and the card.
import { fileURLToPath } from 'node:url';
import { measureAuxiliaryFeature } from '@peptox/compound-regression/training';
import { BESTOX_MODEL_FILE } from '@peptox/predictor-bestox';
import { writeModelCards } from '@peptox/training';

const modelsDir = fileURLToPath(new URL('../models', import.meta.url));
const trial = await measureAuxiliaryFeature({
  name: 'ecotox',
  modelsDir,
  file: 'ecotox/fish_lc50.csv',
  auxiliary: {
    label: "BESTox's predicted rat oral pLD50",
    model: BESTOX_MODEL_FILE,
    retrain: 'pnpm --filter @peptox/predictor-bestox train',
  },
  repeats: 3,
  command: 'pnpm --filter @peptox/predictor-ecotox trial',
});
console.log(trial.note);
writeModelCards(modelsDir, 'pnpm --filter @peptox/predictor-ecotox train');
