export { type RequestActivitySnapshot, requestActivity } from './activity.ts';
export { apiBaseUrl, apiUrl, configureApi } from './config.ts';
export { ApiError, type FieldMessages, type NormalizedError, normalizeError } from './errors.ts';
export { api, type HttpClient, mainClient, type RequestOptions } from './http.ts';
export { type ApiErrorNotice, onApiErrorNotice } from './notices.ts';
export * from './queries/jobs.ts';
export * from './queries/statistics.ts';
export * from './queries/tools.ts';
export type * from './types.ts';
