export * from './csv.ts';
export * from './evidence.ts';
export * from './job.ts';
export * from './length-window.ts';
export * from './measured.ts';
export * from './model-card.ts';
export * from './selectivity.ts';
export * from './tool.ts';
