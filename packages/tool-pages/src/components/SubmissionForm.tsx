import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  Field,
  Fieldset,
  Heading,
  HStack,
  Input,
  Skeleton,
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
  useServiceInfo,
  useSubmitJob,
  useTool,
} from '@peptox/api-client';
import { emailProblem, jobPagePath } from '@peptox/tool-contract';
import { PROFILE_TOOL } from '@peptox/tool-schema';
import {
  emptyFastaInput,
  type FastaInputValue,
  type FastaMode,
  type InputReport,
  rememberJob,
  useOnline,
  useWarning,
} from '@peptox/ui';
import { type FormEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PredictionToolDefinition } from '../definition.ts';
import { FastaArea } from './FastaArea.tsx';
import { FormStatus } from './FormStatus.tsx';
import { InstantAnswers } from './InstantAnswers.tsx';
import { keepSubmitted, submittedDraft, useDraft } from './use-draft.ts';

// Only compound tools carry RDKit and the molecule editor: peptide tools' builds leave the package
// out (@peptox/build-config), and this is never rendered there.
const MoleculeArea = lazy(() => import('@peptox/molecule-input'));
// The molecule area's height as drawn (wrapped below 600 px, on one line above): its placeholder
// takes the same, so nothing below moves when the area's code arrives (first-visit.spec.ts).
const moleculeAreaHeight = { base: '23.625rem', sm: '22.625rem' };

function lengthWindow(method: MethodInfo): string {
  if (method.minLength && method.maxLength)
    return ` (${method.minLength}–${method.maxLength} residues)`;
  if (method.minLength) return ` (at least ${method.minLength} residues)`;
  if (method.maxLength) return ` (at most ${method.maxLength} residues)`;
  return '';
}

/** The input as it is sent: text, or a large genome file as it is; a compound tool sends no type. */
export interface SubmittedInput {
  text: string;
  file: File | null;
  inputType?: FastaMode;
  codonTable?: number;
}

/** The request body: JSON for typed text, multipart when a large genome file goes as it is. */
export function submissionBody(
  input: SubmittedInput,
  methods: string[],
  description: string,
  email: string,
): JobSubmission | FormData {
  const fields = {
    inputType: input.inputType,
    methods,
    description: description.trim() || undefined,
    email: email.trim() || undefined,
    codonTable: input.codonTable,
  };
  if (!input.file) return { input: input.text, ...fields };
  const form = new FormData();
  form.set('file', input.file);
  if (fields.inputType) form.set('inputType', fields.inputType);
  form.set('methods', methods.join(','));
  if (fields.description) form.set('description', fields.description);
  if (fields.email) form.set('email', fields.email);
  if (fields.codonTable !== undefined) form.set('codonTable', String(fields.codonTable));
  return form;
}

export interface SubmissionFormProps {
  /** How the tool takes its input, and its example. */
  definition: Pick<PredictionToolDefinition, 'input' | 'example'>;
  /** The tool as the job service describes it: methods, limits, genome window. */
  tool: Tool;
}

/** What the visitor has typed, kept across reloads until a job is created. */
interface Draft {
  /** Peptides or a genome (FASTA tools). */
  mode: FastaMode;
  text: string;
  codonTable: number;
  methods: string[];
  description: string;
  email: string;
  /** A peptide tool's job as a profile: every peptide tool on the same input. */
  profile?: boolean;
}

/** The fields in the order they are listed, with the names the form status gives them. */
const FIELD_NAMES: Record<string, string> = {
  input: 'the input',
  file: 'the file',
  codonTable: 'the genetic code',
  methods: 'the methods',
  description: 'the description',
  email: 'the e-mail address',
};

/** Moves focus to the first field with a problem and brings it into view. */
function focusFirstProblem(form: HTMLFormElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
  const target = invalid?.matches('input, textarea, select, button')
    ? invalid
    : invalid?.querySelector<HTMLElement>('input, textarea, select, button');
  target?.focus({ preventScroll: true });
  const shown = target ?? invalid;
  shown?.scrollIntoView({ block: 'center' });
  if (shown) keepInView(shown);
}

/**
 * For a moment after the form sends the visitor to a field, brings it back into view when the page
 * above it grows (answers to what was typed arriving) and pushes it out, while it has the focus.
 */
function keepInView(element: HTMLElement, forMs = 5000) {
  const observer = new ResizeObserver(() => {
    if (!element.isConnected || !element.contains(document.activeElement)) return;
    const { top, bottom } = element.getBoundingClientRect();
    if (bottom < 0 || top > window.innerHeight) element.scrollIntoView({ block: 'center' });
  });
  observer.observe(document.body);
  setTimeout(() => observer.disconnect(), forMs);
}

/** What the e-mail address is for, as the service uses it. */
function emailHelp(service: ReturnType<typeof useServiceInfo>['data']): string {
  const without = 'Without one, find the job by its id, or under My jobs in this browser.';
  const kept = service
    ? ` Jobs and their results are deleted ${service.retentionDays} days after they end.`
    : '';
  if (!service) return `${without}${kept}`;
  const use = service.mail
    ? 'With it you get a mail when the job ends, and on request a link to the list of your jobs.'
    : service.listByAddress === 'open'
      ? 'With it the Retrieve page lists your jobs by this address, to anyone who types it.'
      : 'This service does not list jobs by address.';
  return `${use} ${without}${kept}`;
}

