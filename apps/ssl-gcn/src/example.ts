/** Molecules with well-known Tox21 activities, one 'SMILES name' a line (a .smi file). */
export const exampleSmiles = [
  'CC(C)(c1ccc(O)cc1)c1ccc(O)cc1 bisphenol_A',
  'c1ccc2c(c1)cc1ccc3cccc4ccc2c1c34 benzo[a]pyrene',
  'CC(C)C(=O)Nc1ccc([N+](=O)[O-])c(C(F)(F)F)c1 flutamide',
  'C[C@]12CC[C@H]3[C@@H](CCC4=CC(=O)CC[C@@]43C)[C@@H]1CC[C@@H]2O testosterone',
  'Oc1cc(Cl)ccc1Oc1ccc(Cl)cc1Cl triclosan',
  'Cn1cnc2c1c(=O)n(C)c(=O)n2C caffeine',
  'CC(=O)Oc1ccccc1C(=O)O aspirin',
].join('\n');
