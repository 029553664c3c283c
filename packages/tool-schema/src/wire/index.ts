// The wire shapes as TypeBox schemas, for the job service to validate and document its answers
// with. Browser code imports their types from the main entry, never this one (it loads TypeBox).
export * from './evidence.ts';
export * from './job.ts';
export * from './model-card.ts';
export * from './scan-changes.ts';
export * from './tool.ts';
