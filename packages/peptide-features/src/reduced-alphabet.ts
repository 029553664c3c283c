import { AA_INDEX, AMINO_ACIDS } from './amino-acids.ts';
import { featureBlock } from './block.ts';

/**
 * The five reduced amino-acid alphabets that Deep-AmPEP30 / RF-AmPEP30 (Yan et al. 2020) selected
 * from PseKRAAC (Zuo et al. 2017): type 8 with 17 clusters, type 3A/19, type 12/18, type 7/15 and
 * type 12/17, as listed in the authors' code (Chonwai/Deep_AmPEP30_R). A feature is the number of
 * residues of the sequence in one cluster: 86 counts. Some letters sit in two clusters of one
 * alphabet there (V in type 8, T in type 12/18); that is kept as published.
 */
export const REDUCED_ALPHABETS: readonly { name: string; clusters: readonly string[] }[] = [
  {
    name: 'type8.cluster17',
    clusters: [
      'AT',
      'C',
      'DE',
      'F',
      'G',
      'H',
      'IV',
      'K',
      'L',
      'M',
      'N',
      'P',
      'Q',
      'R',
      'S',
      'V',
      'W',
    ],
  },
  {
    name: 'type3a.cluster19',
    clusters: [
      'FA',
      'P',
      'G',
      'S',
      'T',
      'D',
      'E',
      'Q',
      'N',
      'K',
      'R',
      'H',
      'W',
      'Y',
      'M',
      'L',
      'I',
      'V',
      'C',
    ],
  },
  {
    name: 'type12.cluster18',
    clusters: [
      'TVLI',
      'M',
      'F',
      'W',
      'Y',
      'C',
      'A',
      'H',
      'G',
      'N',
      'Q',
      'P',
      'R',
      'K',
      'S',
      'T',
      'D',
      'E',
    ],
  },
  {
    name: 'type7.cluster15',
    clusters: ['C', 'K', 'R', 'W', 'Y', 'A', 'FILV', 'M', 'D', 'E', 'Q', 'H', 'TP', 'GS', 'N'],
  },
  {
    name: 'type12.cluster17',
    clusters: [
      'TVLI',
      'M',
      'F',
      'W',
      'Y',
      'C',
      'A',
      'H',
      'G',
      'N',
      'Q',
      'P',
      'R',
      'K',
      'S',
      'T',
      'DE',
    ],
  },
];

const CLUSTERS = REDUCED_ALPHABETS.flatMap((a) => a.clusters);

/** For each amino acid (0-19), the feature indices whose cluster holds it. */
const FEATURES_OF: readonly number[][] = Array.from(AMINO_ACIDS, (aa) =>
  CLUSTERS.flatMap((cluster, i) => (cluster.includes(aa) ? [i] : [])),
);

/** Reduced-alphabet composition as counts of residues in each cluster (86 values). */
export const REDUCED_ALPHABET_COUNTS = featureBlock(
  REDUCED_ALPHABETS.flatMap((a) => a.clusters.map((c) => `${a.name}.${c}`)),
  (sequence, out, offset) => {
    for (let i = 0; i < CLUSTERS.length; i++) out[offset + i] = 0;
    for (let i = 0; i < sequence.length; i++) {
      for (const f of FEATURES_OF[AA_INDEX[sequence.charCodeAt(i)]]) out[offset + f]++;
    }
  },
);
