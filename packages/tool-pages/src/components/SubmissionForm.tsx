import { Button, HStack, Skeleton, Stack } from '@chakra-ui/react';
import type { Tool } from '@peptox/api-client';
import { useWarning } from '@peptox/ui';
import { lazy, Suspense, useMemo } from 'react';
import type { PredictionToolDefinition } from '../definition.ts';
import { AboutTheJobFields } from './AboutTheJobFields.tsx';
import { FastaArea } from './FastaArea.tsx';
import { FormErrorAlert } from './FormErrorAlert.tsx';
import { FormStatus } from './FormStatus.tsx';
import { InstantAnswers } from './InstantAnswers.tsx';
import { MethodsFieldset } from './MethodsFieldset.tsx';
import { useSubmission } from './use-submission.ts';

// Only compound tools carry RDKit and the molecule editor: peptide tools' builds leave the package
// out (@peptox/build-config), and this is never rendered there.
const MoleculeArea = lazy(() => import('@peptox/molecule-input'));
// The molecule area's height as drawn (wrapped below 600 px, on one line above): its placeholder
// takes the same, so nothing below moves when the area's code arrives (first-visit.spec.ts).
const moleculeAreaHeight = { base: '23.625rem', sm: '22.625rem' };

export interface SubmissionFormProps {
  /** How the tool takes its input, and its example. */
  definition: Pick<PredictionToolDefinition, 'input' | 'example'>;
  /** The tool as the job service describes it: methods, limits, genome window. */
  tool: Tool;
}

/** Input, methods, description and e-mail; a job is created and its page opened on success. */
export function SubmissionForm({ definition, tool }: SubmissionFormProps) {
  const { input: inputDefinition } = definition;
  const molecules = inputDefinition.kind === 'smiles';
  const submission = useSubmission(tool, molecules);
  const { draft, update, file, report, problemsOf } = submission;
  const [warning] = useWarning();
  // Compound tools: the service's record limit is the molecules' limit.
  const limits = useMemo(
    () => ({ maxMolecules: tool.limits.maxSequences, maxTextBytes: tool.limits.maxTextBytes }),
    [tool.limits],
  );
  const chosenMethods = useMemo(
    () => tool.methods.filter((m) => draft.methods.includes(m.id)),
    [tool.methods, draft.methods],
  );
  const skipped = report?.notes ?? [];

  return (
    <form
      ref={submission.formRef}
      onSubmit={submission.onSubmit}
      noValidate
      aria-label={`Submit ${submission.things} to ${tool.name}`}
    >
      <Stack gap="6">
        {molecules ? (
          <Suspense fallback={<Skeleton height={moleculeAreaHeight} />}>
            <MoleculeArea
              text={draft.text}
              onTextChange={(text) => update({ text })}
              onReport={submission.setReport}
              limits={limits}
              example={definition.example}
              serverErrors={submission.inputProblems}
            />
          </Suspense>
        ) : (
          <FastaArea
            value={{ ...draft, file }}
            onChange={({ file: next, ...fields }) => {
              submission.setFile(next);
              update(fields);
            }}
            onReport={submission.setReport}
            tool={tool}
            genome={inputDefinition.kind === 'fasta' && inputDefinition.genome}
            example={definition.example}
            methods={chosenMethods}
            serverErrors={submission.inputProblems}
          />
        )}

        <InstantAnswers
          tool={tool}
          text={draft.text}
          check={report?.check ?? null}
          genome={!molecules && draft.mode === 'genome'}
          methods={draft.methods}
        />

        <MethodsFieldset
          methods={tool.methods}
          value={draft.methods}
          onChange={(methods) => update({ methods })}
          problems={problemsOf('methods')}
          profile={
            submission.offersProfile
              ? { checked: !!draft.profile, onChange: (profile) => update({ profile }) }
              : null
          }
        />

        <AboutTheJobFields
          description={draft.description}
          email={draft.email}
          onChange={update}
          maxDescription={tool.limits.maxDescriptionLength}
          problemsOf={problemsOf}
          molecules={molecules}
        />

        <FormErrorAlert error={submission.error} shownByFields={submission.errorShownByFields} />

        {skipped.length > 0 ? (
          <Stack as="ul" gap="1" ps="5" color="fg.muted" data-testid="skipped-notes">
            {skipped.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </Stack>
        ) : null}

        <HStack wrap="wrap" gap="3">
          <Button type="submit" size="lg" loading={submission.pending} loadingText="Submitting…">
            Submit
          </Button>
          <FormStatus
            fieldsToFix={submission.fieldsToFix}
            offline={submission.offline}
            warning={warning}
            report={report}
          />
        </HStack>
      </Stack>
    </form>
  );
}
