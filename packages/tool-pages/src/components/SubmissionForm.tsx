import {
  Alert,
  Box,
  Button,
  Checkbox,
  CheckboxGroup,
  Field,
  Fieldset,
  Heading,
  HStack,
  Input,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  ApiError,
  type FieldMessages,
  type JobSubmission,
  type MethodInfo,
  normalizeError,
  type Tool,
  useSubmitJob,
} from '@peptox/api-client';
import { isEmail } from '@peptox/tool-contract';
import {
  ExampleFastaDialog,
  emptyFastaInput,
  type FastaCheck,
  FastaInput,
  type FastaInputValue,
  useWarning,
} from '@peptox/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PredictionToolDefinition } from '../definition.ts';

function lengthWindow(method: MethodInfo): string {
  if (method.minLength && method.maxLength)
    return ` (${method.minLength}–${method.maxLength} residues)`;
  if (method.minLength) return ` (at least ${method.minLength} residues)`;
  if (method.maxLength) return ` (at most ${method.maxLength} residues)`;
  return '';
}

/** The request body: JSON for typed text, multipart when a large genome file goes as it is. */
export function submissionBody(
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

export interface SubmissionFormProps {
  definition: PredictionToolDefinition;
  /** The tool as the job service describes it: methods, limits, genome window. */
  tool: Tool;
}

/** Input, methods, description and e-mail; a job is created and its page opened on success. */
export function SubmissionForm({ definition, tool }: SubmissionFormProps) {
  const navigate = useNavigate();
  const submit = useSubmitJob(tool.id);
  const [warning] = useWarning();
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
    submit.mutate(submissionBody(input, methods, description, email), {
      onSuccess: (job) => navigate(`/${tool.id}/jobs/${job.id}`),
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
    <form onSubmit={onSubmit} noValidate aria-label={`Submit sequences to ${tool.name}`}>
      <Stack gap="6">
        <Box>
          <HStack justify="space-between" mb="2" wrap="wrap">
            <Heading as="h2" size="md">
              1. Sequences
            </Heading>
            <ExampleFastaDialog
              example={definition.example}
              onUse={(text) => setInput({ ...emptyFastaInput, text })}
            />
          </HStack>
          <FastaInput
            value={input}
            onChange={setInput}
            onCheck={setCheck}
            limits={tool.limits}
            genome={definition.input.genome ? tool.genome : undefined}
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

        <HStack wrap="wrap" gap="3">
          <Button type="submit" size="lg" loading={submit.isPending} loadingText="Submitting…">
            Submit
          </Button>
          {warning ? (
            // The site's one warning: what is wrong with the input, written by the input area.
            <Text color="fg.warning" role="status" data-testid="form-warning">
              {warning}
            </Text>
          ) : check && !check.empty ? (
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
