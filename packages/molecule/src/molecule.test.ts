import { beforeAll, describe, expect, it } from 'vitest';
import { DESCRIPTOR_NAMES, descriptorVector } from './descriptors.ts';
import {
  fingerprintFeatures,
  hasBit,
  mostSimilar,
  onBits,
  popcount,
  tanimoto,
} from './fingerprint.ts';
import { parseMoleculeText } from './input.ts';
import {
  checkSmiles,
  MAX_MOLECULE_ATOMS,
  readSmiles,
  smilesProblems,
  withMolecule,
} from './molecule.ts';
import { loadRDKit, type RDKitModule } from './rdkit.ts';

let rdkit: RDKitModule;
beforeAll(async () => {
  rdkit = await loadRDKit();
});

/** Runs `use` on a molecule that must parse. */
function on<T>(smiles: string, use: Parameters<typeof withMolecule<T>>[2]): T {
  const result = withMolecule(rdkit, smiles, use);
  if (!result.ok) throw new Error(`${smiles}: ${result.reason}`);
  return result.value;
}

const IBUPROFEN = 'CC(C)Cc1ccc(cc1)C(C)C(=O)O';
const DIAZEPAM = 'CN1C(=O)CN=C(c2ccccc2)c2cc(Cl)ccc21';
const IMATINIB = 'Cc1ccc(NC(=O)c2ccc(CN3CCN(C)CC3)cc2)cc1Nc1nccc(-c2cccnc2)n1';

describe('loadRDKit', () => {
  it('loads once: every call gives the same module', async () => {
    expect(await loadRDKit()).toBe(rdkit);
    expect(rdkit.version()).toBe('2026.09.1');
  });
});

describe('checkSmiles', () => {
  it('gives two spellings of one molecule the same canonical SMILES', () => {
    const a = checkSmiles(rdkit, 'OCC');
    const b = checkSmiles(rdkit, 'C(O)C');
    expect(a).toEqual({ ok: true, canonicalSmiles: 'CCO', heavyAtoms: 3 });
    expect(b).toEqual(a);
    const kekule = checkSmiles(rdkit, 'C1=CC=CC=C1');
    expect(kekule).toEqual(checkSmiles(rdkit, 'c1ccccc1'));
    expect(checkSmiles(rdkit, IBUPROFEN)).toMatchObject({ ok: true, heavyAtoms: 15 });
  });

  it.each([
    ['C1CC', 'ring bond 1 at position 2 is never closed (ring-bond digits come in pairs)'],
    ['C1CCCC%12', 'ring bonds 1 at position 2, %12 at position 7 are never closed'],
    ['CXx', "'Xx' at position 2 is not an element symbol"],
    ['C[Xx]', "'Xx' in [Xx] at position 2 is not an element symbol"],
    ['CNa', "'Na' at position 2 must be written in brackets, as [Na]"],
    ['foo', "'f' at position 1 is not an atom"],
    ['C(C', "the branch opened with '(' at position 2 is never closed with ')'"],
    ['CC)', "')' at position 3 closes no branch"],
    ['C()C', "the branch '()' at position 2 is empty"],
    ['CC=', "the SMILES ends with the bond '=' and no atom after it"],
    ['C[C@H', "the atom opened with '[' at position 2 is never closed with ']'"],
    ['C!C', "'!' at position 2 is not allowed in SMILES"],
    ['C11', 'ring bond 1 opens and closes on the same atom, atom 1 (C at position 1)'],
    ['CC(C)(C)(C)C', 'atom 2 (C at position 2) has a valence of 5'],
    ['C[NH4]', 'atom 2 ([NH4] at position 2) has a valence of 5'],
    ['CC(C)(C)(C)C', 'more than C allows (at most 4)'],
    // A charged atom is told its own limit, not its element's.
    [
      'C[O-]C',
      'atom 2 ([O-] at position 2) has a valence of 2 (its bonds, a double bond counting 2, and hydrogens), more than [O-] allows (at most 1)',
    ],
    ['C[N+](C)(C)(C)C', 'more than [N+] allows (at most 4)'],
    ['C=[N-]=C', 'more than [N-] allows (at most 2)'],
    ['n1cccc1', 'the aromatic ring atoms 1, 2, 3, 4, 5 cannot be given alternating single'],
    ['Cc', 'atom 2 (c at position 2) is written aromatic (in lower case) but is in no ring'],
    ['', 'the SMILES is empty'],
    ['CC O', 'the SMILES holds whitespace at position 3; a SMILES has none'],
    ['C'.repeat(301), 'the molecule has 301 atoms; at most 300 are taken'],
  ])('says what is wrong with %j', (smiles, reason) => {
    const result = checkSmiles(rdkit, smiles);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });

  it('reads the next SMILES cleanly after a failure (the captured log is cleared)', () => {
    checkSmiles(rdkit, 'C1CC');
    const bad = checkSmiles(rdkit, 'CC)');
    expect(bad.ok || bad.reason).toBe("')' at position 3 closes no branch");
    expect(checkSmiles(rdkit, 'CC').ok).toBe(true);
  });
});

