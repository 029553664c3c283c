import { defaultDockingLimits } from '@peptox/docking-input';
import { JobProgressSchema } from '@peptox/tool-schema/wire';
import { Type } from 'typebox';

// The docking tools' part of the API's shapes (their submission, limits, a job's progress),
// beside schemas.ts.

const limits = defaultDockingLimits;

export const DockingLimitsSchema = {
  maxReceptorBytes: Type.Optional(
    Type.Integer({ description: "Docking tools: bytes of the receptor's file." }),
  ),
  maxReceptorAtoms: Type.Optional(
    Type.Integer({ description: 'Docking tools: atom records of the receptor.' }),
  ),
  maxLigands: Type.Optional(
    Type.Integer({
      description:
        'Docking tools: molecules docked in one job, over every ligand file and the SMILES.',
    }),
  ),
  maxLigandBytes: Type.Optional(
    Type.Integer({
      description: 'Docking tools: bytes of each ligand or reference file, and of the SMILES.',
    }),
  ),
  maxBoxSize: Type.Optional(
    Type.Number({ description: "Docking tools: the box's longest side, Å." }),
  ),
  maxExhaustiveness: Type.Optional(
    Type.Integer({ description: 'Docking tools: the highest exhaustiveness (independent runs).' }),
  ),
};

/** A job's progress, where its tool says (@peptox/tool-schema's JobProgress), or null. */
export const NullableJobProgressSchema = Type.Union([JobProgressSchema, Type.Null()], {
  description:
    'How far a running job has got, for tools that say (docking); null while queued, once ended, and for tools that do not.',
});

const FileSchema = (what: string) =>
  Type.Object(
    {
      name: Type.String({ description: 'The file name; its extension gives the format.' }),
      text: Type.String({ description: "The file's text." }),
    },
    { description: what },
  );

const dockingFields = {
  smiles: Type.Optional(
    Type.String({
      description: `Ligands as SMILES, one a line (a name after it if you like); with the ligand files, at most ${limits.maxLigands} molecules.`,
    }),
  ),
  center: Type.Optional(
    Type.Array(Type.Number(), {
      minItems: 3,
      maxItems: 3,
      description:
        "The box's centre, Å (x, y, z); in multipart, the text 'x, y, z'. Without centre and size, the box is around the reference ligand.",
    }),
  ),
  size: Type.Optional(
    Type.Array(Type.Number(), {
      minItems: 3,
      maxItems: 3,
      description: `The box's size, Å (x, y, z), each side at most ${limits.maxBoxSize}; in multipart, the text 'x, y, z'.`,
    }),
  ),
  exhaustiveness: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: limits.maxExhaustiveness,
      description: 'Independent runs of the search (default 8).',
    }),
  ),
  seed: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2 ** 31 - 1,
      description:
        "The search's seed (default: drawn at random and recorded in the run's parameters).",
    }),
  ),
};

/** A docking tool's JSON submission. */
export const DockingSubmissionJsonSchema = Type.Object(
  {
    receptor: FileSchema(
      `The receptor: a PDB or PDBQT file of at most ${limits.maxReceptorBytes} bytes and ${limits.maxReceptorAtoms} atoms.`,
    ),
    ligands: Type.Optional(
      Type.Array(FileSchema('A ligand file: SMILES (.smi), SDF (.sdf, .mol), MOL2 or PDBQT.'), {
        description: `Ligand files, each of at most ${limits.maxLigandBytes} bytes.`,
      }),
    ),
    reference: Type.Optional(
      FileSchema(
        'A ligand in its known pose (PDB, PDBQT, SDF or MOL2): the box around it when none is given, and RMSD of each pose to it.',
      ),
    ),
    ...dockingFields,
  },
  { description: 'Docking tools (gwovina, psovina): a receptor, ligands and the box.' },
);

/** The multipart fields a docking tool's form adds (files in receptor, ligands, reference). */
export const dockingMultipartFields = {
  receptor: Type.Optional(
    Type.String({ format: 'binary', description: 'Docking tools: the receptor, PDB or PDBQT.' }),
  ),
  ligands: Type.Optional(
    Type.String({
      format: 'binary',
      description: 'Docking tools: a ligand file (the field may be repeated).',
    }),
  ),
  reference: Type.Optional(
    Type.String({ format: 'binary', description: 'Docking tools: the reference ligand.' }),
  ),
  smiles: dockingFields.smiles,
  center: Type.Optional(
    Type.String({ description: "Docking tools: the box's centre, 'x, y, z'." }),
  ),
  size: Type.Optional(Type.String({ description: "Docking tools: the box's size, 'x, y, z'." })),
  exhaustiveness: Type.Optional(
    Type.String({ description: 'Docking tools: 1 to 32 (default 8).' }),
  ),
  seed: Type.Optional(Type.String({ description: 'Docking tools: the seed (default random).' })),
};
