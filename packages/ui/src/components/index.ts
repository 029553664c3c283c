export { AddressJobList, type AddressJobListProps } from './AddressJobList.tsx';
export { ContactCard, type ContactCardProps } from './ContactCard.tsx';
export type { DoughnutChartProps } from './DoughnutChart.tsx';
export { DownloadCard, type DownloadCardProps, type DownloadItem } from './DownloadCard.tsx';
export {
  ExampleDialog,
  type ExampleDialogProps,
  ExampleTextDialog,
  type ExampleTextDialogProps,
} from './ExampleDialog.tsx';
export { ExampleFastaDialog, type ExampleFastaDialogProps } from './ExampleFastaDialog.tsx';
export {
  describeNearest,
  type EvidenceKeys,
  evidenceKeys,
  formatInterval,
  formatMeasured,
  formatNearestMeasured,
  formatSimilarity,
  intervalName,
  intervalOf,
  isModelValue,
  measurementWord,
  type Nearest,
  operatingPointAt,
  ownMeasurement,
  type RowEvidence,
  rowEvidence,
  thresholdMeaning,
} from './evidence/evidence.ts';
export { ValueEvidence, type ValueEvidenceProps } from './evidence/ValueEvidence.tsx';
export {
  emptyFastaInput,
  FastaInput,
  type FastaInputProps,
  type FastaInputValue,
} from './FastaInput.tsx';
export { FilePicker, type FilePickerProps } from './FilePicker.tsx';
export {
  checkFastaInput,
  type FastaCheck,
  type FastaCheckLimits,
  type FastaMode,
  genomeExample,
  type LengthWindowed,
  skippedNotes,
} from './fasta-check.ts';
export type { HeatMapChartProps } from './HeatMapChart.tsx';
export { ImageCard, type ImageCardProps } from './ImageCard.tsx';
export { InputProblems, type InputProblemsProps } from './InputProblems.tsx';
export {
  fileTooLarge,
  formatBytes,
  type InputCheck,
  type InputReport,
  plural,
  problemsWarning,
  readTextFile,
} from './input-check.ts';
export { formatJobTime, JobStatusBadge } from './JobStatus.tsx';
export { JobsTable, type JobsTableProps, type JobsTableRow } from './JobsTable.tsx';
export type { LineChartProps } from './LineChart.tsx';
export { LoadBoundary } from './LoadBoundary.tsx';
export {
  DoughnutChart,
  HeatMapChart,
  LineChart,
  ReliabilityChart,
  StatisticsPage,
} from './lazy.tsx';
export {
  CodeBlock,
  ExternalLink,
  InlineCode,
  PageLink,
  ProseSection,
  type ProseSectionProps,
} from './Prose.tsx';
export {
  citation,
  type Reference,
  ReferenceCard,
  type ReferenceCardProps,
} from './ReferenceCard.tsx';
export type { ReliabilityChartProps } from './ReliabilityChart.tsx';
export type { StatisticsPageProps } from './StatisticsPage.tsx';
export {
  parseRetrieveInput,
  retrievePath,
  TaskRetrieveDialog,
  type TaskRetrieveDialogProps,
} from './TaskRetrieveDialog.tsx';
export {
  FormSkeleton,
  ToolHomeFrame,
  type ToolHomeFrameProps,
  withItalics,
} from './ToolHomeFrame.tsx';
