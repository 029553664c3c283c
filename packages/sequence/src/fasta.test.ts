import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMINO_ACIDS, nonStandardNote, nonStandardResidues } from './alphabet.ts';
import { MAX_LISTED_PROBLEMS, parseFasta, singleSequence } from './fasta.ts';

describe('parseFasta', () => {
  it('reads wrapped, lower-case, CRLF records with blank lines and a trailing stop', () => {
    const text = '\r\n>pep1 first peptide\r\nacd\r\n EF g \r\n\r\n>pep2\r\nKLM*\r\n';
    expect(parseFasta(text)).toEqual({
      records: [
        { id: 'pep1', sequence: 'ACDEFG', line: 2 },
        { id: 'pep2', sequence: 'KLM', line: 6 },
      ],
      problems: [],
      total: 2,
      notes: [],
    });
  });

  it('reads a sequence pasted without a header as one sequence, and says so', () => {
    const { records, problems, notes } = parseFasta('\nGIGKFLHSAKK\nFGKAFVGEIMNS\n');
    expect(records).toEqual([{ id: 'sequence_1', sequence: 'GIGKFLHSAKKFGKAFVGEIMNS', line: 2 }]);
    expect(problems).toEqual([]);
    expect(notes).toEqual([
      "The text has no '>' header line: it was read as one sequence named 'sequence_1'.",
    ]);
    // Its letters are checked as any sequence's.
    expect(parseFasta('GLF1IV').problems[0]?.message).toMatch(/^Sequence 'sequence_1' has '1'/);
  });

  it('takes one peptide from a bare sequence or a FASTA record, its header dropped', () => {
    expect(singleSequence('gly xine')).toBe('glyxine');
    expect(singleSequence('>magainin_2 Xenopus laevis\nGIGKFLHSAK\nKFGKAFVGEIMNS\n>next\nKK')).toBe(
      'GIGKFLHSAKKFGKAFVGEIMNS',
    );
    expect(singleSequence('        1 kvfgrcelaa amkrhgldny\n       21 rgyslg')).toBe(
      'kvfgrcelaaamkrhgldnyrgyslg',
    );
  });

  it('removes the position numbers of a GenBank or EMBL layout, and says so; digits among letters stay a problem', () => {
    const genbank = '>lyz chicken\n        1 kvfgrcelaa amkrhgldny\n       21 rgyslg\n';
    expect(parseFasta(genbank)).toMatchObject({
      records: [{ id: 'lyz', sequence: 'KVFGRCELAAAMKRHGLDNYRGYSLG' }],
      problems: [],
      notes: ["Sequence 'lyz' (line 1): its position numbers and spaces were removed."],
    });
    const embl = '>x\nMKVLAAGLLA LALLGCAVAA 20\nMKV 23\n';
    expect(parseFasta(embl).records[0]?.sequence).toBe('MKVLAAGLLALALLGCAVAAMKV');
    const typo = parseFasta('>y\nGLF1IV\n');
    expect(typo.records).toEqual([]);
    expect(typo.notes).toEqual([]);
    expect(typo.problems[0]?.message).toMatch(/'1' at position 4/);
  });

  it('reads lines ended by a lone CR', () => {
    expect(parseFasta('>a\rKK\rLL\r>b\rGG').records).toEqual([
      { id: 'a', sequence: 'KKLL', line: 1 },
      { id: 'b', sequence: 'GG', line: 4 },
    ]);
  });

  it('takes the id up to the first whitespace, tabs included', () => {
    const { records } = parseFasta('>  sp|P1|X\tdescription here\nAAA\n');
    expect(records[0]?.id).toBe('sp|P1|X');
  });

  it('names the sequence, character and position of a letter that is no amino acid', () => {
    const { records, problems } = parseFasta('>ok\nAAAA\n>AC_3\nACDEFG\n1AA\n');
    expect(records.map((r) => r.id)).toEqual(['ok']);
    expect(problems).toEqual([
      {
        message:
          "Sequence 'AC_3' has '1' at position 7; only the 20 standard amino acids (and the codes B, J, O, U, X and Z, kept but not predicted) are allowed.",
        line: 5,
        record: 'AC_3',
      },
    ]);
  });

  it('keeps sequences with the non-standard codes B, J, O, U, X and Z (UniProt exports hold them)', () => {
    const { records, problems, total } = parseFasta('>p1\nGLFDXBZ\n>p2\nGLFDIVKK\n>p3\nujoAA\n');
    expect(problems).toEqual([]);
    expect(records.map((r) => [r.id, r.sequence])).toEqual([
      ['p1', 'GLFDXBZ'],
      ['p2', 'GLFDIVKK'],
      ['p3', 'UJOAA'],
    ]);
    expect(total).toBe(3);
  });

  it('counts every record, also those over the limit', () => {
    const text = Array.from({ length: 12 }, (_, i) => `>s${i}\nKKLL`).join('\n');
    const { records, problems, total } = parseFasta(text, { maxRecords: 10 });
    expect(records).toHaveLength(10);
    expect(total).toBe(12);
    expect(problems[0]?.message).toBe(
      'The input holds 12 sequences; at most 10 are allowed at a time.',
    );
  });

  it('lists the other wrong letters and explains a stop inside a sequence', () => {
    const { problems } = parseFasta('>x\nA#A1A*AA\n');
    expect(problems[0]?.message).toBe(
      "Sequence 'x' has '#' at position 2 (and also '1', '*'); only the 20 standard amino acids (and the codes B, J, O, U, X and Z, kept but not predicted) are allowed.",
    );
    const stop = parseFasta('>y\nAA*AA\n').problems[0]?.message;
    expect(stop).toContain("a '*' (stop) is only allowed at the end");
  });

  it('reports sequence before the first header once, and keeps the records after it', () => {
    const { records, problems } = parseFasta('ACDE\nFGH\n>a\nKK\n');
    expect(records).toEqual([{ id: 'a', sequence: 'KK', line: 3 }]);
    expect(problems).toEqual([
      {
        message:
          "Line 1 holds sequence but no header; each sequence needs a line starting with '>' before it.",
        line: 1,
      },
    ]);
  });

  it('rejects a header without a name, but not its sequence lines as orphans', () => {
    const { records, problems } = parseFasta('>a\nKK\n>  \nGG\n');
    expect(records.map((r) => r.id)).toEqual(['a']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 3 });
    expect(problems[0]?.message).toContain('no name');
  });

  it('names both lines of a duplicate id and keeps the first record', () => {
    const { records, problems } = parseFasta('>a\nKK\n>b\nGG\n>a desc\nLL\n');
    expect(records.map((r) => r.sequence)).toEqual(['KK', 'GG']);
    expect(problems).toEqual([
      {
        message:
          "Sequence name 'a' on line 5 is already used on line 1; FASTA headers must be unique.",
        line: 5,
        record: 'a',
      },
    ]);
  });

  it('reports empty sequences, also one that is only a stop', () => {
    const { records, problems } = parseFasta('>a\n>b\n*\n>c\nG\n');
    expect(records.map((r) => r.id)).toEqual(['c']);
    expect(problems.map((p) => p.record)).toEqual(['a', 'b']);
    expect(problems[0]?.message).toBe(
      "Sequence 'a' (line 1) is empty; put its letters on the lines below its header.",
    );
  });

  it('says so when the text is empty or holds no record', () => {
    for (const text of ['', '  \r\n\n', '\uFEFF']) {
      const { records, problems } = parseFasta(text);
      expect(records).toEqual([]);
      expect(problems).toHaveLength(1);
      expect(problems[0]?.message).toMatch(/^The input is empty/);
    }
    expect(parseFasta('; only a comment\n').problems[0]?.message).toMatch(/holds no sequences/);
  });

  it('gives one problem over maxRecords, saying the limit and the count', () => {
    const text = Array.from({ length: 12 }, (_, i) => `>s${i}\nKK`).join('\n');
    const { records, problems } = parseFasta(text, { maxRecords: 10 });
    expect(records).toHaveLength(10);
    expect(problems).toEqual([
      { message: 'The input holds 12 sequences; at most 10 are allowed at a time.' },
    ]);
    expect(parseFasta(text, { maxRecords: 12 }).problems).toEqual([]);
  });

  it('checks DNA against the nucleotide alphabet with IUPAC codes', () => {
    const ok = parseFasta('>c1\nacgtunRYSWKMBDHV\n', { alphabet: 'dna' });
    expect(ok.records[0]?.sequence).toBe('ACGTUNRYSWKMBDHV');
    const bad = parseFasta('>c2\nACGTE\n', { alphabet: 'dna' });
    expect(bad.problems[0]?.message).toMatch(
      /^Sequence 'c2' has 'E' at position 5; only the DNA letters A, C, G, T, U, N and the IUPAC/,
    );
    // Protein letters that are not nucleotides are fine as protein.
    expect(parseFasta('>p\nEQ\n').records).toHaveLength(1);
  });

  it('lists the first problems and counts the rest', () => {
    const text = Array.from({ length: 150 }, (_, i) => `>s${i}\n12`).join('\n');
    const { records, problems } = parseFasta(text);
    expect(records).toEqual([]);
    expect(problems).toHaveLength(MAX_LISTED_PROBLEMS + 1);
    expect(problems.at(-1)?.message).toBe(
      '... and 50 more problems (only the first 100 are listed).',
    );
  });

  it('shows control characters by code', () => {
    const { problems } = parseFasta('>a\nAA\u0007A\n');
    expect(problems[0]?.message).toContain('the control character U+0007 at position 3');
  });
});

