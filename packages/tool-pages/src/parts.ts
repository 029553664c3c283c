// The shared pages' parts that a site remote (the workbench) puts on pages of its own, loaded
// there on demand: kept out of the main entry, which every tool's first visit loads.
export { SubmissionForm, type SubmissionFormProps } from './components/SubmissionForm.tsx';
export { JobView, type JobViewProps } from './pages/job.tsx';
