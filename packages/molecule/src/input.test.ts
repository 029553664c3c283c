import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LISTED_FATAL_PROBLEMS, parseMoleculeText } from './input.ts';

describe('parseMoleculeText', () => {
  it('reads SMILES with names after a space, a tab or a comma, and names the unnamed by position', () => {
    const text = 'CCO ethanol\n\nc1ccccc1\tbenzene ring\nO\nCC(=O)O,acetic acid\n';
    expect(parseMoleculeText(text)).toEqual({
      records: [
        { id: 'ethanol', smiles: 'CCO', line: 1 },
        { id: 'benzene ring', smiles: 'c1ccccc1', line: 3 },
        { id: 'mol_3', smiles: 'O', line: 4 },
        { id: 'acetic acid', smiles: 'CC(=O)O', line: 5 },
      ],
      total: 4,
      problems: [],
    });
  });

  it("reads the original site's '>name' and SMILES line pairs, also mixed with one-line records", () => {
    const text =
      '>aspirin\r\nCC(=O)Oc1ccccc1C(=O)O\r\n>caffeine\r\nCn1cnc2c1c(=O)n(C)c(=O)n2C\r\nCCN\r\n';
    const { records, problems } = parseMoleculeText(text);
    expect(problems).toEqual([]);
    expect(records).toEqual([
      { id: 'aspirin', smiles: 'CC(=O)Oc1ccccc1C(=O)O', line: 2 },
      { id: 'caffeine', smiles: 'Cn1cnc2c1c(=O)n(C)c(=O)n2C', line: 4 },
      { id: 'mol_3', smiles: 'CCN', line: 5 },
    ]);
  });

  it('skips comment lines, a byte-order mark and a header line naming the SMILES column', () => {
    for (const header of ['smiles name', 'SMILES,Name', 'Canonical_SMILES\tID', 'smi']) {
      const { records, problems } = parseMoleculeText(`\uFEFF# my set\n${header}\nCCO e\n`);
      expect(problems).toEqual([]);
      expect(records).toEqual([{ id: 'e', smiles: 'CCO', line: 3 }]);
    }
  });

  it('refuses a table whose SMILES is not the first column, saying which column it is', () => {
    const { records, problems } = parseMoleculeText('index,smiles,active\n1,CCO,2.3\n');
    expect(records).toEqual([]);
    expect(problems).toEqual([
      {
        message:
          "Line 1 looks like a table header with the SMILES in column 2 ('smiles'); put the SMILES first on each line, optionally followed by a name.",
        line: 1,
        fatal: true,
      },
    ]);
    // A molecule that happens to be called 'smiles' is a molecule.
    expect(parseMoleculeText('CCO smiles').records).toEqual([
      { id: 'smiles', smiles: 'CCO', line: 1 },
    ]);
  });

  it('unquotes a quoted CSV name', () => {
    const { records } = parseMoleculeText('CCO,"ethanol, ""absolute"""');
    expect(records[0]?.id).toBe('ethanol, "absolute"');
  });

  it('never gives an unnamed molecule a name the input gives another', () => {
    const { records, problems } = parseMoleculeText('CC mol_2\nCCC\nCCCC mol_2_2\n');
    expect(problems).toEqual([]);
    expect(records.map((r) => r.id)).toEqual(['mol_2', 'mol_2_3', 'mol_2_2']);
  });

  it('names both lines of a duplicate name as a problem of the whole input', () => {
    const { records, problems } = parseMoleculeText('CCO a\n>b\nCC\n>a\nCCC\n');
    expect(records.map((r) => r.smiles)).toEqual(['CCO', 'CC']);
    expect(problems).toEqual([
      {
        message: "Molecule name 'a' on line 4 is already used on line 1; names must be unique.",
        line: 4,
        record: 'a',
        fatal: true,
      },
    ]);
  });

  it("reports a '>' line without a name, a name without SMILES and a molecule named twice", () => {
    const { records, problems } = parseMoleculeText('>\nCCO\n>x\n>y\nCC z\n>last\n');
    expect(records).toEqual([
      { id: 'mol_1', smiles: 'CCO', line: 2 },
      { id: 'y', smiles: 'CC', line: 5 },
    ]);
    expect(problems.map((p) => [p.line, p.fatal])).toEqual([
      [1, true],
      [3, true],
      [5, true],
      [6, true],
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      "Line 1 starts with '>' but gives no name; write the molecule's name right after the '>', and its SMILES on the next line.",
      "Line 3 names a molecule 'x' but no SMILES follows it; put its SMILES on the next line.",
      "Line 5 names its molecule 'z', but line 4 already names it 'y'; give the name once, either on the '>' line or after the SMILES.",
      "Line 6 names a molecule 'last' but no SMILES follows it; put its SMILES on the next line.",
    ]);
  });

  it('keeps a SMILES over the length limit as a record with a problem of its own', () => {
    const long = 'C'.repeat(1001);
    const { records, problems } = parseMoleculeText(`CCO ok\n${long} big\nCC\n`);
    expect(records.map((r) => r.id)).toEqual(['ok', 'big', 'mol_3']);
    expect(problems).toEqual([
      {
        message: "Line 2: the SMILES of 'big' is 1001 characters long; at most 1000 are allowed.",
        line: 2,
        record: 'big',
      },
    ]);
    expect(parseMoleculeText(`${long} big`, { maxSmilesLength: 1001 }).problems).toEqual([]);
  });

  it('refuses more molecules than the limit, saying the count and the limit, by default 10 000', () => {
    const text = Array.from({ length: 12 }, (_, i) => `C${'C'.repeat(i)}`).join('\n');
    const { records, total, problems } = parseMoleculeText(text, { maxMolecules: 10 });
    expect(records).toHaveLength(10);
    expect(total).toBe(12);
    expect(problems).toEqual([
      { message: 'The input holds 12 molecules; at most 10 are allowed at a time.', fatal: true },
    ]);
    const many = Array.from({ length: 10_001 }, () => 'C').join('\n');
    expect(parseMoleculeText(many).problems[0]?.message).toBe(
      'The input holds 10001 molecules; at most 10000 are allowed at a time.',
    );
    expect(parseMoleculeText(many.slice(2)).problems).toEqual([]);
  });

  it('says so when the input is empty or holds no molecule', () => {
    for (const text of ['', '  \r\n\n', '\uFEFF']) {
      const { records, problems } = parseMoleculeText(text);
      expect(records).toEqual([]);
      expect(problems).toHaveLength(1);
      expect(problems[0]?.message).toMatch(/^The input is empty/);
      expect(problems[0]?.fatal).toBe(true);
    }
    const onlyHeader = parseMoleculeText('# comment\nSMILES Name\n');
    expect(onlyHeader.problems[0]?.message).toMatch(/^The input holds no molecules/);
  });

  it('keeps a line without a SMILES before its name as a record with a problem', () => {
    const { records, problems } = parseMoleculeText('CCO a\n,b\n');
    expect(records).toEqual([
      { id: 'a', smiles: 'CCO', line: 1 },
      { id: 'b', smiles: '', line: 2 },
    ]);
    expect(problems).toEqual([
      { message: "Line 2 gives no SMILES before the name 'b'.", line: 2, record: 'b' },
    ]);
  });

  it('reads lines ended by a lone CR', () => {
    expect(parseMoleculeText('CCO a\rCC b').records.map((r) => r.line)).toEqual([1, 2]);
  });

  it('refuses gzip, ZIP, UTF-16 and binary data with a message saying what it is', () => {
    const decode = (bytes: number[]) => new TextDecoder().decode(new Uint8Array(bytes));
    const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
    const utf16 = (text: string) => ascii(text).flatMap((c) => [c, 0]);
    const cases: [string, RegExp][] = [
      [decode([0x1f, 0x8b, 0x08, 0x00, 0x12, 0x34]), /gzip-compressed/],
      [decode([...ascii('PK'), 3, 4, 20, 0]), /ZIP archive/],
      [decode([0xff, 0xfe, ...utf16('CCO ethanol\n')]), /UTF-16/],
      [decode(utf16('CCO ethanol\nCC ethane\n')), /UTF-16/],
      ['CCO a\nCC\u0000 b\n', /^The input is not text: line 2 holds a NUL byte/],
      [
        decode(Array.from({ length: 200 }, (_, i) => 1 + ((i * 37) % 255))),
        /^The input is not text: \d+ of its first/,
      ],
    ];
    for (const [text, message] of cases) {
      const { records, problems } = parseMoleculeText(text);
      expect(records).toEqual([]);
      expect(problems).toHaveLength(1);
      expect(problems[0]?.message).toMatch(message);
      expect(problems[0]?.fatal).toBe(true);
    }
    // Text in another language is text.
    expect(parseMoleculeText('CCO éthanol (алкоголь)').problems).toEqual([]);
  });

  it('lists the first fatal problems and counts the rest', () => {
    const text = Array.from({ length: 150 }, (_, i) => `C${i} dup`).join('\n');
    const { problems } = parseMoleculeText(text);
    expect(problems).toHaveLength(MAX_LISTED_FATAL_PROBLEMS + 1);
    expect(problems[0]?.line).toBe(2);
    expect(problems.at(-1)?.message).toBe(
      '... and 49 more problems (only the first 100 are listed).',
    );
  });
});

