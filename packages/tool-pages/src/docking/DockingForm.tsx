import {
  Alert,
  Button,
  Field,
  Fieldset,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  ApiError,
  type FieldMessages,
  normalizeError,
  type Tool,
  useSubmitJob,
} from '@peptox/api-client';
import { jobPagePath } from '@peptox/tool-contract';
import { rememberJob } from '@peptox/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';

const AXES = ['x', 'y', 'z'] as const;
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

interface Box {
  center: string[];
  size: string[];
}

/** Sentences of the service for a field, one error text each. */
function Problems({ messages }: { messages: string[] | undefined }) {
  return (messages ?? []).map((m) => <Field.ErrorText key={m}>{m}</Field.ErrorText>);
}

/** Three numbers in a row (x, y, z), each labelled for assistive technology. */
function AxisInputs({
  name,
  label,
  values,
  onChange,
  invalid,
}: {
  name: string;
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  invalid: boolean;
}) {
  return (
    <SimpleGrid columns={3} gap="2">
      {AXES.map((axis, i) => (
        <Input
          key={axis}
          name={`${name}-${axis}`}
          aria-label={`${label} ${axis} (Å)`}
          aria-invalid={invalid || undefined}
          inputMode="decimal"
          placeholder={axis}
          value={values[i] ?? ''}
          onChange={(e) => onChange(values.map((v, j) => (j === i ? e.target.value : v)))}
        />
      ))}
    </SimpleGrid>
  );
}

/**
 * A docking tool's submission: the receptor, the ligands (files or SMILES), the box or a
 * reference ligand to put it around, exhaustiveness and seed. Sent as a multipart form; the
 * service checks everything and answers each problem in a sentence beside its field.
 */
