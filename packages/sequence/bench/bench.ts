// Prints how fast parsing and six-frame translation run: `pnpm --filter @peptox/sequence bench`.
import { AMINO_ACIDS, parseFasta, translateSixFrames } from '../src/index.ts';

let seed = 42;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const randomText = (letters: string, length: number) =>
  Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join('');
const wrap = (sequence: string, width: number) => sequence.match(new RegExp(`.{1,${width}}`, 'g'));

function time(label: string, runs: number, work: () => unknown): void {
  work(); // warm-up
  const start = performance.now();
  for (let i = 0; i < runs; i++) work();
  const ms = (performance.now() - start) / runs;
  console.log(`${label}: ${ms.toFixed(1)} ms`);
}

const peptides: string[] = [];
let size = 0;
for (let i = 0; size < 1024 * 1024; i++) {
  const record = `>pep_${i} random peptide\n${wrap(randomText(AMINO_ACIDS, 30 + Math.floor(random() * 90)), 60)?.join('\n')}\n`;
  peptides.push(record);
  size += record.length;
}
const proteinFasta = peptides.join('');
const { records } = parseFasta(proteinFasta);
time(`parseFasta, 1 MB protein FASTA (${records.length} records)`, 20, () =>
  parseFasta(proteinFasta),
);

const megabases = 10;
const genome = `>contig1\n${wrap(randomText('ACGT', megabases * 1_000_000), 70)?.join('\n')}\n`;
time(`parseFasta, ${megabases} Mb DNA FASTA (alphabet dna)`, 3, () =>
  parseFasta(genome, { alphabet: 'dna' }),
);
const contigs = parseFasta(genome, { alphabet: 'dna' }).records;
const window = { minLength: 5, maxLength: 100 };
const found = translateSixFrames(contigs, 11, window).length;
time(`translateSixFrames, ${megabases} Mb, table 11, 5-100 aa (${found} peptides)`, 3, () =>
  translateSixFrames(contigs, 11, window),
);
