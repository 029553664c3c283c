/**
 * The 12 Tox21 assays in the column order of tox21.csv (the order of the model's outputs, the
 * methods and the CSV columns). What each measures is from the Tox21 Data Challenge 2014.
 */
export const TOX21_ASSAYS = [
  { id: 'NR-AR', target: 'androgen receptor (full length, MDA cell line)' },
  { id: 'NR-AR-LBD', target: 'androgen receptor, ligand-binding domain' },
  { id: 'NR-AhR', target: 'aryl hydrocarbon receptor' },
  { id: 'NR-Aromatase', target: 'aromatase inhibition' },
  { id: 'NR-ER', target: 'estrogen receptor alpha (full length, BG1 cell line)' },
  { id: 'NR-ER-LBD', target: 'estrogen receptor alpha, ligand-binding domain' },
  { id: 'NR-PPAR-gamma', target: 'peroxisome proliferator-activated receptor gamma' },
  { id: 'SR-ARE', target: 'antioxidant response element (oxidative stress)' },
  { id: 'SR-ATAD5', target: 'ATAD5 (genotoxic stress)' },
  { id: 'SR-HSE', target: 'heat shock factor response element' },
  { id: 'SR-MMP', target: 'mitochondrial membrane potential' },
  { id: 'SR-p53', target: 'p53 (DNA damage response)' },
] as const;

export type AssayId = (typeof TOX21_ASSAYS)[number]['id'];

/** The assay as a method id and column prefix: lower case, '-' as '_' (NR-AR-LBD -> nr_ar_lbd). */
export const assayKey = (assay: string): string => assay.toLowerCase().replaceAll('-', '_');
