/**
 * The NCBI genetic codes ("translation tables"), as NCBI publishes them
 * (https://www.ncbi.nlm.nih.gov/Taxonomy/Utils/wprintgc.cgi): for each table, 64 amino-acid
 * letters for the codons in TCAG order (TTT, TTC, TTA, TTG, TCT, ... GGG), '*' for a stop.
 * Tables 7, 8, 17-20 do not exist (NCBI withdrew or never assigned them).
 *
 * Tables 27, 28 and 31 have codons that are a stop or an amino acid depending on context;
 * like NCBI's strings, these tables read them as the amino acid.
 */
export interface CodonTable {
  id: number;
  name: string;
  /** 64 letters, codons in TCAG order. */
  aminoAcids: string;
}

export const codonTables: readonly CodonTable[] = [
  {
    id: 1,
    name: 'Standard',
    aminoAcids: 'FFLLSSSSYY**CC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 2,
    name: 'Vertebrate Mitochondrial',
    aminoAcids: 'FFLLSSSSYY**CCWWLLLLPPPPHHQQRRRRIIMMTTTTNNKKSS**VVVVAAAADDEEGGGG',
  },
  {
    id: 3,
    name: 'Yeast Mitochondrial',
    aminoAcids: 'FFLLSSSSYY**CCWWTTTTPPPPHHQQRRRRIIMMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 4,
    name: 'Mold, Protozoan, and Coelenterate Mitochondrial; Mycoplasma/Spiroplasma',
    aminoAcids: 'FFLLSSSSYY**CCWWLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 5,
    name: 'Invertebrate Mitochondrial',
    aminoAcids: 'FFLLSSSSYY**CCWWLLLLPPPPHHQQRRRRIIMMTTTTNNKKSSSSVVVVAAAADDEEGGGG',
  },
  {
    id: 6,
    name: 'Ciliate, Dasycladacean and Hexamita Nuclear',
    aminoAcids: 'FFLLSSSSYYQQCC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 9,
    name: 'Echinoderm and Flatworm Mitochondrial',
    aminoAcids: 'FFLLSSSSYY**CCWWLLLLPPPPHHQQRRRRIIIMTTTTNNNKSSSSVVVVAAAADDEEGGGG',
  },
  {
    id: 10,
    name: 'Euplotid Nuclear',
    aminoAcids: 'FFLLSSSSYY**CCCWLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 11,
    name: 'Bacterial, Archaeal and Plant Plastid',
    aminoAcids: 'FFLLSSSSYY**CC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 12,
    name: 'Alternative Yeast Nuclear',
    aminoAcids: 'FFLLSSSSYY**CC*WLLLSPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 13,
    name: 'Ascidian Mitochondrial',
    aminoAcids: 'FFLLSSSSYY**CCWWLLLLPPPPHHQQRRRRIIMMTTTTNNKKSSGGVVVVAAAADDEEGGGG',
  },
  {
    id: 14,
    name: 'Alternative Flatworm Mitochondrial',
    aminoAcids: 'FFLLSSSSYYY*CCWWLLLLPPPPHHQQRRRRIIIMTTTTNNNKSSSSVVVVAAAADDEEGGGG',
  },
  {
    id: 15,
    name: 'Blepharisma Nuclear',
    aminoAcids: 'FFLLSSSSYY*QCC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 16,
    name: 'Chlorophycean Mitochondrial',
    aminoAcids: 'FFLLSSSSYY*LCC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 21,
    name: 'Trematode Mitochondrial',
    aminoAcids: 'FFLLSSSSYY**CCWWLLLLPPPPHHQQRRRRIIMMTTTTNNNKSSSSVVVVAAAADDEEGGGG',
  },
  {
    id: 22,
    name: 'Scenedesmus obliquus Mitochondrial',
    aminoAcids: 'FFLLSS*SYY*LCC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 23,
    name: 'Thraustochytrium Mitochondrial',
    aminoAcids: 'FF*LSSSSYY**CC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 24,
    name: 'Rhabdopleuridae Mitochondrial',
    aminoAcids: 'FFLLSSSSYY**CCWWLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSSKVVVVAAAADDEEGGGG',
  },
  {
    id: 25,
    name: 'Candidate Division SR1 and Gracilibacteria',
    aminoAcids: 'FFLLSSSSYY**CCGWLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 26,
    name: 'Pachysolen tannophilus Nuclear',
    aminoAcids: 'FFLLSSSSYY**CC*WLLLAPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 27,
    name: 'Karyorelict Nuclear',
    aminoAcids: 'FFLLSSSSYYQQCCWWLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 28,
    name: 'Condylostoma Nuclear',
    aminoAcids: 'FFLLSSSSYYQQCCWWLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 29,
    name: 'Mesodinium Nuclear',
    aminoAcids: 'FFLLSSSSYYYYCC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 30,
    name: 'Peritrich Nuclear',
    aminoAcids: 'FFLLSSSSYYEECC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 31,
    name: 'Blastocrithidia Nuclear',
    aminoAcids: 'FFLLSSSSYYEECCWWLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 32,
    name: 'Balanophoraceae Plastid',
    aminoAcids: 'FFLLSSSSYY*WCC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG',
  },
  {
    id: 33,
    name: 'Cephalodiscidae Mitochondrial UAA-Tyr',
    aminoAcids: 'FFLLSSSSYYY*CCWWLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSSKVVVVAAAADDEEGGGG',
  },
];

/** The table with this NCBI id; throws a RangeError naming the valid ids otherwise. */
export function codonTable(id: number): CodonTable {
  const table = codonTables.find((t) => t.id === id);
  if (table === undefined) {
    const ids = codonTables.map((t) => t.id).join(', ');
    throw new RangeError(`There is no NCBI genetic code ${id}; the codes are ${ids}.`);
  }
  return table;
}

const BASE_ORDER = 'TCAG';

/** The amino acid (or '*') a codon of plain bases (T/U, C, A, G) codes for in a table. */
export function translateCodon(table: CodonTable, codon: string): string {
  const upper = codon.toUpperCase().replaceAll('U', 'T');
  let index = 0;
  for (const base of upper) {
    const value = BASE_ORDER.indexOf(base);
    if (upper.length !== 3 || value === -1) {
      throw new RangeError(`'${codon}' is not a codon of the bases A, C, G and T.`);
    }
    index = index * 4 + value;
  }
  return table.aminoAcids[index] ?? '';
}