// Property-based: what a writer of valid FASTA may do, the parser must undo.
const idArb = fc.stringMatching(/^[A-Za-z0-9_.|:-]{1,20}$/);
const proteinArb = fc
  .array(fc.constantFrom(...AMINO_ACIDS), { minLength: 1, maxLength: 200 })
  .map((letters) => letters.join(''));
const recordsArb = fc.uniqueArray(fc.record({ id: idArb, sequence: proteinArb }), {
  minLength: 1,
  maxLength: 20,
  selector: (r) => r.id,
});
const styleArb = fc.record({
  width: fc.integer({ min: 1, max: 80 }),
  crlf: fc.boolean(),
  lowerCase: fc.boolean(),
  blankLines: fc.boolean(),
  stop: fc.boolean(),
  description: fc.constantFrom('', ' some description', '\tdesc with tab'),
  indent: fc.constantFrom('', ' ', '\t'),
});

function writeFasta(
  records: { id: string; sequence: string }[],
  style: typeof styleArb extends fc.Arbitrary<infer T> ? T : never,
): string {
  const lines: string[] = [];
  for (const { id, sequence } of records) {
    if (style.blankLines) lines.push('');
    lines.push(`>${id}${style.description}`);
    let body = style.lowerCase ? sequence.toLowerCase() : sequence;
    if (style.stop) body += '*';
    for (let i = 0; i < body.length; i += style.width) {
      lines.push(style.indent + body.slice(i, i + style.width));
    }
  }
  return lines.join(style.crlf ? '\r\n' : '\n');
}

