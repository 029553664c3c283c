import type { Reference } from '@peptox/ui';

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

export const methodReferences: Reference[] = [
  ampepPaper,
  {
    authors: 'Yan J, Bhadra P, Li A, Sethiya P, Qin L, Tai HK, Wong KH, Siu SWI',
    title: 'Deep-AmPEP30: Improve short antimicrobial peptides prediction with deep learning',
    source: 'Molecular Therapy – Nucleic Acids',
    volume: '20',
    pages: '882–894',
    year: 2020,
    doi: '10.1016/j.omtn.2020.05.006',
  },
  {
    authors: 'Dubchak I, Muchnik I, Holbrook SR, Kim SH',
    title: 'Prediction of protein folding class using global description of amino acid sequence',
    source: 'Proceedings of the National Academy of Sciences USA',
    volume: '92',
    pages: '8700–8704',
    year: 1995,
    doi: '10.1073/pnas.92.19.8700',
  },
  {
    authors: 'Xiao N, Cao DS, Zhu MF, Xu QS',
    title:
      'protr/ProtrWeb: R package and web server for generating various numerical representation schemes of protein sequences',
    source: 'Bioinformatics',
    volume: '31',
    pages: '1857–1859',
    year: 2015,
    doi: '10.1093/bioinformatics/btv042',
  },
  {
    authors: 'Breiman L',
    title: 'Random forests',
    source: 'Machine Learning',
    volume: '45',
    pages: '5–32',
    year: 2001,
    doi: '10.1023/A:1010933404324',
  },
];

export interface DataSource {
  folder: string;
  what: string;
  usedBy: string;
  citation: string;
  repository: string;
}

/** The public data sets the models were trained on (../shared/data), with the work to cite. */
export const dataSources: DataSource[] = [
  {
    folder: 'ampep/amp.fasta, ampep/nonamp.fasta',
    what: 'Antimicrobial and non-antimicrobial peptides of any length: the AmPEP web server’s training sets.',
    usedBy: 'AmPEP',
    citation: 'Bhadra et al., Scientific Reports 2018',
    repository: 'https://github.com/Chonwai/AmPEP_R',
  },
  {
    folder: 'ampep30/train_po.fasta, ampep30/train_ne.fasta',
    what: 'Short AMPs and non-AMPs of 5–30 residues, balanced.',
    usedBy: 'RF-AmPEP30',
    citation: 'Yan et al., Molecular Therapy – Nucleic Acids 2020',
    repository: 'https://github.com/Chonwai/Deep_AmPEP30_R',
  },
  {
    folder: 'amp-mic/EC.csv, amp-mic/SA.csv',
    what: 'Peptides with their minimum inhibitory concentration (µM) against E. coli and S. aureus.',
    usedBy: 'MIC',
    citation: 'The BERT-AmPEP60 study (Cai et al.)',
    repository: 'https://github.com/janecai0714/AMP_regression_EC_SA',
  },
];