export function DockingForm({ tool }: { tool: Tool }) {
  const navigate = useNavigate();
  const submit = useSubmitJob(tool.id);
  const { limits } = tool;
  const [receptor, setReceptor] = useState<File | null>(null);
  const [ligands, setLigands] = useState<File[]>([]);
  const [reference, setReference] = useState<File | null>(null);
  const [smiles, setSmiles] = useState('');
  const [box, setBox] = useState<Box>({ center: ['', '', ''], size: ['20', '20', '20'] });
  const [exhaustiveness, setExhaustiveness] = useState('8');
  const [seed, setSeed] = useState('');
  const [description, setDescription] = useState('');
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<FieldMessages>({});

  const centerGiven = box.center.some((v) => v.trim() !== '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const form = new FormData();
    if (receptor) form.append('receptor', receptor, receptor.name);
    for (const file of ligands) form.append('ligands', file, file.name);
    if (reference) form.append('reference', reference, reference.name);
    if (smiles.trim()) form.append('smiles', smiles);
    // Without a centre the service puts the box around the reference ligand.
    if (centerGiven || !reference) {
      form.append('center', box.center.join(', '));
      form.append('size', box.size.join(', '));
    }
    form.append('exhaustiveness', exhaustiveness);
    if (seed.trim()) form.append('seed', seed.trim());
    if (description.trim()) form.append('description', description.trim());
    if (email.trim()) form.append('email', email.trim());
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
  const otherError =
    submit.error && toFix.length === 0 ? normalizeError(submit.error).message : null;
  const maxLigands = limits.maxLigands ?? 10;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`${tool.name} submission`}>
      <Stack gap="6">
        <Stack gap="4">
          <Heading as="h2" size="md">
            1. The receptor and the ligands
          </Heading>
          <Field.Root required invalid={!!problems.receptor}>
            <Field.Label>
              Receptor (PDB or PDBQT) <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="file"
              name="receptor"
              accept=".pdb,.pdbqt,.ent"
              p="1"
              onChange={(e) => setReceptor(e.target.files?.[0] ?? null)}
            />
            <Field.HelperText>
              A protein structure of at most{' '}
              {limits.maxReceptorAtoms?.toLocaleString('en') ?? '50,000'} atoms and{' '}
              {megabytes(limits.maxReceptorBytes ?? 10 * MB)}. Waters and other hetero groups in a
              PDB file are kept as they are: remove what should not be there.
            </Field.HelperText>
            <Problems messages={problems.receptor} />
          </Field.Root>
          <Field.Root invalid={!!problems.ligands}>
            <Field.Label>Ligand files (SDF, MOL2, PDBQT or SMILES)</Field.Label>
            <Input
              type="file"
              name="ligands"
              multiple
              accept=".sdf,.mol,.mol2,.pdbqt,.smi"
              p="1"
              onChange={(e) => setLigands([...(e.target.files ?? [])])}
            />
            <Problems messages={problems.ligands} />
          </Field.Root>
          <Field.Root invalid={!!problems.smiles}>
            <Field.Label>Ligands as SMILES</Field.Label>
            <Textarea
              name="smiles"
              rows={3}
              value={smiles}
              onChange={(e) => setSmiles(e.target.value)}
              placeholder="CC(=O)Oc1ccccc1C(=O)O aspirin"
              fontFamily="mono"
            />
            <Field.HelperText>
              One a line, a name after it if you like. With the files, 1 to {maxLigands} molecules
              in one job; Open Babel gives each its 3-D structure and its charges at pH 7.4.
            </Field.HelperText>
            <Problems messages={problems.smiles} />
          </Field.Root>
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
              <Field.Root invalid={!!problems.center}>
                <Field.Label as="span">Centre (x, y, z in Å)</Field.Label>
                <AxisInputs
                  name="center"
                  label="Centre"
                  values={box.center}
                  onChange={(center) => setBox({ ...box, center })}
                  invalid={!!problems.center}
                />
                <Problems messages={problems.center} />
              </Field.Root>
              <Field.Root invalid={!!problems.size}>
                <Field.Label as="span">Size (x, y, z in Å)</Field.Label>
                <AxisInputs
                  name="size"
                  label="Size"
                  values={box.size}
                  onChange={(size) => setBox({ ...box, size })}
                  invalid={!!problems.size}
                />
                <Field.HelperText>Each side at most {limits.maxBoxSize ?? 50} Å.</Field.HelperText>
                <Problems messages={problems.size} />
              </Field.Root>
            </SimpleGrid>
            <Field.Root invalid={!!problems.reference}>
              <Field.Label>Reference ligand (PDB, PDBQT, SDF or MOL2)</Field.Label>
              <Input
                type="file"
                name="reference"
                accept=".pdb,.pdbqt,.sdf,.mol,.mol2"
                p="1"
                onChange={(e) => setReference(e.target.files?.[0] ?? null)}
              />
              <Problems messages={problems.reference} />
            </Field.Root>
          </Fieldset.Content>
        </Fieldset.Root>

        <Stack gap="4">
          <Heading as="h2" size="md">
            3. The search and the job
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root invalid={!!problems.exhaustiveness}>
              <Field.Label>Exhaustiveness</Field.Label>
              <Input
                name="exhaustiveness"
                inputMode="numeric"
                value={exhaustiveness}
                onChange={(e) => setExhaustiveness(e.target.value)}
              />
              <Field.HelperText>
                Independent runs of the search, 1 to {limits.maxExhaustiveness ?? 32} (8 as Vina's
                default): more finds the best pose more often, and takes longer.
              </Field.HelperText>
              <Problems messages={problems.exhaustiveness} />
            </Field.Root>
            <Field.Root invalid={!!problems.seed}>
              <Field.Label>
                Seed <Field.RequiredIndicator fallback="(optional)" />
              </Field.Label>
              <Input
                name="seed"
                inputMode="numeric"
                value={seed}
                onChange={(e) => setSeed(e.target.value)}
              />
              <Field.HelperText>
                The same seed and input give the same poses; without one a seed is drawn and written
                in the run's parameters.
              </Field.HelperText>
              <Problems messages={problems.seed} />
            </Field.Root>
          </SimpleGrid>
          <Field.Root invalid={!!problems.description}>
            <Field.Label>
              Description <Field.RequiredIndicator fallback="(optional)" />
            </Field.Label>
            <Input
              name="description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              placeholder="e.g. kinase pocket, first three hits"
            />
            <Problems messages={problems.description} />
          </Field.Root>
          <Field.Root invalid={!!problems.email}>
            <Field.Label>
              E-mail address <Field.RequiredIndicator fallback="(optional)" />
            </Field.Label>
            <Input
              type="email"
              name="email"
              value={email}
              autoComplete="email"
              onChange={(e) => setEmail(e.target.value)}
              placeholder="you@example.org"
            />
            <Problems messages={problems.email} />
          </Field.Root>
        </Stack>

        {otherError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{otherError}</Alert.Title>
          </Alert.Root>
        ) : null}
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
