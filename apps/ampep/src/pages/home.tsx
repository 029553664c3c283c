import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  CheckboxGroup,
  Field,
  Fieldset,
  Grid,
  Heading,
  HStack,
  Input,
  Link,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  ApiError,
  type FieldMessages,
  type JobSubmission,
  normalizeError,
  type Tool,
  useSubmitJob,
  useTool,
} from '@peptox/api-client';
import { isEmail } from '@peptox/tool-contract';
import {
  ExampleFastaDialog,
  emptyFastaInput,
  type FastaCheck,
  FastaInput,
  type FastaInputValue,
  usePageTitle,
} from '@peptox/ui';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { exampleFasta } from '../example.ts';

const TOOL = 'ampep';

function lengthWindow(method: Tool['methods'][number]): string {
  if (method.minLength && method.maxLength)
    return ` (${method.minLength}–${method.maxLength} residues)`;
  if (method.minLength) return ` (at least ${method.minLength} residues)`;
  if (method.maxLength) return ` (at most ${method.maxLength} residues)`;
  return '';
}

/** The request body: JSON for typed text, multipart when a large genome file goes as it is. */
function submission(
  input: FastaInputValue,
  methods: string[],
  description: string,
  email: string,
): JobSubmission | FormData {
  const fields = {
    inputType: input.mode,
    methods,
    description: description.trim() || undefined,
    email: email.trim(),
    codonTable: input.mode === 'genome' ? input.codonTable : undefined,
  };
  if (!input.file) return { input: input.text, ...fields };
  const form = new FormData();
  form.set('file', input.file);
  form.set('inputType', fields.inputType);
  form.set('methods', methods.join(','));
  if (fields.description) form.set('description', fields.description);
  form.set('email', fields.email);
  if (fields.codonTable !== undefined) form.set('codonTable', String(fields.codonTable));
  return form;
}

function SubmissionForm({ tool }: { tool: Tool }) {
  const navigate = useNavigate();
  const submit = useSubmitJob(TOOL);
  const [input, setInput] = useState<FastaInputValue>(emptyFastaInput);
  const [check, setCheck] = useState<FastaCheck | null>(null);
  const [methods, setMethods] = useState<string[]>(() =>
    tool.methods.filter((m) => m.default).map((m) => m.id),
  );
  const [description, setDescription] = useState('');
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const [serverFields, setServerFields] = useState<FieldMessages>({});
  const maxDescription = tool.limits.maxDescriptionLength;

  const problems: FieldMessages = {
    input:
      check === null || check.empty
        ? ['Paste or upload the sequences to predict.']
        : check.problems.length > 0
          ? ['Fix the problems listed below the sequences.']
          : [],
    methods: methods.length === 0 ? ['Choose at least one method.'] : [],
    email: isEmail(email.trim()) ? [] : ['Give the e-mail address to find your results by later.'],
    description:
      description.length > maxDescription ? [`At most ${maxDescription} characters.`] : [],
  };
  const shown = (field: string): string[] => [
    ...(tried ? (problems[field] ?? []) : []),
    ...(serverFields[field] ?? []),
  ];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setServerFields({});
    if (Object.values(problems).some((list) => list.length > 0)) return;
    submit.mutate(submission(input, methods, description, email), {
      onSuccess: (job) => navigate(`/${TOOL}/jobs/${job.id}`),
      onError: (error) => {
        if (error instanceof ApiError) setServerFields(error.fields);
      },
    });
  };

  const inputErrors = [...shown('input'), ...shown('file'), ...shown('codonTable')];
  const otherError =
    submit.error &&
    !(submit.error instanceof ApiError && Object.keys(submit.error.fields).length > 0)
      ? normalizeError(submit.error).message
      : null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Submit sequences to AmPEP">
      <Stack gap="6">
        <Box>
          <HStack justify="space-between" mb="2" wrap="wrap">
            <Heading as="h2" size="md">
              1. Sequences
            </Heading>
            <ExampleFastaDialog
              example={exampleFasta}
              onUse={(text) => setInput({ ...emptyFastaInput, text })}
            />
          </HStack>
          <FastaInput
            value={input}
            onChange={setInput}
            onCheck={setCheck}
            limits={tool.limits}
            genome={tool.genome}
            serverErrors={inputErrors}
          />
        </Box>

        <Fieldset.Root invalid={shown('methods').length > 0} aria-labelledby="methods-heading">
          <Heading as="h2" size="md" id="methods-heading">
            2. Methods
          </Heading>
          <CheckboxGroup value={methods} onValueChange={setMethods} name="methods">
            <Stack gap="3">
              {tool.methods.map((method) => (
                <Checkbox.Root key={method.id} value={method.id} alignItems="flex-start">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control mt="0.5" />
                  <Checkbox.Label>
                    <Text as="span" fontWeight="semibold">
                      {method.label}
                    </Text>
                    {lengthWindow(method)}
                    <Text as="span" display="block" color="fg.muted" fontWeight="normal">
                      {method.description}
                    </Text>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </CheckboxGroup>
          {shown('methods').map((m) => (
            <Fieldset.ErrorText key={m}>{m}</Fieldset.ErrorText>
          ))}
        </Fieldset.Root>

        <Stack gap="4">
          <Heading as="h2" size="md">
            3. About the job
          </Heading>
          <Field.Root invalid={shown('description').length > 0}>
            <Field.Label>
              Description <Field.RequiredIndicator fallback="(optional)" />
            </Field.Label>
            <Textarea
              value={description}
              onChange={(e) => setDescription(e.target.value.slice(0, maxDescription))}
              maxLength={maxDescription}
              rows={2}
              placeholder="e.g. skin secretion peptides, batch 3"
            />
            <Field.HelperText aria-live="polite">
              {description.length}/{maxDescription} characters
            </Field.HelperText>
            {shown('description').map((m) => (
              <Field.ErrorText key={m}>{m}</Field.ErrorText>
            ))}
          </Field.Root>
          <Field.Root required invalid={shown('email').length > 0}>
            <Field.Label>
              E-mail address <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="email"
              placeholder="you@example.org"
            />
            <Field.HelperText>Used only to list your jobs on the Retrieve page.</Field.HelperText>
            {shown('email').map((m) => (
              <Field.ErrorText key={m}>{m}</Field.ErrorText>
            ))}
          </Field.Root>
        </Stack>

        {otherError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{otherError}</Alert.Title>
          </Alert.Root>
        ) : null}

        <HStack>
          <Button type="submit" size="lg" loading={submit.isPending} loadingText="Submitting…">
            Submit
          </Button>
          {check && !check.empty ? (
            <Text color="fg.muted">
              {check.count.toLocaleString('en')} {input.mode === 'genome' ? 'contig' : 'sequence'}
              {check.count === 1 ? '' : 's'} ready
            </Text>
          ) : null}
        </HStack>
      </Stack>
    </form>
  );
}