describe('smilesProblems', () => {
  it('names the line and the molecule of a bad SMILES and says what is wrong', () => {
    const { records } = parseMoleculeText('CCO ethanol\n# comment\nC1CC broken ring\n>x\nCXx\n');
    expect(smilesProblems(rdkit, records)).toEqual([
      {
        message:
          "Line 3: the SMILES of 'broken ring' is not valid: ring bond 1 at position 2 is never closed (ring-bond digits come in pairs).",
        line: 3,
        record: 'broken ring',
        reason: 'ring bond 1 at position 2 is never closed (ring-bond digits come in pairs)',
      },
      {
        message:
          "Line 5: the SMILES of 'x' is not valid: 'Xx' at position 2 is not an element symbol.",
        line: 5,
        record: 'x',
        reason: "'Xx' at position 2 is not an element symbol",
      },
    ]);
  });
});

describe('descriptors', () => {
  it('gives the molecular weights and atom counts worked out by hand', () => {
    // Ethanol C2H6O: 2 x 12.011 + 6 x 1.008 + 15.999 = 46.069; monoisotopic 46.0419.
    const ethanol = on('CCO', (m) => m.descriptors());
    expect(ethanol.amw).toBeCloseTo(46.069, 2);
    expect(ethanol.exactmw).toBeCloseTo(46.0419, 3);
    expect(ethanol.NumHeavyAtoms).toBe(3);
    expect(ethanol.NumAtoms).toBe(9);
    expect(ethanol.NumHBD).toBe(1);
    expect(ethanol.NumRings).toBe(0);
    // Water H2O: 2 x 1.008 + 15.999 = 18.015.
    const water = on('O', (m) => m.descriptors());
    expect(water.amw).toBeCloseTo(18.015, 3);
    expect(water.NumHeavyAtoms).toBe(1);
    // Benzene: one aromatic ring, no sp3 carbon; ibuprofen C13H18O2 = 206.28.
    const benzene = on('c1ccccc1', (m) => m.descriptors());
    expect([benzene.NumAromaticRings, benzene.FractionCSP3, benzene.tpsa]).toEqual([1, 0, 0]);
    expect(on(IBUPROFEN, (m) => m.descriptors().amw)).toBeCloseTo(206.285, 2);
  });

  it('has every named descriptor as a number, and a vector in the names order', () => {
    const descriptors = on(DIAZEPAM, (m) => m.descriptors());
    const vector = descriptorVector(descriptors);
    expect(vector).toHaveLength(DESCRIPTOR_NAMES.length);
    expect(vector[DESCRIPTOR_NAMES.indexOf('NumHeavyAtoms')]).toBe(20);
    expect([...vector].every(Number.isFinite)).toBe(true);
  });
});

