// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { warningStore } from '../core/warning.ts';
import { emptyFastaInput, FastaInput, type FastaInputValue } from './FastaInput.tsx';
import { parseRetrieveInput, retrievePath } from './TaskRetrieveDialog.tsx';

const limits = { maxSequences: 10, maxTextBytes: 1_000_000, maxGenomeBytes: 5_000_000 };

function Form({ genome }: { genome?: { minLength: number; maxLength: number } }) {
  const [value, setValue] = useState<FastaInputValue>(emptyFastaInput);
  return (
    <ChakraProvider value={defaultSystem}>
      <FastaInput value={value} onChange={setValue} limits={limits} genome={genome} />
      <output data-testid="mode">{value.mode}</output>
    </ChakraProvider>
  );
}

afterEach(() => {
  cleanup();
  warningStore.set(null);
});

describe('FastaInput', () => {
  it('shows how many sequences are valid and which one has what problem, and sets the warning', async () => {
    render(<Form />);
    const box = screen.getByRole('textbox', { name: /peptide sequences/i });
    await act(async () => {
      fireEvent.change(box, { target: { value: '>good\nGLFDIVKKVV\n>bad_one\nGLF1IV\n' } });
    });
    expect(screen.getByText('1 valid sequence of 2, 1 problem to fix')).toBeTruthy();
    const problems = screen.getByRole('region', { name: 'Problems in the input' });
    const items = within(problems).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toContain("'bad_one'");
    expect(items[0]?.textContent).toContain('position 4');
    expect(warningStore.get()).toBe(items[0]?.textContent);

    await act(async () => {
      fireEvent.change(box, { target: { value: '>good\nGLFDIVKKVV\n' } });
    });
    expect(screen.getByText('1 valid sequence')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Problems in the input' })).toBeNull();
    expect(warningStore.get()).toBeNull();
  });

  it('clears the warning when the form goes away', async () => {
    const { unmount } = render(<Form />);
    await act(async () => {
      fireEvent.change(screen.getByRole('textbox'), { target: { value: '>x\nGLF1' } });
    });
    expect(warningStore.get()).toMatch(/'1' at position 4/);
    unmount();
    expect(warningStore.get()).toBeNull();
  });

  it('offers genome mode with a genetic code only when the tool takes genomes', async () => {
    render(<Form />);
    expect(screen.queryByRole('radio', { name: /genome/i })).toBeNull();
    cleanup();
    render(<Form genome={{ minLength: 5, maxLength: 100 }} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: /genome/i }));
    });
    expect(screen.getByTestId('mode').textContent).toBe('genome');
    const code = screen.getByRole('combobox', { name: 'Genetic code' }) as HTMLSelectElement;
    expect(code.value).toBe('1');
    expect(code.options.length).toBeGreaterThan(20);
    await act(async () => {
      fireEvent.change(screen.getByRole('textbox', { name: /genome/i }), {
        target: { value: '>chr1\nATGAAAGCATTTTAA\n' },
      });
    });
    expect(screen.getByText('1 valid contig')).toBeTruthy();
  });
});

describe('FastaInput modes', () => {
  it('keeps the text when the mode changes and checks it against the new alphabet', async () => {
    render(<Form genome={{ minLength: 5, maxLength: 100 }} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: /genome/i }));
    });
    await act(async () => {
      fireEvent.change(screen.getByRole('textbox', { name: /genome/i }), {
        target: { value: '>pep\nMKLVWR\n' },
      });
    });
    expect(screen.getByText('0 valid contigs of 1, 1 problem to fix')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Peptides' }));
    });
    expect(
      (screen.getByRole('textbox', { name: /peptide sequences/i }) as HTMLTextAreaElement).value,
    ).toBe('>pep\nMKLVWR\n');
    expect(screen.getByText('1 valid sequence')).toBeTruthy();
    expect(warningStore.get()).toBeNull();
  });
});

describe('FastaInput with a chosen file', () => {
  const choose = async (bytes: Uint8Array<ArrayBuffer>, name: string) => {
    const input = screen.getByLabelText('FASTA file') as HTMLInputElement;
    const file = new File([bytes], name);
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
  };

  it('reads a UTF-16 file as the service does', async () => {
    render(<Form />);
    const text = '>p1\nKWKLFKKIGAVLKVL\n';
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...new Uint8Array(new Uint16Array([...text].map((c) => c.charCodeAt(0))).buffer),
    ]);
    await choose(utf16, 'windows.fasta');
    await screen.findByText('1 valid sequence');
    expect(
      (screen.getByRole('textbox', { name: /peptide sequences/i }) as HTMLTextAreaElement).value,
    ).toBe(text);
  });

  it('says a gzip file is compressed instead of finding a sequence without a header', async () => {
    render(<Form />);
    await choose(new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0]), 'peptides.fasta.gz');
    expect(
      await screen.findByText(/peptides\.fasta\.gz: The file is gzip-compressed/),
    ).toBeTruthy();
    expect(screen.queryByText(/no header/)).toBeNull();
  });
});

describe('the retrieve dialog input', () => {
  it('tells a job id from an e-mail address and builds the page path', () => {
    const id = parseRetrieveInput(' kX3v0sQ9nB2mPq7rT1yZ8w ');
    expect(id).toEqual({ kind: 'job', id: 'kX3v0sQ9nB2mPq7rT1yZ8w' });
    expect(retrievePath('ampep', id as never)).toBe('/ampep/jobs/kX3v0sQ9nB2mPq7rT1yZ8w');
    const email = parseRetrieveInput('a.b+c@example.org');
    expect(retrievePath('ampep', email as never)).toBe('/ampep/retrieve/a.b%2Bc%40example.org');
    expect(parseRetrieveInput('not an id')).toBeNull();
  });
});
