// The workbench's answer for one peptide, laid out from the profile's columns: per method its
// values (each with its evidence) and its classes, then the selectivity indices.
import type { Column, MethodInfo } from '@peptox/api-client';
import { SELECTIVITY_INDICES } from '@peptox/tool-schema';

export interface MethodAnswer {
  method: MethodInfo;
  /** Values and probabilities, shown with their interval, domain and nearest measured record. */
  values: Column[];
  /** Classes at their stated thresholds. */
  classes: Column[];
}

/** Each method's value and class columns (evidence columns aside), in the methods' order. */
export function methodAnswers(
  methods: readonly MethodInfo[],
  columns: readonly Column[],
): MethodAnswer[] {
  return methods
    .map((method) => {
      const own = columns.filter((c) => c.method === method.id && !c.role);
      return {
        method,
        values: own.filter((c) => c.type === 'number' || c.type === 'probability'),
        classes: own.filter((c) => c.type === 'class'),
      };
    })
    .filter((answer) => answer.values.length + answer.classes.length > 0);
}

/** The selectivity indices' columns among the columns, with the organism each is for. */
export function selectivityAnswers(columns: readonly Column[]) {
  return SELECTIVITY_INDICES.flatMap((index) => {
    const column = columns.find((c) => c.key === index.key);
    return column ? [{ index, column }] : [];
  });
}
