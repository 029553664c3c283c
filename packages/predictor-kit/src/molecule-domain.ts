// Molecules a compound model did not learn from whatever their similarity: salts and mixtures
// (several molecules in one SMILES) and metal complexes or organometallics. The training sets hold
// single organic molecules, so a value for these is said to lie outside the model's domain.

/** Metals and metalloids that make a complex or organometallic (boron and silicon stay organic). */
const METALS = new Set(
  (
    'Li Be Na Mg Al K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge Rb Sr Y Zr Nb Mo Tc Ru Rh Pd Ag Cd In ' +
    'Sn Sb Cs Ba La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm Yb Lu Hf Ta W Re Os Ir Pt Au Hg Tl Pb Bi Po ' +
    'Fr Ra Ac Th Pa U Np Pu Am'
  ).split(' '),
);

/** Why a molecule (its canonical SMILES) is outside a compound model's domain; null when not. */
export function compoundOutsideReason(canonicalSmiles: string): string | null {
  const parts = canonicalSmiles.split('.').length;
  if (parts > 1) {
    return `the SMILES holds ${parts} separate molecules (a salt or a mixture), and the model learned from single molecules; it predicts the whole as one.`;
  }
  const metals = [
    ...new Set(
      [...canonicalSmiles.matchAll(/\[(?:\d+)?([A-Z][a-z]?)/g)]
        .map((m) => m[1] as string)
        .filter((symbol) => METALS.has(symbol)),
    ),
  ];
  if (metals.length > 0) {
    return `the molecule holds ${metals.join(' and ')}, a metal complex or organometallic, which the model did not learn to predict.`;
  }
  return null;
}
