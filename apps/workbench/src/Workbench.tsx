// /sequence-info?sequence=…: the peptide workbench. Type a peptide and see, as you type, its
// properties, every peptide model's answer with its evidence, the selectivity indices, and the
// mutant scan; the address keeps the peptide.
import {
  Alert,
  Box,
  Field,
  Heading,
  Link,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { instantQueryOptions, normalizeError, useInstantAnswer, useTool } from '@peptox/api-client';
import { peptideProperties, readPeptide } from '@peptox/sequence';
import { PROFILE_TOOL } from '@peptox/tool-schema';
import { usePageTitle } from '@peptox/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ModelAnswers } from './ModelAnswers.tsx';
import { MutantScan } from './MutantScan.tsx';
import { Properties } from './Properties.tsx';

/** How long typing must pause before the address (and so the predictions) follow it. */
const PAUSE_MS = 150;

/**
 * The sequence as the workbench reads it (readPeptide): upper case, without spaces or digits; a
 * FASTA record pasted whole is fine (its header is left out).
 */
export const cleanSequence = (text: string) => readPeptide(text).sequence;

/** Whether the models can answer for a read peptide: no problem, and only standard residues. */
const predictable = (reading: ReturnType<typeof readPeptide>) =>
  reading.sequence !== '' && !reading.problem && !reading.notPredicted;

/** The instant answer a peptide asks for: every method of the profile. */
const requestFor = (sequence: string, methods: string[]) => ({
  input: `>peptide\n${sequence}\n`,
  methods,
});

export default function Workbench() {
  const [params, setParams] = useSearchParams();
  const sequence = cleanSequence(params.get('sequence') ?? '');
  const [draft, setDraft] = useState(params.get('sequence') ?? '');
  const [shown, setShown] = useState(sequence);
  if (sequence !== shown) {
    // The address changed (back button, a link, a variant loaded): show what it says.
    setShown(sequence);
    if (cleanSequence(draft) !== sequence) setDraft(sequence);
  }
  usePageTitle('Peptide workbench');
  const queryClient = useQueryClient();
  const { data: tool, error: toolError } = useTool(PROFILE_TOOL);
  const methods = useMemo(() => tool?.methods.map((m) => m.id) ?? [], [tool]);

  // As you type: after a short pause the predictions are asked for at once, and the address
  // follows the box (replacing, not stacking), which redraws the page.
  useEffect(() => {
    const reading = readPeptide(draft);
    const next = reading.sequence;
    if (next === sequence) return;
    const timer = setTimeout(() => {
      if (tool && predictable(reading)) {
        void queryClient.prefetchQuery(
          instantQueryOptions(PROFILE_TOOL, requestFor(next, methods)),
        );
      }
      setParams(next ? { sequence: next } : {}, { replace: true });
    }, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, sequence, setParams, tool, methods, queryClient]);

  const reading = useMemo(() => readPeptide(sequence), [sequence]);
  const { problem, notPredicted } = reading;
  // What was left out of the text as typed (digits), said under the box.
  const { notice } = readPeptide(draft);
  const properties = useMemo(
    () => (predictable(reading) ? peptideProperties(reading.sequence) : null),
    [reading],
  );
  const request = tool && properties ? requestFor(sequence, methods) : null;
  const answer = useInstantAnswer(PROFILE_TOOL, request);
  const current = answer.data?.rows[0]?.sequence === sequence ? answer.data : undefined;
  const load = useCallback(
    (next: string) => {
      setParams({ sequence: next });
      setDraft(next);
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );

  return (
    <Stack gap="8">
      <Box>
        <Heading as="h1" size="3xl">
          Peptide workbench
        </Heading>
        <Text mt="2" color="fg.muted" maxW="3xl">
          Type a peptide to see, as you type, what every peptide model predicts for it (with the
          evidence behind each number), its selectivity index, a scan of its single mutants, and its
          physicochemical properties (computed in your browser). For many peptides at once,{' '}
          <Link asChild variant="underline">
            <RouterLink to="profile">profile a list</RouterLink>
          </Link>
          .
        </Text>
      </Box>
      <Field.Root invalid={!!problem} maxW="3xl">
        <Field.Label>Peptide sequence (one-letter code)</Field.Label>
        <Textarea
          name="sequence"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          rows={3}
          fontFamily="mono"
          spellCheck={false}
          autoComplete="off"
          placeholder="GLFDIVKKVVGALGSL"
        />
        {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
        {notice ? (
          <Field.HelperText color="fg.warning" role="status" data-testid="sequence-notice">
            {notice}
          </Field.HelperText>
        ) : null}
        <Field.HelperText>
          The predictions follow as you type; the address keeps the peptide, to share or come back
          to.
        </Field.HelperText>
      </Field.Root>
      {!sequence ? (
        <Alert.Root status="info" maxW="3xl">
          <Alert.Indicator />
          <Alert.Title>Type a sequence above to see its predictions and properties.</Alert.Title>
        </Alert.Root>
      ) : null}
      {notPredicted ? (
        <Alert.Root status="info" maxW="3xl" data-testid="not-predicted">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{notPredicted}</Alert.Title>
            <Alert.Description>
              A tool’s form keeps such a sequence in its results, marked as not predicted. Replace
              the code with a standard amino acid to see the predictions, the scan and the
              properties.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {properties ? (
        <>
          {toolError || (answer.error && !current) ? (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>The predictions could not be loaded.</Alert.Title>
                <Alert.Description>
                  {normalizeError(toolError ?? answer.error).message} The properties below are
                  computed in your browser.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : current && tool ? (
            <ModelAnswers result={current} methods={tool.methods} />
          ) : (
            <Skeleton height="24rem" aria-busy="true" aria-label="Predicting" />
          )}
          {tool ? (
            <MutantScan
              tool={tool}
              sequence={sequence}
              ready={!!current || !!answer.error}
              onLoad={load}
            />
          ) : null}
          <Properties properties={properties} />
        </>
      ) : null}
    </Stack>
  );
}
