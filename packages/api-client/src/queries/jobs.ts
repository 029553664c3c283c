import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiUrl } from '../config.ts';
import { ApiError } from '../errors.ts';
import { api, mainClient } from '../http.ts';
import type {
  Job,
  JobChanges,
  JobList,
  JobStatus,
  JobSubmission,
  JobWithResult,
  RetrievalLink,
} from '../types.ts';

const JOB_POLL_MS = 2000;
const LIST_POLL_MS = 3000;
const RETRY_POLL_MS = 10_000;

export function isJobOver(status: JobStatus): boolean {
  return status === 'finished' || status === 'failed';
}

// Submissions go through the "api" client, so each problem also shows as an "Error" notice.
export function submitJob(tool: string, submission: JobSubmission | FormData): Promise<Job> {
  return api.request<Job>(`/${encodeURIComponent(tool)}/jobs`, {
    method: 'POST',
    body: submission,
  });
}

export function useSubmitJob(tool: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: JobSubmission | FormData) => submitJob(tool, submission),
    onSuccess: (job) => {
      queryClient.invalidateQueries({ queryKey: ['jobs'] });
      queryClient.invalidateQueries({ queryKey: ['statistics', tool] });
      return job;
    },
  });
}

/** Runs a finished job again with today's models: a new job that lists what changed. */
export function rerunJob(id: string): Promise<Job> {
  return api.request<Job>(`/jobs/${encodeURIComponent(id)}/rerun`, { method: 'POST', body: {} });
}

export function useRerunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rerunJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}

/** For a finished rerun: the rows whose values differ from the job it reran. */
export function getJobChanges(id: string, signal?: AbortSignal): Promise<JobChanges> {
  return mainClient.request<JobChanges>(`/jobs/${encodeURIComponent(id)}/changes`, { signal });
}

export const jobChangesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['job-changes', id],
    queryFn: ({ signal }) => getJobChanges(id, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useJobChanges(id: string, enabled: boolean) {
  return useQuery({ ...jobChangesQueryOptions(id), enabled });
}

export interface JobPage {
  page?: number;
  pageSize?: number;
}

export function getJob(
  id: string,
  { page = 1, pageSize = 100 }: JobPage = {},
  signal?: AbortSignal,
) {
  return mainClient.request<JobWithResult>(`/jobs/${encodeURIComponent(id)}`, {
    query: { page, pageSize },
    signal,
  });
}

/**
 * Next poll of a job: every 2 s until it has ended. A job the service says does not exist (4xx)
 * is not asked for again; while the service cannot be reached, it is asked every 10 s.
 */
export function jobRefetchInterval(job: Job | undefined, error: unknown): number | false {
  if (error) {
    const status = error instanceof ApiError ? error.statusCode : 0;
    return status >= 400 && status < 500 ? false : RETRY_POLL_MS;
  }
  return job && isJobOver(job.status) ? false : JOB_POLL_MS;
}

export const jobQueryOptions = (id: string, page: JobPage = {}) =>
  queryOptions({
    queryKey: ['job', id, page.page ?? 1, page.pageSize ?? 100],
    queryFn: ({ signal }) => getJob(id, page, signal),
    refetchInterval: (query) =>
      jobRefetchInterval(query.state.data, query.state.status === 'error'),
    retry: false,
  });

export function useJob(id: string, page: JobPage = {}) {
  return useQuery(jobQueryOptions(id, page));
}

export interface JobsByEmail {
  email: string;
  tool?: string;
  page?: number;
  /** The token of a mailed retrieval link (needed when the service sends mail). */
  token?: string;
}

export function getJobsByEmail(
  { email, tool, page = 1, token }: JobsByEmail,
  signal?: AbortSignal,
  background = false,
) {
  return mainClient.request<JobList>('/jobs', {
    query: { email, tool, page, token },
    signal,
    background,
  });
}

/** Next poll of an e-mail's list: every 3 s while any job on the page is queued or running. */
export function jobListRefetchInterval(list: JobList | undefined): number | false {
  return list?.items.some((item) => !isJobOver(item.status)) ? LIST_POLL_MS : false;
}

export const jobsByEmailQueryOptions = (params: JobsByEmail) =>
  queryOptions({
    queryKey: ['jobs', params.email, params.tool ?? null, params.page ?? 1, params.token ?? null],
    queryFn: ({ signal, client, queryKey }) =>
      getJobsByEmail(params, signal, client.getQueryData(queryKey) !== undefined),
    refetchInterval: (query) => jobListRefetchInterval(query.state.data),
    placeholderData: (previous) => previous,
    // A refused link (403) or a bad address (422) does not get better by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.statusCode < 500) && count < 3,
  });

export function useJobsByEmail(params: JobsByEmail) {
  return useQuery(jobsByEmailQueryOptions(params));
}

/** Asks the service to mail the link to an address's list of a tool's jobs to that address. */
export function requestRetrievalLink(tool: string, email: string): Promise<RetrievalLink> {
  return mainClient.request<RetrievalLink>('/retrieval-links', {
    method: 'POST',
    body: { email, tool },
  });
}

export function useRequestRetrievalLink(tool: string) {
  return useMutation({ mutationFn: (email: string) => requestRetrievalLink(tool, email) });
}

/** Address of a result table as CSV (`all` for every column); the API answers it as an attachment. */
export function resultCsvUrl(id: string, table: string): string {
  return apiUrl(`/jobs/${encodeURIComponent(id)}/results/${encodeURIComponent(table)}.csv`);
}

/** A file a finished job made besides its rows (a docking job's poses, receptor, parameters). */
export function jobFileUrl(id: string, name: string): string {
  return apiUrl(`/jobs/${encodeURIComponent(id)}/files/${encodeURIComponent(name)}`);
}
