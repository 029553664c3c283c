import { describe, expect, it } from 'vitest';
import { compoundOutsideReason } from './molecule-domain.ts';

describe('compounds outside every model', () => {
  it('names salts and mixtures by their parts', () => {
    expect(compoundOutsideReason('CC(=O)[O-].[Na+]')).toContain('2 separate molecules');
    expect(compoundOutsideReason('CCO.CCO.O')).toContain('3 separate molecules');
  });

  it('names the metal of a complex or organometallic, also with an isotope or a charge', () => {
    expect(compoundOutsideReason('CCCC[Sn](CCCC)(CCCC)Cl')).toContain('holds Sn');
    expect(compoundOutsideReason('[57Fe+2]')).toContain('holds Fe');
    expect(compoundOutsideReason('C[Hg]C')).toContain('holds Hg');
  });

  it('keeps organic molecules, boron and silicon ones included', () => {
    for (const smiles of [
      'CC(=O)Oc1ccccc1C(=O)O',
      'OB(O)c1ccccc1',
      'C[Si](C)(C)O',
      '[nH]1cccc1',
      'Cl',
    ]) {
      expect(compoundOutsideReason(smiles)).toBeNull();
    }
  });
});
