import { describe, expect, it } from 'vitest';
import { tool } from './tool.tsx';

describe('the SSL-GCN tool module', () => {
  it('takes SMILES and has the contact page the catalogue gives it', () => {
    expect(tool.definition.input).toEqual({ kind: 'smiles' });
    expect(tool.routes.map((r) => r.path)).toContain('contact');
  });

  it('loads its method prose with the papers to cite, each once, the SSL-GCN paper first', async () => {
    if (!('method' in tool.definition.pages)) throw new Error('no method page');
    const { default: Prose, references } = await tool.definition.pages.method();
    expect(typeof Prose).toBe('function');
    const titles = references.map((r) => r.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles[0]).toMatch(/semi-supervised learning and graph convolutional/);
  });
});
