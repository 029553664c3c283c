import type { Reference } from '@peptox/ui';

/** The SSL-GCN paper: cited on the home page and first on the method page. */
export const sslGcnPaper: Reference = {
  authors: 'Chen J, Si Y-W, Un C-W, Siu SWI',
  title:
    'Chemical toxicity prediction based on semi-supervised learning and graph convolutional neural network',
  source: 'Journal of Cheminformatics',
  volume: '13',
  pages: '93',
  year: 2021,
  doi: '10.1186/s13321-021-00570-8',
};
