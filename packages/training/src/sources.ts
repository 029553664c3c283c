// The shared data's files by the names a researcher reads (see ../shared/data/README.md): a
// training record is named in results as its source and its place there, e.g. 'AmPEP training
// set, AMP #987' (the 987th record of ampep/amp.fasta) or 'E. coli MIC set (BERT-AmPEP60), ID 340'.

interface Source {
  title: string;
  /** For a FASTA file whose headers end in a class (|1 or |0): the classes' nouns. */
  classes?: { positive: string; negative: string };
}

const ACP = { positive: 'ACP', negative: 'non-ACP' };
const AMP = { positive: 'AMP', negative: 'non-AMP' };

const SOURCES: Record<string, Source> = {
  'ampep/amp.fasta': { title: 'AmPEP training set, AMP' },
  'ampep/nonamp.fasta': { title: 'AmPEP training set, non-AMP' },
  'ampep30/train_po.fasta': { title: 'Deep-AmPEP30 training set, AMP' },
  'ampep30/train_ne.fasta': { title: 'Deep-AmPEP30 training set, non-AMP' },
  'ampscanner/ampscanner_train.fasta': { title: 'AMP Scanner v2 training set', classes: AMP },
  'amp-mic/EC.csv': { title: 'E. coli MIC set (BERT-AmPEP60)' },
  'amp-mic/SA.csv': { title: 'S. aureus MIC set (BERT-AmPEP60)' },
  'hemolysis/hd50.csv': { title: 'HC50 set (AMP toxicity regression)' },
  'hemolysis/hemopi1.fasta': {
    title: 'HemoPI-1 set',
    classes: { positive: 'hemolytic', negative: 'non-hemolytic' },
  },
  'hemolysis/hemopi2_train.csv': { title: 'HemoPI2 training set' },
  'acp/anticp.fasta': { title: 'AntiCP set', classes: ACP },
  'acp/mlacp.fasta': { title: 'MLACP set', classes: ACP },
  'acp/iacp.fasta': { title: 'iACP set', classes: ACP },
  'acp/anticp2_main_train.fasta': { title: 'AntiCP 2.0 main training set', classes: ACP },
  'acp/anticp2_alternate_train.fasta': {
    title: 'AntiCP 2.0 alternate training set',
    classes: ACP,
  },
  'ld50/rat_oral_ld50.csv': { title: 'Rat oral LD50 set (Zhu et al. 2009)' },
  'ecotox/fish_lc50.csv': { title: 'Fathead minnow LC50 set (US EPA T.E.S.T.)' },
  'tox21/tox21.csv': { title: 'Tox21' },
};

function source(file: string): Source {
  const found = SOURCES[file];
  if (!found) throw new Error(`${file} has no name for results: add it to training's sources.ts.`);
  return found;
}

/** How a record of the shared data is named in results. */
export type RecordPlace =
  /** The n-th record of a FASTA file (1-based), with its class when the header gives one. */
  | { position: number; label?: number }
  /** A CSV row by the file's own id column. */
  | { id: string }
  /** A CSV row by its number among the data rows (1-based). */
  | { row: number };

export function recordName(file: string, place: RecordPlace): string {
  const { title, classes } = source(file);
  if ('id' in place) return `${title}, ID ${place.id}`;
  if ('row' in place) return `${title} #${place.row}`;
  const noun =
    classes && place.label !== undefined
      ? `, ${place.label === 1 ? classes.positive : classes.negative}`
      : '';
  return `${title}${noun} #${place.position}`;
}
