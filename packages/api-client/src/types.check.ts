// Compile-time check (run by `tsc -p .`): the hand-written route envelopes of types.ts accept, and
// are accepted by, the types generated from the service's OpenAPI document (openapi.generated.ts).
// The shapes inside them (methods, columns, tables, model versions and cards, a job's progress and
// files) are @peptox/tool-schema's, typed from the very schemas the document is made of.
import type { paths } from './openapi.generated.ts';
import type {
  CodonTable,
  InstantRequest,
  InstantResult,
  Job,
  JobChanges,
  JobList,
  JobSubmission,
  JobWithResult,
  RetrievalLink,
  ScanRequest,
  ScanResult,
  ServiceInfo,
  Statistics,
  Tool,
  ToolDetails,
} from './types.ts';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Data<R> = Json<R> extends { data: infer D } ? D : never;
type Get<P extends keyof paths> = paths[P] extends { get: { responses: { 200: infer R } } }
  ? Data<R>
  : never;

/** true when each type is assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

type Submitted = paths['/api/v1/{tool}/jobs'] extends { post: { responses: { 201: infer R } } }
  ? Data<R>
  : never;
type LinkSent = paths['/api/v1/retrieval-links'] extends { post: { responses: { 202: infer R } } }
  ? Data<R>
  : never;
type Rerun = paths['/api/v1/jobs/{id}/rerun'] extends { post: { responses: { 201: infer R } } }
  ? Data<R>
  : never;
type SubmissionBody = paths['/api/v1/{tool}/jobs'] extends { post: { requestBody?: infer B } }
  ? Json<NonNullable<B>>
  : never;

type Post<P extends keyof paths> = paths[P] extends { post: { responses: { 200: infer R } } }
  ? Data<R>
  : never;
type PostBody<P extends keyof paths> = paths[P] extends { post: { requestBody?: infer B } }
  ? Json<NonNullable<B>>
  : never;

export const apiTypesMatchTheDocument: [
  tools: Same<Get<'/api/v1/tools'>, Tool[]>,
  tool: Same<Get<'/api/v1/tools/{tool}'>, ToolDetails>,
  codonTables: Same<Get<'/api/v1/codon-tables'>, CodonTable[]>,
  submitted: Same<Submitted, Job>,
  submission: Same<SubmissionBody, JobSubmission>,
  job: Same<Get<'/api/v1/jobs/{id}'>, JobWithResult>,
  jobsByEmail: Same<Get<'/api/v1/jobs'>, JobList>,
  statistics: Same<Get<'/api/v1/{tool}/statistics'>, Statistics>,
  service: Same<Get<'/api/v1/service'>, ServiceInfo>,
  retrievalLink: Same<LinkSent, RetrievalLink>,
  rerun: Same<Rerun, Job>,
  changes: Same<Get<'/api/v1/jobs/{id}/changes'>, JobChanges>,
  instantRequest: Same<PostBody<'/api/v1/{tool}/predict'>, InstantRequest>,
  instant: Same<Post<'/api/v1/{tool}/predict'>, InstantResult>,
  scanRequest: Same<PostBody<'/api/v1/{tool}/scan'>, ScanRequest>,
  scan: Same<Post<'/api/v1/{tool}/scan'>, ScanResult>,
] = [
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
];
