// The files of a protocol run, in the models folder: models/<name>.json (the model file),
// <name>.evidence.json (with the spec's evidence) and <name>.card.json.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModelFile } from '@peptox/ml';
import { log } from './matrix.ts';
import type { ProtocolRecord } from './protocol-types.ts';

/** The model file as written (its size is on the card). */
export const modelFileText = (file: ModelFile): string => JSON.stringify(file);

/** Writes a run's files to `modelsDir`. */
export function writeProtocolFiles(modelsDir: string, record: ProtocolRecord): void {
  const { name, model, evidence, card } = record;
  if (evidence) {
    const path = join(modelsDir, `${name}.evidence.json`);
    writeFileSync(path, JSON.stringify(evidence.file));
    log(name, `wrote ${path}`);
  }
  const text = modelFileText(model.file);
  writeFileSync(join(modelsDir, `${name}.json`), text);
  writeFileSync(join(modelsDir, `${name}.card.json`), `${JSON.stringify(card, null, 2)}\n`);
  log(
    name,
    `wrote models/${name}.json (${(Buffer.byteLength(text) / 1e6).toFixed(2)} MB, ${model.final.trees.nNodes} nodes)`,
  );
}
