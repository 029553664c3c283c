/** The search box as typed: three numbers each (x, y, z), in Å. */
export interface Box {
  center: string[];
  size: string[];
}

/** What the docking form holds, as the visitor gave it. */
export interface DockingInput {
  receptor: File | null;
  ligands: File[];
  reference: File | null;
  smiles: string;
  box: Box;
  exhaustiveness: string;
  seed: string;
  description: string;
  email: string;
}

/** The multipart body of a docking job; the service checks every field. */
export function dockingBody(input: DockingInput): FormData {
  const { receptor, ligands, reference, smiles, box, exhaustiveness, seed } = input;
  const form = new FormData();
  if (receptor) form.append('receptor', receptor, receptor.name);
  for (const file of ligands) form.append('ligands', file, file.name);
  if (reference) form.append('reference', reference, reference.name);
  if (smiles.trim()) form.append('smiles', smiles);
  // Without a centre the service puts the box around the reference ligand.
  const centerGiven = box.center.some((v) => v.trim() !== '');
  if (centerGiven || !reference) {
    form.append('center', box.center.join(', '));
    form.append('size', box.size.join(', '));
  }
  form.append('exhaustiveness', exhaustiveness);
  if (seed.trim()) form.append('seed', seed.trim());
  if (input.description.trim()) form.append('description', input.description.trim());
  if (input.email.trim()) form.append('email', input.email.trim());
  return form;
}
