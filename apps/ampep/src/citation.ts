import type { Reference } from '@peptox/ui';

/** The AmPEP paper: cited on the home page and first on the method page. */
export const ampepPaper: Reference = {
  authors: 'Bhadra P, Yan J, Li J, Fong S, Siu SWI',
  title:
    'AmPEP: Sequence-based prediction of antimicrobial peptides using distribution patterns of amino acid properties and random forest',
  source: 'Scientific Reports',
  volume: '8',
  pages: '1697',
  year: 2018,
  doi: '10.1038/s41598-018-19752-w',
};
