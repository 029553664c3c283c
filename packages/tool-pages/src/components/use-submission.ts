import { ApiError, type FieldMessages, type Tool, useSubmitJob, useTool } from '@peptox/api-client';
import { emailProblem, jobPagePath } from '@peptox/tool-contract';
import { PROFILE_TOOL } from '@peptox/tool-schema';
import {
  emptyFastaInput,
  type FastaMode,
  type InputReport,
  rememberJob,
  useOnline,
} from '@peptox/ui';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { focusFirstProblem } from './focus-problem.ts';
import { offersProfile, profileMethods } from './profile-rules.ts';
import { type SubmittedInput, submissionBody } from './submission-body.ts';
import { keepSubmitted, submittedDraft, useDraft } from './use-draft.ts';

/** What the visitor has typed, kept across reloads until a job is created. */
export interface SubmissionDraft {
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

/** The submission form's state and behaviour, for the form to draw. */
export interface Submission {
  /** The form: after a refused submission, its first field with a problem gets the focus. */
  formRef: RefObject<HTMLFormElement | null>;
  draft: SubmissionDraft;
  update: (patch: Partial<SubmissionDraft>) => void;
  /** A large genome file, sent as it is (not kept in the draft). */
  file: File | null;
  setFile: (file: File | null) => void;
  /** What the input area found; null before it has reported. */
  report: InputReport | null;
  setReport: (report: InputReport) => void;
  /** 'molecules' or 'sequences', as the form's texts name the input. */
  things: string;
  /** Whether the job can also run the other peptide tools (see offersProfile). */
  offersProfile: boolean;
  /** A field's problems to show: the form's own once a submission was tried, then the service's. */
  problemsOf: (field: string) => string[];
  /** The service's and the form's problems of the input, the file and the genetic code. */
  inputProblems: string[];
  /** The names of the fields with a problem, in the form's order ('the e-mail address'). */
  fieldsToFix: string[];
  /** A submission was tried offline, and the browser is still offline. */
  offline: boolean;
  pending: boolean;
  /** The submission's failure, and whether the fields show it (the service named them). */
  error: Error | null;
  errorShownByFields: boolean;
  onSubmit: (event: FormEvent) => void;
}

/**
 * A tool's submission: the draft, the form's checks, the service's field errors merged in, the
 * job created (as a profile when chosen) and its page opened, and, after a refusal, the first
 * field with a problem focused and kept in view.
 */
export function useSubmission(tool: Tool, molecules: boolean): Submission {
  const navigate = useNavigate();
  const location = useLocation();
  const submitOwn = useSubmitJob(tool.id);
  const submitProfile = useSubmitJob(PROFILE_TOOL);
  // A peptide tool's job can also run the other peptide tools, when the service has the profile.
  const { data: profileTool } = useTool(PROFILE_TOOL);
  const online = useOnline();
  const formRef = useRef<HTMLFormElement>(null);
  const draftKey = `peptox:draft:${tool.id}`;
  const [draft, update, discard] = useDraft<SubmissionDraft>(draftKey, () => {
    const empty: SubmissionDraft = {
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
  const things = molecules ? 'molecules' : 'sequences';
  const input: SubmittedInput = molecules
    ? { text: draft.text, file: null }
    : {
        text: draft.text,
        file,
        inputType: draft.mode,
        codonTable: draft.mode === 'genome' ? draft.codonTable : undefined,
      };
  const { methods, description, email } = draft;
  const offered = offersProfile(tool, profileTool, draft.mode);
  const asProfile = offered && !!draft.profile;
  const submit = asProfile ? submitProfile : submitOwn;
  const [report, setReport] = useState<InputReport | null>(null);
  const check = report?.check ?? null;
  const [tried, setTried] = useState(false);
  const [offlineTry, setOfflineTry] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [serverFields, setServerFields] = useState<FieldMessages>({});
  const maxDescription = tool.limits.maxDescriptionLength;

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
    const sent = asProfile && profileTool ? profileMethods(methods, tool, profileTool) : methods;
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

  return {
    formRef,
    draft,
    update,
    file,
    setFile,
    report,
    setReport,
    things,
    offersProfile: offered,
    problemsOf: shown,
    inputProblems: [...shown('input'), ...shown('file'), ...shown('codonTable')],
    fieldsToFix,
    offline: offlineTry && !online,
    pending: submit.isPending,
    error: submit.error,
    errorShownByFields:
      submit.error instanceof ApiError && Object.keys(submit.error.fields).length > 0,
    onSubmit,
  };
}
