import { describe, expect, it, vi } from 'vitest';
import { canonicalColumn, requestDepiction } from './molecules.ts';

const depiction = (smiles: string) =>
  new Promise<string | null>((resolve) => requestDepiction(smiles, resolve));

describe('molecules in results (RDKit, loaded on first use)', () => {
  it('draws a molecule as sanitised SVG, and gives null for a SMILES RDKit cannot read', async () => {
    const svg = await depiction('c1ccccc1O');
    expect(svg).toMatch(/^<svg[^>]*>[\s\S]*<\/svg>$/);
    expect(svg).not.toMatch(/<script|on\w+=|href/i);
    expect(await depiction('C1CC')).toBeNull();
  }, 20_000);

  it('draws nothing for a row that left the view before its turn', async () => {
    const left = vi.fn();
    const cancel = requestDepiction('CCN', left);
    cancel();
    await depiction('CCCl');
    expect(left).not.toHaveBeenCalled();
  }, 20_000);

  it('writes every way of writing a molecule as one canonical SMILES', async () => {
    expect(await canonicalColumn(['OCC', 'C(O)C', 'CCO', 'C1CC', null])).toEqual([
      'CCO',
      'CCO',
      'CCO',
      null,
      null,
    ]);
  }, 20_000);
});
