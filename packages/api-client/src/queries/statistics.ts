import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainClient } from '../http.ts';
import type { Statistics } from '../types.ts';

export function getStatistics(tool: string, days: number, signal?: AbortSignal) {
  return mainClient.request<Statistics>(`/${encodeURIComponent(tool)}/statistics`, {
    query: { days },
    signal,
  });
}

export const statisticsQueryOptions = (tool: string, days: number) =>
  queryOptions({
    queryKey: ['statistics', tool, days],
    queryFn: ({ signal }) => getStatistics(tool, days, signal),
    placeholderData: (previous) => previous,
  });

export function useStatistics(tool: string, days: number) {
  return useQuery(statisticsQueryOptions(tool, days));
}