/** Input, methods, description and e-mail; a job is created and its page opened on success. */
export function SubmissionForm({ definition, tool }: SubmissionFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const submitOwn = useSubmitJob(tool.id);
  const submitProfile = useSubmitJob(PROFILE_TOOL);
  // A peptide tool's job can also run the other peptide tools, when the service has the profile.
  const { data: profileTool } = useTool(PROFILE_TOOL);
  const { data: service } = useServiceInfo();
  const online = useOnline();
  const [warning] = useWarning();
  const formRef = useRef<HTMLFormElement>(null);
  const draftKey = `peptox:draft:${tool.id}`;
  const [draft, update, discard] = useDraft<Draft>(draftKey, () => {
    const empty: Draft = {
      mode: emptyFastaInput.mode,
      text: '',
      codonTable: emptyFastaInput.codonTable,
      methods: tool.methods.filter((m) => m.default).map((m) => m.id),
      description: '',
      email: '',
    };
    // Back from the page of the job this form created: the form as it was submitted.
    const submitted = (location.state as { submitted?: unknown } | null)?.submitted;
    return submittedDraft(draftKey, submitted, empty) ?? empty;
  });
  // A large genome file goes as it is; it is not kept in the draft.
  const [file, setFile] = useState<File | null>(null);
  const { input: inputDefinition } = definition;
  const molecules = inputDefinition.kind === 'smiles';
  const things = molecules ? 'molecules' : 'sequences';
  const fasta: FastaInputValue = { ...draft, file };
  const input: SubmittedInput = molecules
    ? { text: draft.text, file: null }
    : {
        text: draft.text,
        file,
        inputType: draft.mode,
        codonTable: draft.mode === 'genome' ? draft.codonTable : undefined,
      };
  const { methods, description, email } = draft;
  const offersProfile =
    !!profileTool &&
    tool.id !== PROFILE_TOOL &&
    tool.input === 'peptide' &&
    draft.mode !== 'genome' &&
    tool.methods.every((m) => profileTool.methods.some((p) => p.id === m.id));
  const asProfile = offersProfile && !!draft.profile;
  const submit = asProfile ? submitProfile : submitOwn;
  const [report, setReport] = useState<InputReport | null>(null);
  const check = report?.check ?? null;
  const [tried, setTried] = useState(false);
  const [offlineTry, setOfflineTry] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [serverFields, setServerFields] = useState<FieldMessages>({});
  const maxDescription = tool.limits.maxDescriptionLength;
  const descriptionOver = Math.max(0, description.length - maxDescription);
  // Compound tools: the service's record limit is the molecules' limit.
  const limits = useMemo(
    () => ({ maxMolecules: tool.limits.maxSequences, maxTextBytes: tool.limits.maxTextBytes }),
    [tool.limits],
  );
  const chosenMethods = useMemo(
    () => tool.methods.filter((m) => methods.includes(m.id)),
    [tool.methods, methods],
  );

  const emailIssue = email.trim() === '' ? null : emailProblem(email.trim());
  const problems: FieldMessages = {
    input:
      check === null || check.empty
        ? [`Paste or upload the ${things} to predict.`]
        : check.problems.length > 0
          ? [`Fix the problems listed below the ${things}.`]
          : [],
    methods: methods.length === 0 ? ['Choose at least one method.'] : [],
    // Optional; given, it must be one.
    email: emailIssue ? [emailIssue] : [],
    description:
      description.length > maxDescription
        ? [
            `At most ${maxDescription} characters: shorten it by ${description.length - maxDescription}.`,
          ]
        : [],
  };
  const shown = (field: string): string[] => [
    ...(tried ? (problems[field] ?? []) : []),
    ...(serverFields[field] ?? []),
  ];
  const fieldNames: Record<string, string> = { ...FIELD_NAMES, input: `the ${things}` };
  const fieldsToFix = Object.keys(fieldNames)
    .filter((field) => shown(field).length > 0)
    .map((field) => fieldNames[field] as string);

  // After a refused submission, the first problem is where the eye and the keyboard go.
  useEffect(() => {
    if (attempt > 0) focusFirstProblem(formRef.current);
  }, [attempt]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setServerFields({});
    setOfflineTry(false);
    if (Object.values(problems).some((list) => list.length > 0)) {
      setAttempt((n) => n + 1);
      return;
    }
    if (!online) {
      setOfflineTry(true);
      return;
    }
    // As a profile: the methods chosen here, and the other peptide tools' default ones.
    const sent =
      asProfile && profileTool
        ? [
            ...methods,
            ...profileTool.methods
              .filter((m) => m.default && !tool.methods.some((own) => own.id === m.id))
              .map((m) => m.id),
          ]
        : methods;
    submit.mutate(submissionBody(input, sent, description, email), {
      onSuccess: (job) => {
        rememberJob({
          id: job.id,
          tool: job.tool,
          description: job.description,
          createdAt: job.createdAt,
        });
        keepSubmitted(draftKey, job.id, draft);
        discard();
        // This page's place in the history remembers the job, so that Back gives the form again.
        navigate(`${location.pathname}${location.search}`, {
          replace: true,
          state: { submitted: job.id },
        });
        navigate(jobPagePath(asProfile ? PROFILE_TOOL : tool.id, job.id));
      },
      onError: (error) => {
        if (error instanceof ApiError) setServerFields(error.fields);
        setAttempt((n) => n + 1);
      },
    });
  };

  const inputErrors = [...shown('input'), ...shown('file'), ...shown('codonTable')];
  const otherError =
    submit.error &&
    !(submit.error instanceof ApiError && Object.keys(submit.error.fields).length > 0)
      ? normalizeError(submit.error).message
      : null;
  const skipped = report?.notes ?? [];

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={`Submit ${things} to ${tool.name}`}
    >
      <Stack gap="6">
        {molecules ? (
          <Suspense fallback={<Skeleton height={moleculeAreaHeight} />}>
            <MoleculeArea
              text={draft.text}
              onTextChange={(text) => update({ text })}
              onReport={setReport}
              limits={limits}
              example={definition.example}
              serverErrors={inputErrors}
            />
          </Suspense>
        ) : (
          <FastaArea
            value={fasta}
            onChange={({ file: next, ...fields }) => {
              setFile(next);
              update(fields);
            }}
            onReport={setReport}
            tool={tool}
            genome={inputDefinition.kind === 'fasta' && inputDefinition.genome}
            example={definition.example}
            methods={chosenMethods}
            serverErrors={inputErrors}
          />
        )}

        <InstantAnswers
          tool={tool}
          text={draft.text}
          check={check}
          genome={!molecules && draft.mode === 'genome'}
          methods={methods}
        />

        <Fieldset.Root invalid={shown('methods').length > 0} aria-labelledby="methods-heading">
          <Heading as="h2" size="md" id="methods-heading">
            2. Methods
          </Heading>
          <CheckboxGroup
            value={methods}
            onValueChange={(next) => update({ methods: next })}
            name="methods"
          >
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
          {offersProfile ? (
            <Checkbox.Root
              checked={!!draft.profile}
              onCheckedChange={(e) => update({ profile: e.checked === true })}
              alignItems="flex-start"
              mt="2"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label>
                <Text as="span" fontWeight="semibold">
                  Also run the other peptide tools
                </Text>
                <Text as="span" display="block" color="fg.muted" fontWeight="normal">
                  One profile job: every peptide tool's default methods on the same peptides, their
                  answers side by side per peptide with the selectivity index (HC50 / MIC), in one
                  CSV.
                </Text>
              </Checkbox.Label>
            </Checkbox.Root>
          ) : null}
        </Fieldset.Root>

        <Stack gap="4">
          <Heading as="h2" size="md">
            3. About the job
          </Heading>
          {/* Over the limit, the text stays as typed and the count says so at once. */}
          <Field.Root invalid={shown('description').length > 0 || descriptionOver > 0}>
            <Field.Label>
              Description <Field.RequiredIndicator fallback="(optional)" />
            </Field.Label>
            <Textarea
              value={description}
              onChange={(e) => update({ description: e.target.value })}
              rows={2}
              placeholder={
                molecules
                  ? 'e.g. flame retardants, batch 3'
                  : 'e.g. skin secretion peptides, batch 3'
              }
            />
            {descriptionOver > 0 ? (
              <Field.ErrorText aria-live="polite">
                {description.length}/{maxDescription} characters: {descriptionOver} too many
              </Field.ErrorText>
            ) : (
              <Field.HelperText aria-live="polite">
                {description.length}/{maxDescription} characters
              </Field.HelperText>
            )}
            {shown('description').map((m) => (
              <Field.ErrorText key={m}>{m}</Field.ErrorText>
            ))}
          </Field.Root>
          <Field.Root invalid={shown('email').length > 0}>
            <Field.Label>
              E-mail address <Field.RequiredIndicator fallback="(optional)" />
            </Field.Label>
            <Input
              type="email"
              value={email}
              onChange={(e) => update({ email: e.target.value })}
              autoComplete="email"
              placeholder="you@example.org"
            />
            <Field.HelperText>{emailHelp(service)}</Field.HelperText>
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

        {skipped.length > 0 ? (
          <Stack as="ul" gap="1" ps="5" color="fg.muted" data-testid="skipped-notes">
            {skipped.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </Stack>
        ) : null}

        <HStack wrap="wrap" gap="3">
          <Button type="submit" size="lg" loading={submit.isPending} loadingText="Submitting…">
            Submit
          </Button>
          <FormStatus
            fieldsToFix={fieldsToFix}
            offline={offlineTry && !online}
            warning={warning}
            report={report}
          />
        </HStack>
      </Stack>
    </form>
  );
}
