import { describe, expect, it } from 'vitest';
import { DOMAIN_COLUMNS, domainCells, domainColumns, outsideDomainNote } from './columns.ts';

describe('the domain in a tool’s results', () => {
  it('gives four columns, tied to a method only when one is named', () => {
    expect(domainColumns('ld50').map((c) => [c.key, c.method])).toEqual(
      Object.values(DOMAIN_COLUMNS).map((key) => [key, 'ld50']),
    );
    expect(domainColumns().every((c) => c.method === undefined)).toBe(true);
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
