import { describe, expect, it } from 'vitest';
import { jobTools, loadPredictor, predictorTools, readyJobTool, readyPredictor } from './index.ts';

describe('the predictor registry', () => {
  it('knows each tool once and nothing else', async () => {
    expect(new Set(predictorTools).size).toBe(predictorTools.length);
    expect(loadPredictor('nope')).toBeUndefined();
    expect(loadPredictor('toString')).toBeUndefined();
    expect(await readyPredictor('nope')).toBeUndefined();
  });

  it("imports a tool's module once and names it by its tool id", async () => {
    for (const tool of predictorTools) {
      const first = await loadPredictor(tool);
      expect(first?.tool).toBe(tool);
      expect(await loadPredictor(tool)).toBe(first);
    }
  });

  it('readies a predictor so that it predicts', async () => {
    const ampep = await readyPredictor('ampep');
    const [row] =
      (await ampep?.predict([{ id: 'x', text: 'GIGKFLHSAKKFGKAFVGEIMNS' }], ['ampep'])) ?? [];
    expect(row?.ampep_probability).toBeTypeOf('number');
  });

  it('serves the docking tools as job tools, apart from the record predictors', async () => {
    expect(jobTools).toEqual(['gwovina', 'psovina']);
    expect(jobTools.filter((tool) => predictorTools.includes(tool))).toEqual([]);
    expect(readyJobTool('ampep')).toBeUndefined();
    const gwovina = await readyJobTool('gwovina');
    expect(gwovina?.kind).toBe('job');
    expect(gwovina?.tool).toBe('gwovina');
    expect(gwovina?.methods.map((m) => m.id)).toEqual(['gwo']);
    expect(await readyJobTool('gwovina')).toBe(gwovina);
  });
});
