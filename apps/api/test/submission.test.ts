import { describe, expect, it } from 'vitest';
import { defaultLimits } from '../src/config.ts';
import type { ServedTool } from '../src/context.ts';
import { ApiError } from '../src/http/envelope.ts';
import {
  checkSubmission,
  type RawSubmission,
  type SubmissionSource,
} from '../src/jobs/submission.ts';

// A stand-in tool for this one module's unit test: only its metadata is read here.
const tool: ServedTool = {
  tool: 'demo',
  name: 'Demo',
  input: 'peptide',
  genome: { minLength: 10, maxLength: 100 },
  methods: [
    { id: 'first', label: 'First', description: '', default: true },
    { id: 'second', label: 'Second', description: '', default: true },
  ],
  columns: [],
  tables: [],
  modelCards: [],
  modelVersions: [],
  available: true,
};
const noGenome: ServedTool = { ...tool, genome: undefined };

const good: RawSubmission = {
  input: '>a\nKLLK',
  methods: ['second', 'first'],
  email: ' Me@Lab.org ',
};

const json: SubmissionSource = { form: 'json', inputField: 'input' };
const form: SubmissionSource = { form: 'multipart', inputField: 'input' };
const upload: SubmissionSource = { form: 'multipart', inputField: 'file' };

function errorsOf(raw: RawSubmission, predictor = tool, source = json) {
  try {
    checkSubmission(raw, predictor, defaultLimits, source);
  } catch (error) {
    if (error instanceof ApiError) return { status: error.statusCode, fields: error.fields };
    throw error;
  }
  throw new Error('the submission was accepted');
}

describe('checkSubmission', () => {
  it('returns the job to store: methods in the tool order, e-mail in lower case', () => {
    const job = checkSubmission(good, tool, defaultLimits, json);
    expect(job).toMatchObject({
      methods: ['first', 'second'],
      email: 'me@lab.org',
      inputType: 'fasta',
      records: 1,
      description: null,
      codonTable: null,
    });
  });

  it('takes a job without an e-mail address, found by its id later', () => {
    for (const email of [undefined, null, '', '   ']) {
      expect(checkSubmission({ ...good, email }, tool, defaultLimits, json).email).toBe('');
    }
  });

  it('takes comma-separated methods and defaults a genome to codon table 11', () => {
    const job = checkSubmission(
      { ...good, input: '>chr\nATGAAATAA', inputType: 'genome', methods: 'first, second' },
      tool,
      defaultLimits,
      upload,
    );
    expect(job).toMatchObject({
      methods: ['first', 'second'],
      inputType: 'genome',
      codonTable: 11,
    });
  });

  it('lists every problem of every field at once', () => {
    const { status, fields } = errorsOf({
      input: '>a\nKL1K\n>a\nKK',
      methods: ['third'],
      email: 'nobody',
      description: 'x'.repeat(256),
    });
    expect(status).toBe(422);
    expect(fields.input).toEqual([
      expect.stringMatching(/'a' has '1' at position 3/),
      expect.stringMatching(/'a'.*already used/),
    ]);
    expect(fields.methods).toEqual(["'third' is not a method of Demo; choose from first, second."]);
    expect(fields.email?.[0]).toMatch(/'nobody' is not a valid e-mail address/);
    expect(fields.description).toEqual([
      'The description is 256 characters long; at most 255 are allowed.',
    ]);
  });

  it('names the file field for uploads and rejects missing parts', () => {
    const { fields } = errorsOf({ input: '' }, tool, upload);
    expect(Object.keys(fields).sort()).toEqual(['file', 'methods']);
    expect(fields.methods).toEqual(['Choose at least one method to run.']);
  });

  it('refuses genomes for tools without a genome window, and unknown codon tables', () => {
    expect(errorsOf({ ...good, inputType: 'genome' }, noGenome).fields.inputType?.[0]).toMatch(
      /Demo does not take a genome/,
    );
    expect(
      errorsOf({ ...good, input: '>c\nATG', inputType: 'genome', codonTable: 7 }).fields
        .codonTable?.[0],
    ).toMatch(/no genetic code number '7'/);
  });

  it('answers 413 for text over 1 MB and 10 000 sequences at most', () => {
    const big = `>a\n${'K'.repeat(defaultLimits.maxTextBytes)}\n`;
    const tooBig = errorsOf({ ...good, input: big });
    expect(tooBig.status).toBe(413);
    expect(tooBig.fields.input?.[0]).toMatch(/at most 1 MB/);
    const many = Array.from({ length: 10_001 }, (_, i) => `>s${i}\nKK`).join('\n');
    const tooMany = errorsOf({ ...good, input: many });
    expect(tooMany.status).toBe(422);
    expect(tooMany.fields.input?.[0]).toMatch(/10001 sequences; at most 10000/);
  });

  it('refuses JSON values of the wrong type instead of converting them', () => {
    const { status, fields } = errorsOf({
      ...good,
      methods: 'first',
      description: 42,
      codonTable: '11',
    });
    expect(status).toBe(422);
    expect(fields.methods).toEqual(['The list of methods must be a list.']);
    expect(fields.description).toEqual(['The description must be text.']);
    expect(errorsOf({ ...good, methods: [1] }).fields.methods).toEqual([
      "Give each method by its id, as text (for example ['ampep']).",
    ]);
    expect(errorsOf({ ...good, email: ['me@lab.org'] }).fields.email).toEqual([
      'The e-mail address must be text.',
    ]);
    expect(
      errorsOf({ ...good, input: '>c\nATG', inputType: 'genome', codonTable: '11' }).fields
        .codonTable,
    ).toEqual(['The codon table must be a whole number.']);
    // A form has only text: the same values are fine there.
    const job = checkSubmission(
      { ...good, methods: 'first', description: '42' },
      tool,
      defaultLimits,
      form,
    );
    expect(job).toMatchObject({ methods: ['first'], description: '42' });
  });

  it('quotes what it refuses in a short excerpt, never whole', () => {
    const long = 'x'.repeat(20_000_000);
    const { fields } = errorsOf({ ...good, email: long, methods: ['first', long, 'y', 'z', 'w'] });
    expect(fields.email).toEqual([
      'The e-mail address is 20,000,000 characters long; at most 254 are allowed.',
    ]);
    expect(fields.methods).toEqual([
      expect.stringMatching(
        /^'x{40}…' \(20,000,000 characters\), 'y', 'z' and 1 more are not methods of Demo/,
      ),
    ]);
    const many = errorsOf({ ...good, methods: Array.from({ length: 20_000 }, (_, i) => `m${i}`) });
    expect(many.fields.methods).toEqual([
      "The list names 20,000 methods; choose from the tool's 2: first, second.",
    ]);
    expect(JSON.stringify(many.fields).length).toBeLessThan(500);
  });

  it('reports the size of an uploaded file as sent', () => {
    const { status, fields } = errorsOf({ ...good, input: 'K' }, tool, {
      ...upload,
      fileBytes: 3_000_000,
    });
    expect(status).toBe(413);
    expect(fields.file?.[0]).toMatch(/^The file has 3,000,000 bytes; at most 1 MB/);
  });
});

