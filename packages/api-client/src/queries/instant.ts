import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { mainClient } from '../http.ts';
import type { InstantRequest, InstantResult, ScanRequest, ScanResult } from '../types.ts';

// Instant answers and scans are asked as the visitor types: each is a background request (the
// progress bar does not blink at every pause), answered from the cache when the same input comes
// back, and the previous answer stays on screen while the next one is on its way.

/** A small input predicted at once, without a job. */
export function predictInstant(
  tool: string,
  request: InstantRequest,
  signal?: AbortSignal,
): Promise<InstantResult> {
  return mainClient.request<InstantResult>(`/${encodeURIComponent(tool)}/predict`, {
    method: 'POST',
    body: request,
    signal,
    background: true,
  });
}

export const instantQueryOptions = (tool: string, request: InstantRequest) =>
  queryOptions({
    queryKey: ['instant', tool, request.inputType ?? 'fasta', request.input, request.methods],
    queryFn: ({ signal }) => predictInstant(tool, request, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: false,
  });

/** The instant answer for `request`; nothing is asked while it is null. */
export function useInstantAnswer(tool: string, request: InstantRequest | null) {
  return useQuery({
    ...instantQueryOptions(tool, request ?? { input: '', methods: [] }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

/** A peptide's mutant scan: each variant's values (no evidence). */
export function scanPeptide(
  tool: string,
  request: ScanRequest,
  signal?: AbortSignal,
): Promise<ScanResult> {
  return mainClient.request<ScanResult>(`/${encodeURIComponent(tool)}/scan`, {
    method: 'POST',
    body: request,
    signal,
    background: true,
  });
}

export const scanQueryOptions = (tool: string, request: ScanRequest) =>
  queryOptions({
    queryKey: ['scan', tool, request.sequence, request.methods],
    queryFn: ({ signal }) => scanPeptide(tool, request, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: false,
  });

/** The scan of `request`; nothing is asked while it is null. */
export function useScan(tool: string, request: ScanRequest | null) {
  return useQuery({
    ...scanQueryOptions(tool, request ?? { sequence: '', methods: [] }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
