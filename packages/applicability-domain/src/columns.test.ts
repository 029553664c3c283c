import { describe, expect, it } from 'vitest';
import {
  cardDomainThreshold,
  DOMAIN_COLUMNS,
  domainCells,
  domainColumns,
  outsideDomainNote,
} from './columns.ts';

describe('the domain in a tool’s results', () => {
  it('gives four columns, tied to a method only when one is named', () => {
    expect(
      domainColumns({ method: 'ld50', threshold: 0.35 }).map((c) => [c.key, c.method]),
    ).toEqual(Object.values(DOMAIN_COLUMNS).map((key) => [key, 'ld50']));
    expect(domainColumns({ threshold: 0.35 }).every((c) => c.method === undefined)).toBe(true);
  });

  it('gives the class column the similarity where the domain ends, from the model card', () => {
    const threshold = cardDomainThreshold([
      { name: 'x', metrics: { validation: { r2: 0.6 }, applicabilityDomain: { threshold: 0.35 } } },
    ]);
    const inDomain = domainColumns({ threshold }).find((c) => c.key === DOMAIN_COLUMNS.inDomain);
    expect(inDomain?.threshold).toBe(0.35);
    expect(inDomain?.description).toContain('a similarity of at least 0.35');
    expect(
      cardDomainThreshold([{ name: 'y', metrics: { 'Applicability domain': { threshold: 0 } } }]),
    ).toBe(0);
    expect(() => cardDomainThreshold([{ name: 'z', metrics: {} }])).toThrow(/retrain/);
  });

  it('fills the cells of a molecule and says why one outside is doubtful', () => {
    const place = {
      similarity: 0.23456,
      nearest: { name: 'Tox21 TOX3021', smiles: 'CCO' },
      inDomain: false,
    };
    expect(domainCells(place)).toEqual({
      max_similarity: 0.235,
      nearest_training: 'Tox21 TOX3021',
      nearest_smiles: 'CCO',
      in_domain: 0,
    });
    expect(domainCells({ ...place, inDomain: true }).in_domain).toBe(1);
    expect(outsideDomainNote(place, { threshold: 0.3 }, 'these probabilities')).toBe(
      'Outside the applicability domain: the most similar training molecule has a similarity of 0.23, below 0.3, where the validation error grew; read these probabilities with caution.',
    );
  });
});
