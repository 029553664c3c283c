import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainClient } from '../http.ts';
import type { CodonTable, Tool, ToolDetails } from '../types.ts';

export function getTools(signal?: AbortSignal): Promise<Tool[]> {
  return mainClient.request<Tool[]>('/tools', { signal });
}

// The tool descriptions change when a tool's workers are deployed (they publish them), and a
// tool's availability when its workers stop or start: read again after a minute.
export const toolsQueryOptions = () =>
  queryOptions({
    queryKey: ['tools'],
    queryFn: ({ signal }) => getTools(signal),
    staleTime: 60_000,
  });

export function useTools() {
  return useQuery(toolsQueryOptions());
}

/** One tool's description (methods, columns, tables, limits) from GET /tools. */
export function useTool(id: string) {
  return useQuery({ ...toolsQueryOptions(), select: (tools) => tools.find((t) => t.id === id) });
}

export function getToolDetails(id: string, signal?: AbortSignal): Promise<ToolDetails> {
  return mainClient.request<ToolDetails>(`/tools/${encodeURIComponent(id)}`, { signal });
}

export const toolDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['tools', id],
    queryFn: ({ signal }) => getToolDetails(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A tool with the cards of the models that serve it (for the method and dataset pages). */
export function useToolDetails(id: string) {
  return useQuery(toolDetailsQueryOptions(id));
}

export function getCodonTables(signal?: AbortSignal): Promise<CodonTable[]> {
  return mainClient.request<CodonTable[]>('/codon-tables', { signal });
}

export const codonTablesQueryOptions = () =>
  queryOptions({
    queryKey: ['codon-tables'],
    queryFn: ({ signal }) => getCodonTables(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCodonTables() {
  return useQuery(codonTablesQueryOptions());
}
