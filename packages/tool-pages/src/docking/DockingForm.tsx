import {
  Button,
  Fieldset,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { ApiError, type FieldMessages, type Tool, useSubmitJob } from '@peptox/api-client';
import { jobPagePath } from '@peptox/tool-contract';
import { rememberJob } from '@peptox/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '../components/FormErrorAlert.tsx';
import { FormField } from '../components/FormField.tsx';
import { AxisInputs } from './AxisInputs.tsx';
import { type DockingInput, dockingBody } from './docking-body.ts';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** The form's fields as the service names them, in the order a researcher reads them. */
const fieldLabels: Record<string, string> = {
  receptor: 'the receptor',
  ligands: 'the ligand files',
  smiles: 'the SMILES',
  reference: 'the reference ligand',
  center: "the box's centre",
  size: "the box's size",
  exhaustiveness: 'the exhaustiveness',
  seed: 'the seed',
  description: 'the description',
  email: 'the e-mail address',
};

/**
 * A docking tool's submission: the receptor, the ligands (files or SMILES), the box or a
 * reference ligand to put it around, exhaustiveness and seed. Sent as a multipart form; the
 * service checks everything and answers each problem in a sentence beside its field.
 */
export function DockingForm({ tool }: { tool: Tool }) {
  const navigate = useNavigate();
  const submit = useSubmitJob(tool.id);
  const { limits } = tool;
  const [input, setInput] = useState<DockingInput>({
    receptor: null,
    ligands: [],
    reference: null,
    smiles: '',
    box: { center: ['', '', ''], size: ['20', '20', '20'] },
    exhaustiveness: '8',
    seed: '',
    description: '',
    email: '',
  });
  const change = (patch: Partial<DockingInput>) =>
    setInput((current) => ({ ...current, ...patch }));
  const { box } = input;
  const [problems, setProblems] = useState<FieldMessages>({});
  // A field the service named is drawn invalid, with its sentences.
  const answer = (field: string) => ({ invalid: !!problems[field], messages: problems[field] });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const form = dockingBody(input);
    setProblems({});
    submit.mutate(form, {
      onSuccess: (job) => {
        rememberJob({
          id: job.id,
          tool: job.tool,
          description: job.description,
          createdAt: job.createdAt,
        });
        navigate(jobPagePath(tool.id, job.id));
      },
      onError: (error) => {
        if (error instanceof ApiError) setProblems(error.fields);
      },
    });
  };

  const toFix = Object.keys(problems).filter((f) => (problems[f]?.length ?? 0) > 0);
  const maxLigands = limits.maxLigands ?? 10;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`${tool.name} submission`}>
      <Stack gap="6">
        <Stack gap="4">
          <Heading as="h2" size="md">
            1. The receptor and the ligands
          </Heading>
          <FormField
            label="Receptor (PDB or PDBQT)"
            required
            {...answer('receptor')}
            helper={
              <>
                A protein structure of at most{' '}
                {limits.maxReceptorAtoms?.toLocaleString('en') ?? '50,000'} atoms and{' '}
                {megabytes(limits.maxReceptorBytes ?? 10 * MB)}. Waters and other hetero groups in a
                PDB file are kept as they are: remove what should not be there.
              </>
            }
          >
            <Input
              type="file"
              name="receptor"
              accept=".pdb,.pdbqt,.ent"
              p="1"
              onChange={(e) => change({ receptor: e.target.files?.[0] ?? null })}
            />
          </FormField>
          <FormField label="Ligand files (SDF, MOL2, PDBQT or SMILES)" {...answer('ligands')}>
            <Input
              type="file"
              name="ligands"
              multiple
              accept=".sdf,.mol,.mol2,.pdbqt,.smi"
              p="1"
              onChange={(e) => change({ ligands: [...(e.target.files ?? [])] })}
            />
          </FormField>
          <FormField
            label="Ligands as SMILES"
            {...answer('smiles')}
            helper={
              <>
                One a line, a name after it if you like. With the files, 1 to {maxLigands} molecules
                in one job; Open Babel gives each its 3-D structure and its charges at pH 7.4.
              </>
            }
          >
            <Textarea
              name="smiles"
              rows={3}
              value={input.smiles}
              onChange={(e) => change({ smiles: e.target.value })}
              placeholder="CC(=O)Oc1ccccc1C(=O)O aspirin"
              fontFamily="mono"
            />
          </FormField>
        </Stack>

        <Fieldset.Root invalid={!!(problems.center || problems.size || problems.reference)}>
          <Fieldset.Legend asChild>
            <Heading as="h2" size="md">
              2. Where to search
            </Heading>
          </Fieldset.Legend>
          <Fieldset.HelperText>
            Give the box's centre and size in Å, in the receptor's coordinates, or upload a ligand
            in its known pose and leave the centre empty: the box is then put around it, 8 Å beyond
            its atoms. A reference ligand also gives each pose's RMSD to it.
          </Fieldset.HelperText>
          <Fieldset.Content>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="Centre (x, y, z in Å)" labelAs="span" {...answer('center')}>
                <AxisInputs
                  name="center"
                  label="Centre"
                  values={box.center}
                  onChange={(center) => change({ box: { ...box, center } })}
                  invalid={!!problems.center}
                />
              </FormField>
              <FormField
                label="Size (x, y, z in Å)"
                labelAs="span"
                {...answer('size')}
                helper={<>Each side at most {limits.maxBoxSize ?? 50} Å.</>}
              >
                <AxisInputs
                  name="size"
                  label="Size"
                  values={box.size}
                  onChange={(size) => change({ box: { ...box, size } })}
                  invalid={!!problems.size}
                />
              </FormField>
            </SimpleGrid>
            <FormField label="Reference ligand (PDB, PDBQT, SDF or MOL2)" {...answer('reference')}>
              <Input
                type="file"
                name="reference"
                accept=".pdb,.pdbqt,.sdf,.mol,.mol2"
                p="1"
                onChange={(e) => change({ reference: e.target.files?.[0] ?? null })}
              />
            </FormField>
          </Fieldset.Content>
        </Fieldset.Root>

        <Stack gap="4">
          <Heading as="h2" size="md">
            3. The search and the job
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField
              label="Exhaustiveness"
              {...answer('exhaustiveness')}
              helper={
                <>
                  Independent runs of the search, 1 to {limits.maxExhaustiveness ?? 32} (8 as Vina's
                  default): more finds the best pose more often, and takes longer.
                </>
              }
            >
              <Input
                name="exhaustiveness"
                inputMode="numeric"
                value={input.exhaustiveness}
                onChange={(e) => change({ exhaustiveness: e.target.value })}
              />
            </FormField>
            <FormField
              label="Seed"
              optional
              {...answer('seed')}
              helper={
                <>
                  The same seed and input give the same poses; without one a seed is drawn and
                  written in the run's parameters.
                </>
              }
            >
              <Input
                name="seed"
                inputMode="numeric"
                value={input.seed}
                onChange={(e) => change({ seed: e.target.value })}
              />
            </FormField>
          </SimpleGrid>
          <FormField label="Description" optional {...answer('description')}>
            <Input
              name="description"
              value={input.description}
              onChange={(e) => change({ description: e.target.value })}
              placeholder="e.g. kinase pocket, first three hits"
            />
          </FormField>
          <FormField label="E-mail address" optional {...answer('email')}>
            <Input
              type="email"
              name="email"
              value={input.email}
              autoComplete="email"
              onChange={(e) => change({ email: e.target.value })}
              placeholder="you@example.org"
            />
          </FormField>
        </Stack>

        <FormErrorAlert error={submit.error} shownByFields={toFix.length > 0} />
        <HStack wrap="wrap" gap="3">
          <Button type="submit" size="lg" loading={submit.isPending} loadingText="Submitting…">
            Dock
          </Button>
          {toFix.length > 0 ? (
            <Text color="fg.error" role="alert" data-testid="form-status">
              To fix before docking: {toFix.map((f) => fieldLabels[f] ?? f).join(', ')}.
            </Text>
          ) : null}
        </HStack>
      </Stack>
    </form>
  );
}
