import { describe, expect, it, vi } from 'vitest';
import { loadRDKit } from './rdkit.ts';

describe('loadRDKit', () => {
  it('forgets a failed load, so the next call tries again, and then keeps the module', async () => {
    // RDKit prints its own failure to the console; keep the test output clean.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(loadRDKit({ wasmUrl: '/nonexistent/RDKit_minimal.wasm' })).rejects.toThrow();
    } finally {
      consoleError.mockRestore();
    }
    const rdkit = await loadRDKit();
    expect(rdkit.version()).toBe('2026.09.1');
    expect(await loadRDKit({ wasmUrl: '/ignored/once/loaded.wasm' })).toBe(rdkit);
  });
});
