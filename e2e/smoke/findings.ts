/**
 * What every check of the smoke test gives: findings, one sentence each that a tool team can act
 * on, and the phrasing the checks share. The checks are plain functions of what was fetched
 * (manifest-checks.ts, module-checks.ts, result-checks.ts); `smoke.ts` does the fetching (the
 * site, the browser, the API).
 */

/** One line of the report: what passed (`ok`), or what is wrong. */
export interface Finding {
  ok: boolean;
  text: string;
}

export const pass = (text: string): Finding => ({ ok: true, text });
export const fail = (text: string): Finding => ({ ok: false, text });

/** A number with its noun: "1 table", "3 methods". */
export const count = (items: readonly unknown[], noun: string) =>
  `${items.length} ${noun}${items.length === 1 ? '' : 's'}`;

/** Names in single quotes, one after the other: "'a', 'b'". */
export const quoted = (items: readonly string[]) => items.map((item) => `'${item}'`).join(', ');
