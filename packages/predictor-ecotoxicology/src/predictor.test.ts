import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describeCommittedModel } from '@peptox/compound-regression/testing';
import { describe, expect, it } from 'vitest';
import { ghsAcuteAquaticCategory } from './ghs.ts';
import { ecotoxicology } from './predictor.ts';

describeCommittedModel({
  predictor: ecotoxicology,
  files: {
    model: new URL('../models/ecotox.json', import.meta.url),
  },
  target: 'neg_log_lc50_mol_l',
  dose: 'lc50_mg_l',
  category: ghsAcuteAquaticCategory,
  // Phenol, C6H6O: 6 x 12.011 + 6 x 1.008 + 15.999 = 94.113 g/mol.
  molecule: {
    smiles: 'Oc1ccccc1',
    otherSpelling: 'OC1=CC=CC=C1',
    canonical: 'Oc1ccccc1',
    molecularWeight: 94.113,
  },
  // Octamethyltrisiloxane: its nearest training molecule (a trimethyloxazole) is at 0.14.
  unlike: 'C[Si](C)(C)O[Si](C)(C)O[Si](C)(C)C',
});

describe("the committed model's auxiliary model", () => {
  it('is the copy of BESTox beside it, and a job records both versions', async () => {
    const meta = JSON.parse(readFileSync(new URL('../models/ecotox.json', import.meta.url), 'utf8'))
      .meta as { auxiliary?: { file: string } };
    // The training keeps BESTox's prediction only where the selection chose it; it did here.
    expect(meta.auxiliary?.file).toBe('ecotox-auxiliary.json');
    await ecotoxicology.init();
    const versions = ecotoxicology.modelVersions?.(['fish_lc50']) ?? [];
    const copy = readFileSync(new URL('../models/ecotox-auxiliary.json', import.meta.url));
    expect(versions.map((v) => [v.model, v.method, v.role])).toEqual([
      ['ecotox', 'fish_lc50', undefined],
      [
        'bestox',
        'fish_lc50',
        "its prediction is one of the features: BESTox's trees' predicted rat oral pLD50",
      ],
    ]);
    expect(versions[1]?.version).toBe(createHash('sha256').update(copy).digest('hex').slice(0, 12));
  });
});
