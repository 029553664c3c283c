// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { warningStore } from '@peptox/ui';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { appendLine, MoleculeInput, moleculeLineAt, replaceLine } from './MoleculeInput.tsx';
import type { MoleculeCheck } from './molecule-check.ts';

const limits = { maxMolecules: 5, maxSmilesLength: 100, maxTextBytes: 10_000 };
let lastCheck: MoleculeCheck | null = null;

function Form({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial);
  return (
    <ChakraProvider value={defaultSystem}>
      <MoleculeInput
        value={text}
        onChange={setText}
        onCheck={(c) => (lastCheck = c)}
        limits={limits}
      />
    </ChakraProvider>
  );
}

afterEach(() => {
  cleanup();
  warningStore.set(null);
  lastCheck = null;
});

const box = () => screen.getByRole('textbox', { name: /Molecules \(SMILES/ });

describe('MoleculeInput', () => {
  it('reads the SMILES with RDKit as they are typed and names the line RDKit cannot read; the job can still go', async () => {
    render(<Form />);
    await act(async () => {
      fireEvent.change(box(), {
        target: { value: 'CCO ethanol\nC1CC open_ring\nc1ccccc1O phenol\n' },
      });
    });
    const region = await screen.findByRole('region', {
      name: 'Molecules that will not be predicted',
    });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^Line 2: the SMILES of 'open_ring' is not valid: .+/),
    ]);
    await waitFor(() =>
      expect(screen.getByText('3 molecules, 1 of them not readable')).toBeTruthy(),
    );
    expect(lastCheck?.problems).toEqual([]);
    // Not a problem of the input: the site's warning stays clear, the form may submit.
    expect(warningStore.get()).toBeNull();

    await act(async () => {
      fireEvent.change(box(), { target: { value: 'CCO ethanol\nC1CC1 ring_closed\n' } });
    });
    await waitFor(() => expect(screen.getByText('2 molecules, all readable')).toBeTruthy());
    expect(
      screen.queryByRole('region', { name: 'Molecules that will not be predicted' }),
    ).toBeNull();
  });

  it('makes a problem of the whole input the warning, and clears it when the box goes', async () => {
    const { unmount } = render(<Form />);
    await act(async () => {
      fireEvent.change(box(), { target: { value: 'CCO same\nCCN same\n' } });
    });
    const region = screen.getByRole('region', { name: 'Problems in the input' });
    expect(region.textContent).toContain(
      "Molecule name 'same' on line 2 is already used on line 1",
    );
    expect(warningStore.get()).toBe(within(region).getByRole('listitem').textContent);
    unmount();
    expect(warningStore.get()).toBeNull();
  });

  it('puts an uploaded .smi file into the text box, and refuses one over the size limit by name', async () => {
    render(<Form />);
    const input = screen.getByLabelText('SMILES file') as HTMLInputElement;
    const smi = new File(['CC(=O)O acetic acid\nCCN ethylamine\n'], 'two.smi', {
      type: 'text/plain',
    });
    await act(async () => {
      fireEvent.change(input, { target: { files: [smi] } });
    });
    await waitFor(() =>
      expect((box() as HTMLTextAreaElement).value).toBe('CC(=O)O acetic acid\nCCN ethylamine\n'),
    );
    expect(lastCheck?.records.map((r) => r.id)).toEqual(['acetic acid', 'ethylamine']);

    const big = new File(['C\n'.repeat(6000)], 'big.smi', { type: 'text/plain' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [big] } });
    });
    expect(screen.getByRole('region', { name: 'Problems in the input' }).textContent).toBe(
      'The file big.smi is 11.7 KB; at most 9.8 KB can be submitted.',
    );
    // The text typed or uploaded before stays.
    expect((box() as HTMLTextAreaElement).value).toBe('CC(=O)O acetic acid\nCCN ethylamine\n');
  });
});

describe('appendLine', () => {
  it('adds a drawn molecule as a line of its own', () => {
    expect(appendLine('', 'CCO ethanol')).toBe('CCO ethanol\n');
    expect(appendLine('  \n', 'CCO')).toBe('CCO\n');
    expect(appendLine('C\n', 'CCO')).toBe('C\nCCO\n');
    expect(appendLine('C', 'CCO')).toBe('C\nCCO\n');
  });
});

describe('the line the editor opens with', () => {
  const text = 'c1ccccc1O phenol\nCCO ethyl alcohol\n\n# a comment\n>named\nCC';
  it('is the molecule of the caret’s line, with its name', () => {
    expect(moleculeLineAt(text, 0)).toEqual({ line: 1, smiles: 'c1ccccc1O', name: 'phenol' });
    expect(moleculeLineAt(text, text.indexOf('CCO') + 2)).toEqual({
      line: 2,
      smiles: 'CCO',
      name: 'ethyl alcohol',
    });
    expect(moleculeLineAt(text, text.length)).toEqual({ line: 6, smiles: 'CC', name: '' });
  });

  it('is none on an empty line, a comment or a name line', () => {
    expect(moleculeLineAt(text, text.indexOf('\n\n') + 1)).toBeNull();
    expect(moleculeLineAt(text, text.indexOf('#') + 1)).toBeNull();
    expect(moleculeLineAt(text, text.indexOf('>') + 1)).toBeNull();
  });

  it('is replaced in place', () => {
    expect(replaceLine('a\nb\nc', 2, 'CCO x')).toBe('a\nCCO x\nc');
  });
});
