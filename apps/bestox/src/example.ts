/**
 * Example input: well-known compounds whose rat oral toxicity ranges from very toxic to practically
 * non-toxic, one a line as `SMILES name`.
 */
export const exampleSmiles = `CCOP(=S)(OCC)Oc1ccc(cc1)[N+](=O)[O-] parathion
CN1CCC[C@H]1c1cccnc1 nicotine
Cn1cnc2c1c(=O)n(C)c(=O)n2C caffeine
CCNc1nc(Cl)nc(NC(C)C)n1 atrazine
CC(=O)Oc1ccccc1C(=O)O aspirin
CC(=O)Nc1ccc(O)cc1 paracetamol
OC(=O)CNCP(=O)(O)O glyphosate
CCO ethanol
`;
