import { describe, expect, it } from 'vitest';
import { parseFasta } from './fasta.ts';

// As NCBI writes a nucleotide record (shortened): the sequence after ORIGIN, 60 bases a line.
const RECORD = `LOCUS       SCU49845                 130 bp    DNA     linear   PLN 21-JUN-1999
DEFINITION  Saccharomyces cerevisiae TCP1-beta gene, partial cds.
ACCESSION   U49845
VERSION     U49845.1
FEATURES             Location/Qualifiers
     source          1..130
                     /organism="Saccharomyces cerevisiae"
                     /mol_type="genomic DNA"
ORIGIN
        1 gatcctccat atacaacggt atctccacct caggtttaga tctcaacaac ggaaccattg
       61 ccgacatgag acagttaggt atcgtcgaga gttacaagct aaaacgagca gtagtcagct
      121 ctgcatctga
//
`;
const BASES =
  'GATCCTCCATATACAACGGTATCTCCACCTCAGGTTTAGATCTCAACAACGGAACCATTGCCGACATGAGACAGTTAGGTATCGTCGAGAGTTACAAGCTAAAACGAGCAGTAGTCAGCTCTGCATCTGA';

describe('GenBank flat files in a sequence box', () => {
  it('reads the sequence after ORIGIN, named by the LOCUS line, and says how the text was read', () => {
    const parsed = parseFasta(RECORD, { alphabet: 'dna' });
    expect(parsed.problems).toEqual([]);
    expect(parsed.records).toEqual([{ id: 'SCU49845', sequence: BASES, line: 1 }]);
    expect(parsed.total).toBe(1);
    expect(parsed.notes).toEqual([
      "The text was read as GenBank: one record ('SCU49845'), each the sequence after its ORIGIN line, named by its LOCUS line.",
    ]);
  });

  it('reads several records in one paste as several sequences, CRLF and a byte-order mark too', () => {
    const second = RECORD.replace('SCU49845', 'SECOND').replace('gatcctccat', 'aaaaaaaaaa');
    const parsed = parseFasta(`\ufeff${RECORD}${second}`.replaceAll('\n', '\r\n'), {
      alphabet: 'dna',
    });
    expect(parsed.problems).toEqual([]);
    expect(parsed.records.map((r) => [r.id, r.line, r.sequence.length])).toEqual([
      ['SCU49845', 1, 130],
      ['SECOND', 14, 130],
    ]);
  });

  it('names the line of a letter that is not a base, as for a FASTA record', () => {
    const parsed = parseFasta(RECORD.replace('ccgacatgag', 'ccgacEtgag'), { alphabet: 'dna' });
    expect(parsed.records).toEqual([]);
    expect(parsed.problems).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^Sequence 'SCU49845' has 'E' at position 66/),
        line: 11,
      }),
    ]);
  });

  it('says what it is and which line when a GenBank text cannot be read', () => {
    // Only part of a record: it starts at FEATURES, not at LOCUS.
    const part = RECORD.slice(RECORD.indexOf('FEATURES'));
    expect(parseFasta(part, { alphabet: 'dna' }).problems[0]?.message).toBe(
      "Line 1 is not inside a GenBank record, which starts with a LOCUS line and ends with '//'; paste whole records, or the sequence alone in FASTA format.",
    );
    // A record that lists its contigs instead of its sequence.
    const contigs = RECORD.replace(/ORIGIN[\s\S]*\/\//, 'CONTIG      join(U49845.1:1..130)\n//');
    expect(parseFasta(contigs, { alphabet: 'dna' }).problems).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(
          /^GenBank record 'SCU49845' \(line 1\) has no ORIGIN line before line 10, so no sequence to read/,
        ),
        line: 1,
      }),
    ]);
    expect(parseFasta('LOCUS\nORIGIN\n 1 acgt\n//\n', { alphabet: 'dna' }).problems[0]).toEqual({
      message:
        "Line 1 is a GenBank LOCUS line without the record's name; write the name after LOCUS.",
      line: 1,
    });
  });

  it('reads a record cut before its closing // and says so', () => {
    const parsed = parseFasta(RECORD.replace('//\n', ''), { alphabet: 'dna' });
    expect(parsed.records[0]?.sequence).toBe(BASES);
    expect(parsed.notes).toContain(
      "GenBank record 'SCU49845' has no closing '//' line: its sequence was read up to the next record or the end of the text.",
    );
  });

  it('leaves FASTA as it was: a > header line means FASTA whatever follows', () => {
    const parsed = parseFasta('>ORIGIN_1\nACGT\n', { alphabet: 'dna' });
    expect(parsed.records).toEqual([{ id: 'ORIGIN_1', sequence: 'ACGT', line: 1 }]);
    expect(parsed.notes).toEqual([]);
  });
});
