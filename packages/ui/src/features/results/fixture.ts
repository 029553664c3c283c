// A small result in the shape the service sends, for the unit tests of the results parts.
import type { Column, MethodInfo, ResultRow } from '@peptox/tool-schema';

export const columns: Column[] = [
  { key: 'id', label: 'ID', type: 'text' },
  { key: 'sequence', label: 'Sequence', type: 'text' },
  { key: 'amp_probability', label: 'AMP probability', type: 'probability', method: 'amp' },
  {
    key: 'amp_class',
    label: 'AMP class',
    type: 'class',
    method: 'amp',
    classes: { positive: 'AMP', negative: 'Non-AMP' },
    description: 'The call.',
  },
  { key: 'short_probability', label: 'Short probability', type: 'probability', method: 'short' },
  { key: 'short_class', label: 'Short class', type: 'class', method: 'short', threshold: 0.7 },
  { key: 'mic_um', label: 'MIC', type: 'number', method: 'mic', unit: 'µM' },
  { key: 'note', label: 'Note', type: 'text' },
];

export const methods: MethodInfo[] = [
  { id: 'amp', label: 'AmpMethod', description: '', default: true },
  {
    id: 'short',
    label: 'ShortMethod',
    description: '',
    minLength: 5,
    maxLength: 10,
    default: true,
  },
  { id: 'mic', label: 'MIC method', description: '', default: true },
];

const WINDOW = 'Short takes 5–10 residues.';

export const rows: ResultRow[] = [
  // id, sequence, amp p, amp class, short p, short class, mic, note
  row('a', 'GLFDIVKK', 0.72, 1, 0.8, 1, 4, null),
  row('b', 'KKLLKKLLKKLL', 0.41, 0, null, -1, null, WINDOW),
  row('c', 'GIGKFL', 0.5, 1, 0.55, 0, 120, null),
  row('d', 'XXXXXXX', null, -1, null, -1, null, 'Holds X.'),
  row('e', 'AAAAAAAAAAAAAAAAA', 0.1, 0, null, -1, 0.5, `${WINDOW} | MIC extrapolates.`),
];

function row(
  id: string,
  sequence: string,
  ampP: number | null,
  ampClass: number | null,
  shortP: number | null,
  shortClass: number | null,
  mic: number | null,
  note: string | null,
): ResultRow {
  return {
    id,
    sequence,
    amp_probability: ampP,
    amp_class: ampClass,
    short_probability: shortP,
    short_class: shortClass,
    mic_um: mic,
    note,
  };
}
