import { ExampleTextDialog } from './ExampleDialog.tsx';

export interface ExampleFastaDialogProps {
  /** The example input, FASTA text. */
  example: string;
  /** Peptides (the default), or a genome's nucleotides. */
  kind?: 'peptides' | 'genome';
  /** Puts the example into the form. */
  onUse: (example: string) => void;
  triggerLabel?: string;
}

/** The example of a FASTA input: peptides, or a genome. */
export function ExampleFastaDialog({
  example,
  kind = 'peptides',
  onUse,
  triggerLabel = 'Example',
}: ExampleFastaDialogProps) {
  const count = (example.match(/^>/gm) ?? []).length;
  return (
    <ExampleTextDialog
      title={kind === 'genome' ? 'Example genome' : 'Example input'}
      description={
        kind === 'genome'
          ? `${count === 1 ? 'A contig' : `${count} contigs`} in FASTA format: a header line starting with ‘>’ and a unique name, then the nucleotides. This one is synthetic: it codes for the tool’s example peptides, each between stop codons, so that a six-frame scan finds them.`
          : `${count} sequence${count === 1 ? '' : 's'} in FASTA format: a header line starting with ‘>’ and a unique name, then the sequence in one-letter amino-acid code.`
      }
      example={example}
      onUse={onUse}
      triggerLabel={triggerLabel}
    />
  );
}
