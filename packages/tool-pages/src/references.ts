import type { Reference } from '@peptox/ui';

// Papers that several tools' method pages cite: each written once.

/** The composition / transition / distribution descriptors. */
export const dubchak1995: Reference = {
  authors: 'Dubchak I, Muchnik I, Holbrook SR, Kim SH',
  title: 'Prediction of protein folding class using global description of amino acid sequence',
  source: 'Proceedings of the National Academy of Sciences USA',
  volume: '92',
  pages: '8700–8704',
  year: 1995,
  doi: '10.1073/pnas.92.19.8700',
};

/** The PEPTIDE REACToR collection, through which the ACP and HemoPI-1 sets reach this project. */
export const spanig2021: Reference = {
  authors: 'Spänig S, Mohsen S, Hattab G, Hauschild AC, Heider D',
  title: 'A large-scale comparative study on peptide encodings for biomedical classification',
  source: 'NAR Genomics and Bioinformatics',
  volume: '3',
  pages: 'lqab039',
  year: 2021,
  doi: '10.1093/nargab/lqab039',
};
