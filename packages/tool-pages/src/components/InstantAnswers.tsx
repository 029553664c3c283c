import { Alert, Box, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { normalizeError, type Tool, useInstantAnswer } from '@peptox/api-client';
import { type InputCheck, LoadBoundary, ResultsView } from '@peptox/ui';
import { useEffect, useMemo, useState } from 'react';

/** How long the input must rest before it is asked about: typing does not send every key. */
export const INSTANT_PAUSE_MS = 150;

/** `value` once it has not changed for `ms`. */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface InstantAnswersProps {
  tool: Tool;
  /** The form's input as typed, and what the input area's check made of it (null: not yet). */
  text: string;
  check: InputCheck | null;
  /** A genome is a job's work: no instant answer. */
  genome: boolean;
  methods: string[];
}

/**
 * Under a tool's form: the predictions of a small input as it is typed, the same rows and columns
 * a job would give, without a job or an e-mail. Larger inputs are left to jobs.
 */
export function InstantAnswers({ tool, text, check, genome, methods }: InstantAnswersProps) {
  // A service that states no limit gives no instant answers.
  const max = tool.limits.maxInstantRecords ?? 0;
  const molecules = tool.input === 'molecule';
  const things = molecules ? 'molecules' : 'sequences';
  const ready =
    max > 0 &&
    !genome &&
    check !== null &&
    check.count > 0 &&
    check.problems.length === 0 &&
    methods.length > 0;
  const fits = ready && check.total <= max;
  const wanted = useMemo(
    () =>
      fits
        ? { input: text, inputType: molecules ? ('smiles' as const) : ('fasta' as const), methods }
        : null,
    [fits, text, molecules, methods],
  );
  const request = useSettled(wanted, INSTANT_PAUSE_MS);
  const answer = useInstantAnswer(tool.id, request);
  if (!ready) return null;
  return (
    <Box as="section" aria-labelledby="instant-title" data-testid="instant-answers">
      <HStack gap="3" mb="2">
        <Heading as="h2" size="md" id="instant-title">
          Instant answers
        </Heading>
        {answer.isFetching ? <Spinner size="sm" aria-label="Updating the predictions" /> : null}
      </HStack>
      {!fits ? (
        <Text color="fg.muted">
          Up to {max} {things} are predicted here as you type; submit these{' '}
          {check.total.toLocaleString('en')} as a job.
        </Text>
      ) : answer.error && !answer.data ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{normalizeError(answer.error).message}</Alert.Title>
        </Alert.Root>
      ) : answer.data ? (
        <Stack gap="3">
          <Text color="fg.muted">
            Predicted as you type, without a job. Submit a job to keep the results, share them, or
            download them from the service.
          </Text>
          <LoadBoundary
            fallback={
              <Text color="fg.muted" role="status">
                The answers could not be drawn: this part of the page did not load. Reload the page
                once the connection is back to see them; the form and your input are kept.
              </Text>
            }
          >
            <ResultsView
              columns={answer.data.columns}
              tables={answer.data.tables}
              rows={answer.data.rows}
              methods={tool.methods}
              fileName={`${tool.id}-instant`}
            />
          </LoadBoundary>
        </Stack>
      ) : (
        <Text color="fg.muted">Predicting…</Text>
      )}
    </Box>
  );
}