describe('Morgan fingerprints', () => {
  it('sets one bit per distinct atom environment at radius 0', () => {
    // Long enough that no two of these environments fold onto one bit (at 2048 bits, acetic acid's
    // carboxyl carbon and OH do).
    const radius0 = (smiles: string) =>
      on(smiles, (m) => popcount(m.morganFingerprint({ radius: 0, nBits: 16384 })));
    // CH3, CH2 and OH are three environments.
    expect(radius0('CCO')).toBe(3);
    // Six identical aromatic CH.
    expect(radius0('c1ccccc1')).toBe(1);
    // CH3, C(=O) with three neighbours, =O, OH.
    expect(radius0('CC(=O)O')).toBe(4);
    // Two CH3 are one environment; CH3, CH2, O with two neighbours.
    expect(radius0('CCOCC')).toBe(3);
  });

  it('packs bit i as RDKit numbers it, and grows with the radius', () => {
    on(IBUPROFEN, (m) => {
      const packed = m.morganFingerprint({ radius: 2, nBits: 1024 });
      expect(packed).toHaveLength(128);
      const mol = rdkit.get_mol(IBUPROFEN);
      const text = mol?.get_morgan_fp(JSON.stringify({ radius: 2, nBits: 1024 })) ?? '';
      mol?.delete();
      const fromText = [...text].map((bit) => bit === '1');
      expect(Array.from({ length: 1024 }, (_, i) => hasBit(packed, i))).toEqual(fromText);
      const features = fingerprintFeatures(packed);
      expect(features).toHaveLength(1024);
      expect(features.reduce((sum, x) => sum + x, 0)).toBe(popcount(packed));
      expect(popcount(m.morganFingerprint({ radius: 1, nBits: 1024 }))).toBeLessThan(
        popcount(packed),
      );
    });
    expect(() => on('C', (m) => m.morganFingerprint({ nBits: 100 }))).toThrow(/multiple of 8/);
  });

  it('gives similarity 1 with itself and finds the nearest training molecule', () => {
    const fp = (smiles: string) => on(smiles, (m) => m.morganFingerprint());
    const query = fp('CC(C)Cc1ccc(C(C)C(=O)O)cc1');
    expect(tanimoto(query, fp(IBUPROFEN))).toBe(1);
    const training = [fp('CCO'), fp('CC(C)Cc1ccc(C(C)C(=O)OC)cc1'), fp(DIAZEPAM)];
    const nearest = mostSimilar(query, training);
    expect(nearest?.index).toBe(1);
    expect(nearest?.similarity).toBeGreaterThan(0.5);
    expect(nearest?.similarity).toBeLessThan(1);
  });
});

describe('MACCS keys and torsions', () => {
  it('sets the MACCS keys a chemist reads off the structure', () => {
    const keys = (smiles: string) => on(smiles, (m) => onBits(m.maccsKeys()));
    // RDKit's key numbers: 139 OH, 157 C-O, 160 CH3, 164 O; 162 aromatic, 163 six-membered ring,
    // 165 ring atom; 103 Cl, 134 halogen.
    const ethanol = keys('CCO');
    expect(ethanol).toEqual(expect.arrayContaining([139, 157, 160, 164]));
    expect(ethanol).not.toContain(162);
    expect(ethanol).not.toContain(165);
    expect(keys('c1ccccc1')).toEqual([162, 163, 165]);
    expect(keys('ClCCl')).toEqual(expect.arrayContaining([103, 134]));
    expect(on('C', (m) => m.maccsKeys().length * 8)).toBeGreaterThanOrEqual(167);
  });

  it('counts four-atom paths, repeated ones as more bits (count simulation)', () => {
    const torsions = (smiles: string) =>
      on(smiles, (m) => popcount(m.topologicalTorsionFingerprint()));
    expect(torsions('CCO')).toBe(0); // three atoms: no path of four
    expect(torsions('CCCC')).toBe(1); // CH3-CH2-CH2-CH3 once
    // Pentane: CH3-CH2-CH2-CH2 twice (read from either end): the count 2 sets a second bit.
    expect(torsions('CCCCC')).toBe(2);
    // Hexane: CH3-CH2-CH2-CH2 twice and CH2-CH2-CH2-CH2 once.
    expect(torsions('CCCCCC')).toBe(3);
    expect(() => on('C', (m) => m.topologicalTorsionFingerprint(100))).toThrow(/multiple of 8/);
  });

  it('gives stereoisomers one canonical SMILES without stereo', () => {
    const flat = (smiles: string) => on(smiles, (m) => m.canonicalSmilesWithoutStereo());
    expect(flat('C[C@H](N)C(=O)O')).toBe('CC(N)C(=O)O');
    expect(flat('C[C@@H](N)C(=O)O')).toBe(flat('C[C@H](N)C(=O)O'));
    expect(flat('C/C=C/C')).toBe(flat('C/C=C\\C'));
    expect(on('C[C@H](N)C(=O)O', (m) => m.canonicalSmiles())).toBe('C[C@H](N)C(=O)O');
  });
});

