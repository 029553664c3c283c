const LETTERS = 'ACDEFGHIKLMNPQRSTVWY';

/** n peptides of 10-40 residues as FASTA, from a fixed-seed generator (the same input every run). */
export function randomPeptides(n: number): string {
  let seed = 42;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  let fasta = '';
  for (let i = 1; i <= n; i++) {
    const length = 10 + Math.floor(next() * 31);
    let sequence = '';
    for (let j = 0; j < length; j++) sequence += LETTERS[Math.floor(next() * 20)];
    fasta += `>p${String(i).padStart(5, '0')}\n${sequence}\n`;
  }
  return fasta;
}
