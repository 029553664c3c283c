import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { peptideSpace } from '@peptox/evidence';
import { createRng } from '@peptox/ml';
import { describe, expect, it, vi } from 'vitest';
import { writeModelCards } from './cards.ts';
import { fitSetting } from './learners.ts';
import { classes, grid, names } from './protocol.test-support.ts';
import { runProtocol } from './protocol.ts';
import { writeProtocolFiles } from './protocol-files.ts';
import { runProtocolAndWrite } from './run-and-write.ts';

describe('fitSetting', () => {
  it("carves boosting's stopping fold from the rows it is given, never from other rows", () => {
    const { x, y } = classes(200, 3, 9);
    // Rows 150-199 are not ours: an invalid label there would make training throw if touched.
    const labels = y.map((v, i) => (i >= 150 ? 7 : v));
    const rows = [...Array(150).keys()];
    const data = { x, nFeatures: 3, y: labels, strata: labels };
    const model = fitSetting('classification', data, rows, {
      learner: 'boosting',
      nRounds: 200,
      learningRate: 0.5,
      maxDepth: 3,
      patience: 3,
    });
    // Early stopping cut the 200 rounds short.
    expect(model.nTrees).toBeLessThan(200);
    // The check itself works: a row that is not 0/1 among the rows given is refused.
    expect(() =>
      fitSetting('classification', data, [...rows, 150], { learner: 'boosting', nRounds: 2 }),
    ).toThrow('label 7 is not 0 or 1');
  });
});

describe('the files of a run', () => {
  it('are byte for byte those the same inputs wrote before (fixtures/models)', async () => {
    // The clock pinned: the files hold the training date and the final fit's seconds.
    vi.useFakeTimers({ now: new Date('2026-01-02T03:04:05Z'), toFake: ['Date', 'performance'] });
    try {
      const dir = mkdtempSync(join(tmpdir(), 'peptox-models-'));
      const rng = createRng(11);
      const AA = 'ACDEFGHIKLMNPQRSTVWY';
      const n = 90;
      const peptides = Array.from({ length: n }, (_, i) =>
        Array.from({ length: 5 + (i % 9) }, () => AA[Math.floor(rng.next() * 20)]).join(''),
      );
      const { x, y } = classes(n, 3, 12);
      const common = {
        x,
        featureNames: names(3),
        rowNoun: 'peptides',
        data: { files: ['toy.fasta'], counts: { rows: n }, preparation: 'Synthetic.' },
        features: 'three uniform numbers',
        modelsDir: dir,
        evidence: {
          space: peptideSpace(peptides),
          records: { ids: peptides.map((_, i) => `p${i}`), inputs: peptides },
        },
      };
      // The run alone writes nothing; its record is what the writer writes.
      const record = await runProtocol({
        ...common,
        name: 'fixed-class',
        title: 'A classifier',
        task: 'classification',
        y,
        groups: { ids: Int32Array.from({ length: n }, (_, i) => i >> 1), description: 'pairs' },
        target: 'class 1 = feature 0 above 0.5',
        grid,
        evaluate: (run) => ({
          metrics: { firstTen: run.report(y.slice(0, 10), run.crossValidation.predictions) },
          notes: ['A note of the caller.'],
          meta: { reference: run.final.predict(x, 0) },
        }),
        meta: { lengthRange: [5, 13] },
        notes: ['A note of the spec.'],
      });
      expect(readdirSync(dir)).toEqual([]);
      writeProtocolFiles(dir, record);
      expect(JSON.parse(readFileSync(join(dir, 'fixed-class.card.json'), 'utf8'))).toEqual(
        record.card,
      );
      const value = Array.from({ length: n }, (_, i) => 2 * (x[i * 3] as number));
      await runProtocolAndWrite({
        ...common,
        name: 'fixed-blend',
        title: 'A blended regression',
        task: 'regression',
        y: value,
        strata: { values: y, description: 'the class' },
        target: 'twice feature 0',
        grid: [{ learner: 'boosting', nRounds: 20, learningRate: 0.3, maxDepth: 2, seed: 2 }],
        blend: { treesWeight: 0.5, fit: () => () => 1, name: 'one', description: 'always 1' },
        evidence: {
          ...common.evidence,
          derived: { high: { atOrAbove: 1, definition: 'high: 1 or more' } },
        },
      });
      writeModelCards(dir, 'the protocol test');
      const files = readdirSync(dir).sort();
      expect(files).toHaveLength(7);
      for (const file of files) {
        await expect(readFileSync(join(dir, file), 'utf8')).toMatchFileSnapshot(
          `fixtures/models/${file}`,
        );
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
