// What a fuzzing run (./fuzz.ts) found, and how it is printed.

export interface FuzzReport {
  cases: number;
  /** "METHOD path" -> status -> count. */
  seen: Map<string, Map<number, number>>;
  /** Statuses an operation answered that its document does not list. */
  undocumented: string[];
  /** Answers that broke the envelope or their documented schema, with the request. */
  broken: string[];
  /** Answers of 500 (never allowed), with the request. */
  errors: string[];
  /** Statuses the document lists that no case provoked. */
  unseen: string[];
}

export function isEnvelope(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { status, message } = body as { status?: unknown; message?: unknown };
  if (status !== 0 || typeof message !== 'object' || message === null) return false;
  const lists = Object.values(message);
  return (
    lists.length > 0 &&
    lists.every(
      (list) =>
        Array.isArray(list) &&
        list.length > 0 &&
        list.every((s) => typeof s === 'string' && s.length > 0),
    )
  );
}

/** The report as lines to print. */
export function describeReport(store: string, seed: number, report: FuzzReport): string {
  const lines = [
    `fuzz on ${store}, seed ${seed}: ${report.cases} cases, ${report.errors.length} answers of 500, ${report.undocumented.length} undocumented statuses, ${report.broken.length} answers off their schema or envelope`,
  ];
  for (const [key, counts] of [...report.seen].sort()) {
    const statuses = [...counts]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    lines.push(`  ${key.padEnd(48)} ${statuses}`);
  }
  for (const list of ['errors', 'undocumented', 'broken'] as const) {
    for (const item of report[list].slice(0, 10)) lines.push(`  ${list}: ${item}`);
  }
  return lines.join('\n');
}