describe('graph', () => {
  it('describes ethanol: three sp3 heavy atoms, hydrogens counted, no rings', () => {
    const graph = on('CCO', (m) => m.graph());
    expect(
      graph.atoms.map((a) => [a.element, a.degree, a.totalHydrogens, a.hybridization]),
    ).toEqual([
      ['C', 1, 3, 'sp3'],
      ['C', 2, 2, 'sp3'],
      ['O', 1, 1, 'sp3'],
    ]);
    expect(graph.atoms.every((a) => !a.aromatic && !a.inRing && a.formalCharge === 0)).toBe(true);
    expect(graph.bonds).toEqual([
      { begin: 0, end: 1, order: 1, aromatic: false, inRing: false },
      { begin: 1, end: 2, order: 1, aromatic: false, inRing: false },
    ]);
  });

  it('describes benzene: six aromatic sp2 ring atoms, six aromatic ring bonds', () => {
    const graph = on('C1=CC=CC=C1', (m) => m.graph());
    expect(graph.atoms).toHaveLength(6);
    for (const atom of graph.atoms) {
      expect(atom).toEqual({
        element: 'C',
        atomicNumber: 6,
        degree: 2,
        formalCharge: 0,
        aromatic: true,
        hybridization: 'sp2',
        totalHydrogens: 1,
        inRing: true,
        isotope: 0,
      });
    }
    expect(graph.bonds).toHaveLength(6);
    expect(graph.bonds.every((b) => b.aromatic && b.inRing && b.order === 1.5)).toBe(true);
  });

  it('gives charges, sp hybridisation, isotopes and exocyclic bonds', () => {
    const graph = on('[13CH3]C#N.C[NH3+].CC(=O)[O-]', (m) => m.graph());
    expect(graph.atoms[0]).toMatchObject({ element: 'C', isotope: 13, hybridization: 'sp3' });
    expect(graph.atoms[1]?.hybridization).toBe('sp');
    expect(graph.atoms[2]).toMatchObject({ element: 'N', hybridization: 'sp', totalHydrogens: 0 });
    expect(graph.atoms[4]).toMatchObject({ formalCharge: 1, totalHydrogens: 3, degree: 1 });
    expect(graph.atoms[8]).toMatchObject({ element: 'O', formalCharge: -1 });
    expect(graph.bonds.find((b) => b.begin === 1 && b.end === 2)?.order).toBe(3);
    expect(graph.bonds.find((b) => b.begin === 6 && b.end === 7)?.order).toBe(2);
    // Toluene's methyl bond leaves the ring.
    const toluene = on('Cc1ccccc1', (m) => m.graph());
    expect(toluene.bonds[0]).toMatchObject({ inRing: false, aromatic: false, order: 1 });
    expect(toluene.atoms[0]?.hybridization).toBe('sp3');
  });

  it('gives every atom of the largest molecule taken its hybridisation', () => {
    const graph = on('C'.repeat(MAX_MOLECULE_ATOMS), (m) => m.graph());
    expect(graph.atoms).toHaveLength(MAX_MOLECULE_ATOMS);
    expect(graph.atoms.every((a) => a.hybridization === 'sp3')).toBe(true);
  });
});