describe('parseFasta properties', () => {
  it('reads back any valid records however they are wrapped and cased', () => {
    fc.assert(
      fc.property(recordsArb, styleArb, (records, style) => {
        const parsed = parseFasta(writeFasta(records, style));
        expect(parsed.problems).toEqual([]);
        expect(parsed.records.map(({ id, sequence }) => ({ id, sequence }))).toEqual(records);
      }),
    );
  });

  it('never throws on garbage, and every header not parsed has a problem naming it', () => {
    const garbage = fc
      .array(
        fc.oneof(
          fc.string({ maxLength: 12 }),
          fc.constantFrom(
            '>',
            '>a',
            '>a',
            '>b x',
            '\n',
            '\r\n',
            '\r',
            '*',
            ' ',
            'ACD',
            'acgt',
            ';',
          ),
        ),
        { maxLength: 40 },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(garbage, (text) => {
        const { records, problems } = parseFasta(text);
        // Lines as the parser sees them (a lone CR ends a line only when no LF does).
        const lines = (text.includes('\n') ? text : text.replaceAll('\r', '\n')).split('\n');
        const kept = new Set(records.map((r) => r.line));
        lines.forEach((raw, index) => {
          const line = raw.trim();
          if (!line.startsWith('>') || kept.has(index + 1)) return;
          const id = line.slice(1).trim().split(/\s/)[0];
          const named = problems.some((p) => p.line === index + 1 || (id && p.record === id));
          if (problems.length <= MAX_LISTED_PROBLEMS) expect(named).toBe(true);
        });
        for (const record of records)
          expect(record.sequence).toMatch(/^[ACDEFGHIKLMNPQRSTVWYBJOUXZ]+$/);
        expect(problems.length).toBeLessThanOrEqual(MAX_LISTED_PROBLEMS + 1);
        if (records.length === 0) expect(problems.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });
});

describe('non-standard residues', () => {
  it('are found in order, each once, and named in the note the predictors write', () => {
    expect(nonStandardResidues('GLFDXBZX')).toEqual(['X', 'B', 'Z']);
    expect(nonStandardResidues('GLFDIVKK')).toEqual([]);
    expect(nonStandardNote('GLFDIVKK')).toBeNull();
    expect(nonStandardNote('GLXU')).toBe(
      'Not predicted: the sequence holds X (any amino acid), U (selenocysteine); the models know only the 20 standard amino acids.',
    );
  });
});