// Property-based: what a writer of valid input may do, the parser must undo.
const smilesArb = fc
  .array(fc.constantFrom('C', 'c', 'N', 'O', '(', ')', '=', '1', '[', ']', '@', '+', 'Cl', '#'), {
    minLength: 1,
    maxLength: 40,
  })
  .map((parts) => parts.join(''))
  .filter((s) => !s.startsWith('#'));
const nameArb = fc
  .stringMatching(/^[A-Za-z0-9_.|:()-][A-Za-z0-9_.|:() -]{0,20}$/)
  .map((name) => name.trim())
  .filter((name) => name !== '' && !/^mol_\d/.test(name));
const moleculesArb = fc.uniqueArray(fc.record({ smiles: smilesArb, name: fc.option(nameArb) }), {
  minLength: 1,
  maxLength: 30,
  selector: (m) => m.name ?? Symbol(),
});
const styleArb = fc.record({
  pairs: fc.boolean(),
  separator: fc.constantFrom(' ', '\t', ',', '   '),
  crlf: fc.boolean(),
  blankLines: fc.boolean(),
  comments: fc.boolean(),
  header: fc.boolean(),
  indent: fc.constantFrom('', ' ', '\t'),
});

describe('parseMoleculeText properties', () => {
  it('reads back any molecules however they are written', () => {
    fc.assert(
      fc.property(moleculesArb, styleArb, (molecules, style) => {
        const lines: string[] = [];
        if (style.header) lines.push(`SMILES${style.separator}Name`);
        const smilesLines: number[] = [];
        for (const { smiles, name } of molecules) {
          if (style.blankLines) lines.push('');
          if (style.comments) lines.push('# a comment');
          if (style.pairs && name !== null) {
            lines.push(`>${name}`);
            lines.push(style.indent + smiles);
          } else {
            lines.push(style.indent + smiles + (name === null ? '' : style.separator + name));
          }
          smilesLines.push(lines.length);
        }
        const parsed = parseMoleculeText(lines.join(style.crlf ? '\r\n' : '\n'));
        expect(parsed.problems).toEqual([]);
        expect(parsed.records).toEqual(
          molecules.map(({ smiles, name }, i) => ({
            id: name ?? `mol_${i + 1}`,
            smiles,
            line: smilesLines[i],
          })),
        );
      }),
    );
  });

  it('never throws on garbage; ids are unique, lines real, and an empty result says why', () => {
    const garbage = fc
      .array(
        fc.oneof(
          fc.string({ maxLength: 12 }),
          fc.constantFrom(
            '>',
            '>a',
            '>a',
            'CCO',
            'CCO a',
            ' a',
            '\n',
            '\r\n',
            '\r',
            '#',
            ',',
            '\t',
          ),
        ),
        { maxLength: 40 },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(garbage, fc.integer({ min: 1, max: 20 }), (text, maxMolecules) => {
        const { records, problems } = parseMoleculeText(text, { maxMolecules, maxSmilesLength: 8 });
        const lineCount = text.split(/\r\n|\r|\n/).length;
        const ids = records.map((r) => r.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(records.length).toBeLessThanOrEqual(maxMolecules);
        for (const record of records) {
          if (record.smiles === '') expect(problems.some((p) => p.record === record.id)).toBe(true);
          expect(record.smiles).not.toMatch(/[\s,]/);
          expect(record.line).toBeGreaterThanOrEqual(1);
          expect(record.line).toBeLessThanOrEqual(lineCount);
        }
        for (const problem of problems) {
          if (problem.line !== undefined) expect(problem.line).toBeLessThanOrEqual(lineCount);
          // A record's own problem names a record that is there.
          if (!problem.fatal) expect(ids).toContain(problem.record);
        }
        if (records.length === 0) expect(problems.some((p) => p.fatal)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