describe('canonical SMILES', () => {
  it('keeps stereo and isotopes unless asked not to', () => {
    const both = (smiles: string) =>
      on(smiles, (m) => [m.canonicalSmiles(), m.canonicalSmilesWithoutStereo()]);
    expect(both('N[C@@H](C)C(=O)O')).toEqual(['C[C@H](N)C(=O)O', 'CC(N)C(=O)O']);
    expect(both('[13CH3]C(N)C(=O)O')).toEqual(['[13CH3]C(N)C(=O)O', 'CC(N)C(=O)O']);
    expect(both('C/C=C/C')[1]).toBe(both('C/C=C\\C')[1]);
    expect(both('C/C=C/C')[0]).not.toBe(both('C/C=C\\C')[0]);
  });
});

describe('scaffold', () => {
  const scaffold = (smiles: string) => on(smiles, (m) => m.scaffoldSmiles());
  const canonical = (smiles: string) => on(smiles, (m) => m.canonicalSmiles());

  it('gives the Bemis-Murcko scaffold of known drugs', () => {
    expect(scaffold(IBUPROFEN)).toBe('c1ccccc1');
    // The N-methyl goes (the nitrogen takes a hydrogen); the ring's C=O stays.
    expect(scaffold(DIAZEPAM)).toBe(canonical('O=C1CN=C(c2ccccc2)c2ccccc2N1'));
    // Linkers between ring systems stay, with their C=O; side chains go.
    expect(scaffold(IMATINIB)).toBe(
      canonical('O=C(Nc1cccc(Nc2nccc(-c3cccnc3)n2)c1)c1ccc(CN2CCNCC2)cc1'),
    );
    // An aromatic nitrogen that loses its substituent takes a hydrogen.
    expect(scaffold('Cn1cccc1')).toBe('c1cc[nH]c1');
    expect(scaffold('CCO')).toBe('');
    expect(scaffold('[Na+].[O-]C(=O)c1ccccc1')).toBe('c1ccccc1');
  });

  it('is its own scaffold, and keeps every ring', () => {
    const drugs = [
      IBUPROFEN,
      DIAZEPAM,
      IMATINIB,
      'CC(=O)Oc1ccccc1C(=O)O',
      'CN1CCC[C@H]1c1cccnc1',
      'Cn1cnc2c1c(=O)n(C)c(=O)n2C',
      'CC1(C)S[C@@H]2[C@H](NC(=O)Cc3ccccc3)C(=O)N2[C@H]1C(=O)O',
      'O=C(O)C1CC12CCC2',
      'C1CC2CCC1C2',
      'c1ccc2c(c1)[nH]c1ccccc12',
    ];
    for (const drug of drugs) {
      const core = scaffold(drug);
      expect(scaffold(core), drug).toBe(core);
      const rings = (smiles: string) => on(smiles, (m) => m.descriptors().NumRings);
      expect(rings(core), drug).toBe(rings(drug));
    }
  });
});

describe('svg', () => {
  it('draws the molecule at the asked size, as clean SVG', () => {
    const svg = on('CCO', (m) => m.svg({ width: 240, height: 160 }));
    expect(svg).toMatch(/^<svg [^>]*width="240px" height="160px" viewBox="0 0 240 160">/);
    expect(svg).toMatch(/<\/svg>$/);
    expect(svg).not.toMatch(/<\?xml|<!--|xmlns:rdkit/);
    // Two bonds and the O label.
    expect(svg).toContain('class="bond-0 atom-0 atom-1"');
    expect(svg).toContain('class="atom-2"');
  });
});

describe('memory', () => {
  it('frees the molecule after use, also when the use throws', () => {
    let kept: { delete(): void } | undefined;
    expect(() =>
      withMolecule(rdkit, 'CCO', (m) => {
        kept = m;
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(() => kept?.delete()).toThrow(/already deleted/);
    const read = readSmiles(rdkit, 'CC');
    if (!read.ok) throw new Error(read.reason);
    read.molecule.delete();
    expect(() => read.molecule.canonicalSmiles()).toThrow();
  });
});
