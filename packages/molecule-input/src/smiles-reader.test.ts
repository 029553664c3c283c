import { loadRDKit, parseMoleculeText } from '@peptox/molecule';
import { describe, expect, it, vi } from 'vitest';
import { SmilesReader } from './smiles-reader.ts';

describe('SmilesReader (RDKit in this process)', () => {
  it("names each molecule RDKit cannot read with the service's message, and reads each SMILES once", async () => {
    const load = vi.fn(() => loadRDKit());
    const reader = new SmilesReader(load);
    const { records } = parseMoleculeText('CCO ethanol\nC1CC open_ring\nc1ccccc1\nXyz bad_atom\n');
    const first = await reader.unreadable(records);
    expect(first.map((p) => [p.line, p.record])).toEqual([
      [2, 'open_ring'],
      [4, 'bad_atom'],
    ]);
    expect(first[0]?.message).toMatch(/^Line 2: the SMILES of 'open_ring' is not valid: .*ring/);

    // The same SMILES on other lines: the messages follow the lines, RDKit is not asked again.
    const rdkit = await loadRDKit();
    const getMol = vi.spyOn(rdkit, 'get_mol');
    const { records: moved } = parseMoleculeText('# moved\nCCO ethanol\nC1CC open_ring\n');
    const again = await reader.unreadable(moved);
    expect(again.map((p) => p.message)).toEqual([first[0]?.message.replace('Line 2', 'Line 3')]);
    expect(getMol).not.toHaveBeenCalled();
    getMol.mockRestore();
  });

  it('reports progress on a long input and stops when aborted', async () => {
    const reader = new SmilesReader();
    const many = Array.from({ length: 3000 }, (_, i) => `${'C'.repeat((i % 40) + 1)}O m${i}`);
    const { records } = parseMoleculeText(many.join('\n'));
    const progress: number[] = [];
    const controller = new AbortController();
    const reading = reader.unreadable(records, {
      signal: controller.signal,
      onProgress: (done) => {
        progress.push(done);
        controller.abort();
      },
    });
    await expect(reading).rejects.toThrow();
    // Aborted after the first slice: not every molecule was read.
    expect(progress).toHaveLength(1);
    expect(progress[0]).toBeLessThan(records.length);
  });
});
