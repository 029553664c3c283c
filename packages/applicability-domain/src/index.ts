// The applicability domain of a compound model (browser-safe; no RDKit needed here: callers
// compute Morgan fingerprints with @peptox/molecule).
export {
  cardDomainThreshold,
  DOMAIN_COLUMNS,
  domainCells,
  domainColumns,
  outsideDomainNote,
} from './columns.ts';
export {
  ApplicabilityDomain,
  type DomainFile,
  type DomainMolecule,
  type DomainPlace,
  nearestSimilarities,
} from './domain.ts';
export {
  type DomainMeasurement,
  type DomainPoint,
  type DomainRule,
  measureDomain,
  type SimilarityBin,
} from './measure.ts';
