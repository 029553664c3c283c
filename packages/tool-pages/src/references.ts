import type { Reference } from '@peptox/ui';

/** Works that several tools' method pages cite, written once. */
export const sharedReferences = {
  /** AMP Scanner v2: its antimicrobial peptides and length-matched decoys. */
  veltri2018: {
    authors: 'Veltri D, Kamath U, Shehu A',
    title: 'Deep learning improves antimicrobial peptide recognition',
    source: 'Bioinformatics',
    volume: '34',
    pages: '2740–2747',
    year: 2018,
    doi: '10.1093/bioinformatics/bty179',
  },
  /** The composition / transition / distribution descriptors. */
  dubchak1995: {
    authors: 'Dubchak I, Muchnik I, Holbrook SR, Kim SH',
    title: 'Prediction of protein folding class using global description of amino acid sequence',
    source: 'Proceedings of the National Academy of Sciences USA',
    volume: '92',
    pages: '8700–8704',
    year: 1995,
    doi: '10.1073/pnas.92.19.8700',
  },
  /** The PEPTIDE REACToR collection, through which the ACP and HemoPI-1 sets reach this project. */
  spanig2021: {
    authors: 'Spänig S, Mohsen S, Hattab G, Hauschild AC, Heider D',
    title: 'A large-scale comparative study on peptide encodings for biomedical classification',
    source: 'NAR Genomics and Bioinformatics',
    volume: '3',
    pages: 'lqab039',
    year: 2021,
    doi: '10.1093/nargab/lqab039',
  },
  ghs: {
    authors: 'United Nations',
    title: 'Globally Harmonized System of Classification and Labelling of Chemicals (GHS)',
    source: 'United Nations, tenth revised edition',
    year: 2023,
    url: 'https://unece.org/transport/standards/transport/dangerous-goods/ghs-rev10-2023',
  },
  testUsersGuide: {
    authors: 'Martin TM',
    title:
      'User’s Guide for T.E.S.T. (Toxicity Estimation Software Tool) version 5.1: a Java application to estimate toxicities and physical properties from molecular structure',
    source: 'US Environmental Protection Agency',
    year: 2020,
    url: 'https://www.epa.gov/comptox-tools/toxicity-estimation-software-tool-test',
  },
  morganFingerprints: {
    authors: 'Rogers D, Hahn M',
    title: 'Extended-connectivity fingerprints',
    source: 'Journal of Chemical Information and Modeling',
    volume: '50',
    pages: '742–754',
    year: 2010,
    doi: '10.1021/ci100160j',
  },
} satisfies Record<string, Reference>;
