import { Button } from '@chakra-ui/react';
import { type ChangeEvent, useRef } from 'react';

export interface FilePickerProps {
  /** The button's text, e.g. 'Upload a FASTA file'. */
  label: string;
  /** File types offered first by the browser's dialog, e.g. '.smi,.txt'. */
  accept: string;
  /** The hidden file input's name (tests set files on it). */
  inputLabel: string;
  testId?: string;
  onFile: (file: File) => void;
}

/** A button that opens the browser's file dialog and hands over the file chosen. */
export function FilePicker({ label, accept, inputLabel, testId, onFile }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after it was edited.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        onChange={picked}
        hidden
        aria-label={inputLabel}
        data-testid={testId}
      />
    </>
  );
}
