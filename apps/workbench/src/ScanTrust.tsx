// How far the mapped score's changes can be trusted, in the words of the scan benchmark's figures
// as the service states them: where the changes start (the measured value or the prediction), how
// the predicted changes of measured analog pairs compared with the measured ones, the smallest
// change that can be told from none, and the sibling measurement the changes read.
import { Text } from '@chakra-ui/react';
import type { Column, ScoreChanges } from '@peptox/api-client';
import { foldOf } from './scan.ts';

const signed = (v: number) => `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(2)}`;
const percent = (share: number) => `${Math.round(100 * share)} %`;

export function ScanTrust({ score, served }: { score: Column; served: ScoreChanges | null }) {
  if (!served) {
    return (
      <Text color="fg.muted" data-testid="scan-trust">
        The changes in {score.label} are the models’ own: no measured pairs of peptides check them,
        so read them as a direction to test, not as a size.
      </Text>
    );
  }
  const { anchor, benchmark, uncertainty } = served;
  const own = benchmark.cases[anchor.kind].figures;
  const other = benchmark.cases[anchor.kind === 'measured' ? 'predicted' : 'measured'].figures;
  const { clearChange } = benchmark.definitions;
  const value = `${anchor.value} ${anchor.unit}`;
  return (
    <Text color="fg.muted" data-testid="scan-trust">
      {anchor.kind === 'measured'
        ? `The changes start from the peptide’s measured ${score.label} (${value}, training record ${anchor.record}), not from its prediction. `
        : `The peptide is not in the ${score.label} model’s training data: the changes start from its predicted ${score.label} (${value}). `}
      On {own.pairs} measured analog pairs (peptides one substitution or deletion apart, each
      variant predicted by the model refitted without it
      {anchor.kind === 'measured' ? ', the wild type measured' : ' or its wild type'}), the
      predicted change ranked the measured one with Spearman ρ {own.spearman.toFixed(2)}, had the
      direction right for {percent(own.direction.right)} of the changes larger than {clearChange}{' '}
      log10 units, and for the most potent fifth of wild types predicted a mean change of{' '}
      {signed(own.mostPotent.predictedMean)} against {signed(own.mostPotent.measuredMean)} measured.
      Changes smaller than {uncertainty.toFixed(2)} log10 units ({foldOf(uncertainty)}) cannot be
      told from none: the map draws them faint and the list marks them.{' '}
      {anchor.kind === 'measured'
        ? `For a peptide without a measured ${score.label} the same pairs gave ρ ${other.spearman.toFixed(2)}, and only changes over ${other.uncertainty.toFixed(2)} (${foldOf(other.uncertainty)}) stand out.`
        : `For a peptide with a measured ${score.label} the same pairs gave ρ ${other.spearman.toFixed(2)}, and changes over ${other.uncertainty.toFixed(2)} (${foldOf(other.uncertainty)}) stand out.`}{' '}
      {benchmark.sibling
        ? `Where a variant’s ${benchmark.sibling.label} was measured, its change also reads that measurement (the two go together), as it did in these pairs. `
        : ''}
      (Benchmark of {benchmark.date}, model version {benchmark.modelVersion}.)
    </Text>
  );
}
