// How a compound tool shows the applicability domain in its results: the same four columns, cells
// and note in every tool that has one.
import type { Column, ModelCard, ResultRow } from '@peptox/tool-schema';
import type { ApplicabilityDomain, DomainPlace } from './domain.ts';

/** The keys of the domain's columns. */
export const DOMAIN_COLUMNS = {
  similarity: 'max_similarity',
  nearestName: 'nearest_training',
  nearestSmiles: 'nearest_smiles',
  inDomain: 'in_domain',
} as const;

/**
 * The domain's four columns; `method` ties them to a tool's method (none: always shown), and
 * `threshold` (the similarity where the domain ends, from the model's card) is the class column's.
 */
export function domainColumns({
  method,
  threshold,
}: {
  method?: string;
  threshold: number;
}): Column[] {
  const of = method === undefined ? {} : { method };
  return [
    {
      key: DOMAIN_COLUMNS.similarity,
      label: 'Similarity to the training set',
      type: 'number',
      ...of,
      description:
        'highest Tanimoto similarity of the Morgan fingerprint (radius 2, 2048 bits) to a training molecule; 1 = the same fingerprint',
    },
    {
      key: DOMAIN_COLUMNS.nearestName,
      label: 'Nearest training molecule',
      type: 'text',
      ...of,
      description: 'the most similar training molecule: its data set and row',
    },
    {
      key: DOMAIN_COLUMNS.nearestSmiles,
      label: 'Nearest training structure',
      type: 'molecule',
      ...of,
      description: 'the canonical SMILES of the most similar training molecule',
    },
    {
      key: DOMAIN_COLUMNS.inDomain,
      label: 'Applicability domain',
      type: 'class',
      ...of,
      description: `1 inside: a similarity of at least ${threshold} to a training molecule; 0 outside: below it, where the validation error grew (see the method page)`,
      classes: { positive: 'Inside', negative: 'Outside' },
      threshold,
    },
  ];
}

/**
 * The similarity where a model's domain ends, as its training run wrote it on the card (the
 * compound regressions under `applicabilityDomain`, SSL-GCN under 'Applicability domain').
 */
export function cardDomainThreshold(cards: readonly Pick<ModelCard, 'name' | 'metrics'>[]): number {
  for (const { metrics } of cards) {
    const threshold = (metrics.applicabilityDomain ?? metrics['Applicability domain'])?.threshold;
    if (typeof threshold === 'number') return threshold;
  }
  throw new Error(
    `No model card of ${cards.map((c) => c.name).join(', ')} gives its applicability domain's threshold; retrain it.`,
  );
}

const round3 = (v: number): number => Math.round(v * 1e3) / 1e3;

/** A molecule's domain cells (see domainColumns). */
export function domainCells(place: DomainPlace): ResultRow {
  return {
    [DOMAIN_COLUMNS.similarity]: round3(place.similarity),
    [DOMAIN_COLUMNS.nearestName]: place.nearest.name,
    [DOMAIN_COLUMNS.nearestSmiles]: place.nearest.smiles,
    [DOMAIN_COLUMNS.inDomain]: place.inDomain ? 1 : 0,
  };
}

/** The note of a molecule outside the domain ('value' or 'probabilities' is what to doubt). */
export function outsideDomainNote(
  place: DomainPlace,
  domain: Pick<ApplicabilityDomain, 'threshold'>,
  what: string,
): string {
  return `Outside the applicability domain: the most similar training molecule has a similarity of ${place.similarity.toFixed(2)}, below ${domain.threshold}, where the validation error grew; read ${what} with caution.`;
}