describe('checkSubmission for a compound tool', () => {
  const compound: ServedTool = { ...tool, genome: undefined, input: 'molecule' };
  const molecules: RawSubmission = { ...good, input: 'CCO ethanol\nc1ccccc1\n' };

  it('takes SMILES with or without names as inputType smiles, counting the molecules', () => {
    const job = checkSubmission(molecules, compound, defaultLimits, upload);
    expect(job).toMatchObject({ inputType: 'smiles', records: 2, codonTable: null });
    expect(job.input).toBe(molecules.input);
    const pairs = checkSubmission(
      { ...molecules, input: '>ethanol\nCCO\n>acetone\nCC(C)=O\n', inputType: 'smiles' },
      compound,
      defaultLimits,
      json,
    );
    expect(pairs.records).toBe(2);
  });

  it('keeps molecules with problems of their own (they become invalid rows)', () => {
    const long = 'C'.repeat(defaultLimits.maxSmilesLength + 1);
    const job = checkSubmission(
      { ...molecules, input: `C1CC broken\n${long} long\nCCO\nname-only-line no-smiles\n` },
      compound,
      defaultLimits,
      json,
    );
    expect(job.records).toBe(4);
  });

  it('refuses structural problems of the whole input, naming the field and the lines', () => {
    const { status, fields } = errorsOf(
      { ...molecules, input: 'CCO a\nCCC a\n>b\n' },
      compound,
      upload,
    );
    expect(status).toBe(422);
    expect(fields.file).toEqual([
      "Molecule name 'a' on line 2 is already used on line 1; names must be unique.",
      "Line 3 names a molecule 'b' but no SMILES follows it; put its SMILES on the next line.",
    ]);
    expect(errorsOf({ ...molecules, input: ' \n' }, compound).fields.input?.[0]).toMatch(
      /The input is empty/,
    );
    expect(errorsOf({ ...molecules, input: 'x\u0000y' }, compound).fields.input).toHaveLength(1);
  });

  it('refuses more molecules than the limit and a peptide input type', () => {
    const many = Array.from({ length: defaultLimits.maxMolecules + 1 }, () => 'C').join('\n');
    expect(errorsOf({ ...molecules, input: many }, compound).fields.input?.[0]).toBe(
      `The input holds ${defaultLimits.maxMolecules + 1} molecules; at most ${defaultLimits.maxMolecules} are allowed at a time.`,
    );
    expect(errorsOf({ ...molecules, inputType: 'fasta' }, compound).fields.inputType?.[0]).toBe(
      "Demo takes molecules as SMILES (input type 'smiles'), not 'fasta'.",
    );
    expect(errorsOf({ ...good, inputType: 'smiles' }).fields.inputType?.[0]).toMatch(
      /input type 'smiles' is not known/,
    );
  });
});
