import { loadRDKit } from '@peptox/molecule';

const rdkit = await loadRDKit();
const m = rdkit.get_mol('C[C@H](N)C(=O)O')!;
console.log(m.get_smiles(), m.get_smiles(JSON.stringify({ doIsomericSmiles: false })));
const n = rdkit.get_mol('[13CH3]C(N)C(=O)O')!;
console.log(n.get_smiles(), n.get_smiles(JSON.stringify({ doIsomericSmiles: false })));
