import { Text } from '@chakra-ui/react';
import type { Tool } from '@peptox/api-client';
import { formatBytes, InlineCode, PageLink, ProseSection } from '@peptox/ui';

/** How to give a docking job its receptor, ligands and box (the help page's first section). */
export function DockingInputHelp({ id, tool }: { id: string; tool: Tool }) {
  const { limits } = tool;
  return (
    <ProseSection id="input" title="1. Give the receptor, the ligands and the box">
      <Text>
        On the <PageLink to={`/${id}/home`}>Home page</PageLink>, upload the receptor as a PDB or
        PDBQT file (at most {(limits.maxReceptorAtoms ?? 0).toLocaleString('en')} atoms and{' '}
        {formatBytes(limits.maxReceptorBytes ?? 0)}). A PDB file is given polar hydrogens and
        charges by Open Babel; a PDBQT file is used as it is. Hetero groups and waters are kept:
        remove those that should not be in the pocket first.
      </Text>
      <Text>
        Give 1 to {limits.maxLigands ?? 10} ligands: SMILES typed one a line (a name after each if
        you like), or SDF, MOL2 or PDBQT files (an SDF file may hold several molecules). Open Babel
        gives a SMILES its 3-D structure, and protonates SMILES, SDF and MOL2 ligands at pH 7.4. A
        ligand that cannot be prepared fails alone: its row in the results says why, and the others
        are docked.
      </Text>
      <Text>
        The search box is given by its centre and size in Å (x, y, z, in the receptor’s coordinates;
        each side at most {limits.maxBoxSize ?? 50} Å), or by a reference ligand in its known pose,
        around which the box is put, 8 Å beyond its heavy atoms. With a reference, each pose also
        gets its RMSD to it. A box that reaches no atom of the receptor is refused with the distance
        to the nearest. <InlineCode>exhaustiveness</InlineCode> (1 to{' '}
        {limits.maxExhaustiveness ?? 32}, 8 by default) is the number of independent runs of the
        search; the <InlineCode>seed</InlineCode> makes a run repeatable.
      </Text>
    </ProseSection>
  );
}

/** What a docking job's results hold (the help page's third section). */
export const dockingResultsHelp =
  'The results have a row per pose: the ligand, its rank, the Vina score in kcal/mol (the lower, the stronger the predicted binding), the RMSD to the reference ligand when one was given, the number of score evaluations and the time. The summary shows each ligand’s best pose. Download the poses as PDBQT or SDF, the receptor as docked, and the parameters of the run.';