function Aside() {
  return (
    <Stack gap="4" as="aside" aria-label="About AmPEP">
      <Card.Root size="sm">
        <Card.Header>
          <Card.Title as="h2">Come back later</Card.Title>
        </Card.Header>
        <Card.Body gap="3">
          <Text>
            Each job gets an id and its own page. Keep the address, or list your jobs by the e-mail
            address you give.
          </Text>
          <HStack gap="2" wrap="wrap">
            <Button asChild variant="outline" size="sm">
              <RouterLink to={`/${TOOL}/jobs`}>Open a job</RouterLink>
            </Button>
            <Button asChild variant="outline" size="sm">
              <RouterLink to={`/${TOOL}/retrieve`}>List my jobs</RouterLink>
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
      <Card.Root size="sm">
        <Card.Header>
          <Card.Title as="h2">Before you trust a score</Card.Title>
        </Card.Header>
        <Card.Body>
          <Text>
            The models were checked on a fifth of the data held out from training; their measured
            accuracy, and how AmPEP’s score leans towards short peptides, are on the{' '}
            <Link asChild variant="underline">
              <RouterLink to={`/${TOOL}/method`}>Method page</RouterLink>
            </Link>
            .
          </Text>
        </Card.Body>
      </Card.Root>
      <Card.Root size="sm">
        <Card.Header>
          <Card.Title as="h2">Cite</Card.Title>
        </Card.Header>
        <Card.Body>
          <Text>
            Bhadra P, Yan J, Li J, Fong S, Siu SWI (2018). AmPEP: Sequence-based prediction of
            antimicrobial peptides using distribution patterns of amino acid properties and random
            forest. <i>Scientific Reports</i> 8, 1697.
          </Text>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

export default function HomePage() {
  usePageTitle('AmPEP');
  const { data: tool, error, isPending } = useTool(TOOL);
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(16rem, 1fr)' }}
      gap="8"
    >
      <Stack gap="6" minW="0">
        <Box>
          <Heading as="h1" size="2xl" mb="2">
            Predict antimicrobial peptides
          </Heading>
          <Text>
            AmPEP tells whether peptides are antimicrobial (AMP) and estimates their minimum
            inhibitory concentration (MIC) against <i>E. coli</i> and <i>S. aureus</i>. Paste
            peptides in FASTA format, or a genome to scan its six reading frames; you get a job id
            and can come back for the results later.
          </Text>
        </Box>
        {error ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>The prediction service cannot be reached</Alert.Title>
              <Alert.Description>{normalizeError(error).message}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : isPending ? (
          <Stack gap="4" aria-busy="true" aria-label="Loading the form">
            <Skeleton height="12rem" />
            <Skeleton height="6rem" />
            <Skeleton height="4rem" />
          </Stack>
        ) : tool ? (
          <SubmissionForm tool={tool} />
        ) : (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>The prediction service does not offer AmPEP at the moment.</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
      <Aside />
    </Grid>
  );
}
