export {
  type Alphabet,
  AMINO_ACIDS,
  NON_STANDARD_RESIDUES,
  NUCLEOTIDE_BASES,
  NUCLEOTIDES,
  nonStandardNote,
  nonStandardResidues,
} from './alphabet.ts';
export { backTranslate } from './back-translate.ts';
export { type CodonTable, codonTable, codonTables, translateCodon } from './codon-tables.ts';
export { examplePeptides, toFasta } from './examples.ts';
export {
  type FastaRecord,
  HEADERLESS_NAME,
  MAX_LISTED_PROBLEMS,
  type ParsedFasta,
  type ParseFastaOptions,
  parseFasta,
  singleSequence,
} from './fasta.ts';
export type { InputProblem } from './input-problem.ts';
export {
  mutantScan,
  type ScanOptions,
  scanSize,
  type Variant,
  type VariantKind,
} from './mutant-scan.ts';
export { type PeptideReading, readPeptide } from './peptide-input.ts';
export {
  netCharge,
  type PeptideProperties,
  peptideProblem,
  peptideProperties,
  type ResidueShare,
} from './properties.ts';
export * from './scales.ts';
export { type LengthWindow, translateSixFrames } from './six-frames.ts';
export { decodeTextFile } from './text-file.ts';
