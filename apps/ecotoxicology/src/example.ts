/**
 * Example input: compounds whose toxicity to fish ranges from very toxic to practically harmless,
 * one a line as `SMILES name`.
 */
export const exampleSmiles = `Oc1c(Cl)c(Cl)c(Cl)c(Cl)c1Cl pentachlorophenol
ClC1C(Cl)C(Cl)C(Cl)C(Cl)C1Cl lindane
CCCCCCCCCc1ccc(O)cc1 4-nonylphenol
CCOC(=O)CC(SP(=S)(OC)OC)C(=O)OCC malathion
Oc1ccccc1 phenol
Cc1ccccc1 toluene
CCNc1nc(Cl)nc(NC(C)C)n1 atrazine
CC(C)=O acetone
`;
