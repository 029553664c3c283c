import type { Reference } from '@peptox/ui';

/** The BESTox paper: cited on the home page and first on the method page. */
export const bestoxPaper: Reference = {
  authors: 'Chen J, Cheong HH, Siu SWI',
  title:
    'BESTox: A convolutional neural network regression model based on binary-encoded SMILES for acute oral toxicity prediction of chemical compounds',
  source: 'Algorithms for Computational Biology (AlCoB 2020), Lecture Notes in Computer Science',
  volume: '12099',
  year: 2020,
  doi: '10.1007/978-3-030-42266-0_12',
};
