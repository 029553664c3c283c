import { Code, Text } from '@chakra-ui/react';
import { ExampleDialog } from './ExampleDialog.tsx';

export interface ExampleFastaDialogProps {
  /** The example input, FASTA text. */
  example: string;
  /** Puts the example into the form. */
  onUse: (example: string) => void;
  triggerLabel?: string;
}

/** Shows the example sequences and puts them into the form on request. */
export function ExampleFastaDialog({
  example,
  onUse,
  triggerLabel = 'Example',
}: ExampleFastaDialogProps) {
  const count = (example.match(/^>/gm) ?? []).length;
  return (
    <ExampleDialog
      title="Example input"
      triggerLabel={triggerLabel}
      action={{ label: 'Use this example', onClick: () => onUse(example) }}
    >
      <Text mb="3">
        {count} sequence{count === 1 ? '' : 's'} in FASTA format: a header line starting with
        {' ‘>’ '}and a unique name, then the sequence in one-letter amino-acid code.
      </Text>
      <Code
        colorPalette="gray"
        as="pre"
        display="block"
        whiteSpace="pre-wrap"
        wordBreak="break-all"
        p="3"
        w="full"
      >
        {example}
      </Code>
    </ExampleDialog>
  );
}
