import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainClient } from '../http.ts';
import type { ServiceInfo } from '../types.ts';

/** What the service does with submissions: mail, retrieval links, retention. */
export function getServiceInfo(signal?: AbortSignal): Promise<ServiceInfo> {
  return mainClient.request<ServiceInfo>('/service', { signal });
}

// The policy changes only with a deploy of the service.
export const serviceInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['service'],
    queryFn: ({ signal }) => getServiceInfo(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useServiceInfo() {
  return useQuery(serviceInfoQueryOptions());
}
