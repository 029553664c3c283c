import type { Reference } from '@peptox/ui';

/** Works that several tools' method pages cite, written once. */
export const sharedReferences = {
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
