/**
 * The smoke test's checks of the tool's published description (GET /tools/<tool>) and of the
 * result of a job of its example against it.
 */
import type { ToolInfo } from '@peptox/tool-contract/catalogue';
import { count, type Finding, fail, pass, quoted } from './findings.ts';

/**
 * The fields of `GET /tools/<tool>` the smoke test reads (others may come and go with the
 * service's versions).
 */
export interface Description {
  id: string;
  methods: { id: string }[];
  columns: { key: string; method?: string }[];
  tables: { id: string; columns: string[] }[];
}

/** The description has the fields a form and a results page need; null when it cannot be used. */
export function readDescription(
  tool: ToolInfo,
  body: unknown,
): { description: Description | null; findings: Finding[] } {
  const raw = (body ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  if (raw.id !== tool.id) problems.push(`its id is ${JSON.stringify(raw.id)}, not '${tool.id}'`);
  const listOf = (field: string, idKey: string) => {
    const value = raw[field];
    const ok =
      Array.isArray(value) &&
      value.length > 0 &&
      value.every((item) => typeof (item as Record<string, unknown>)?.[idKey] === 'string');
    if (!ok) problems.push(`it has no list of ${field}, each with its '${idKey}'`);
  };
  listOf('methods', 'id');
  listOf('columns', 'key');
  listOf('tables', 'id');
  if (
    Array.isArray(raw.tables) &&
    !raw.tables.every((table) => Array.isArray((table as { columns?: unknown })?.columns))
  ) {
    problems.push('a table of it lists no columns');
  }
  if (problems.length > 0) {
    return {
      description: null,
      findings: [
        fail(`${tool.name}'s published description cannot be used: ${problems.join('; ')}.`),
      ],
    };
  }
  const description = raw as unknown as Description;
  const keys = new Set(description.columns.map((column) => column.key));
  const findings: Finding[] = [];
  for (const table of description.tables) {
    const unknown = table.columns.filter((key) => !keys.has(key));
    if (unknown.length > 0) {
      findings.push(
        fail(
          `${tool.name}'s published table '${table.id}' lists ${unknown.length === 1 ? 'a column' : 'columns'} ${quoted(unknown)} that its published columns do not describe.`,
        ),
      );
    }
  }
  if (findings.length === 0) {
    findings.push(
      pass(
        `${tool.name}'s published description: ${count(description.methods, 'method')}, ${count(description.columns, 'column')}, ${count(description.tables, 'table')}.`,
      ),
    );
  }
  return { description, findings };
}

/** What a finished job gave: its result's layout and rows, and each table's CSV header. */
export interface JobOutput {
  columns: { key: string }[];
  tables: { id: string; columns: string[] }[];
  rows: Record<string, unknown>[];
  /** Table id -> the column keys of its CSV header (without the service's own 'models'). */
  csvHeaders: Record<string, string[]>;
}

/** Sentences for the differences between what a table has and what the description lists. */
function compareColumns(
  toolName: string,
  where: string,
  published: readonly string[],
  found: readonly string[],
): Finding[] {
  const missing = published.filter((key) => !found.includes(key));
  const extra = found.filter((key) => !published.includes(key));
  if (missing.length === 1 && extra.length === 1) {
    return [
      fail(
        `${where} has a column '${extra[0]}' where ${toolName}'s published description lists '${missing[0]}' (renamed?).`,
      ),
    ];
  }
  return [
    ...extra.map((key) =>
      fail(
        `${where} has a column '${key}' that ${toolName}'s published description does not list.`,
      ),
    ),
    ...missing.map((key) =>
      fail(`${where} lacks the column '${key}' that ${toolName}'s published description lists.`),
    ),
  ];
}

/**
 * Every table of a job that ran `methods` against the published description: the tables, their
 * columns, the keys of the rows, and each table's CSV.
 */
export function checkResult(
  tool: ToolInfo,
  description: Description,
  methods: readonly string[],
  output: JobOutput,
): Finding[] {
  const ran = (column: { method?: string }) => !column.method || methods.includes(column.method);
  const columns = description.columns.filter(ran).map((column) => column.key);
  const published = description.tables.map((table) => ({
    id: table.id,
    columns: table.columns.filter((key) => columns.includes(key)),
  }));
  const findings: Finding[] = [];
  findings.push(
    ...compareColumns(
      tool.name,
      "The job's result",
      columns,
      output.columns.map((column) => column.key),
    ),
  );
  for (const table of output.tables) {
    const expected = published.find((p) => p.id === table.id);
    if (!expected) {
      findings.push(
        fail(
          `The job's table '${table.id}' is not among ${tool.name}'s published tables (${quoted(published.map((p) => p.id))}).`,
        ),
      );
      continue;
    }
    findings.push(
      ...compareColumns(
        tool.name,
        `The job's table '${table.id}'`,
        expected.columns,
        table.columns,
      ),
    );
    const csv = output.csvHeaders[table.id];
    if (csv) {
      findings.push(
        ...compareColumns(
          tool.name,
          `The CSV of the job's table '${table.id}'`,
          expected.columns,
          csv,
        ),
      );
    }
  }
  for (const table of published) {
    if (table.columns.length > 0 && !output.tables.some((t) => t.id === table.id)) {
      findings.push(
        fail(`The job's result has no table '${table.id}', which ${tool.name} publishes.`),
      );
    }
  }
  if (output.rows.length === 0) {
    findings.push(fail("The job finished with no rows: the tool's example gave no result."));
  }
  const rowKeys = [...new Set(output.rows.flatMap((row) => Object.keys(row)))];
  for (const key of rowKeys.filter((key) => !description.columns.some((c) => c.key === key))) {
    findings.push(
      fail(
        `The job's rows have a column '${key}' that ${tool.name}'s published description does not list.`,
      ),
    );
  }
  // The service fills a published column that a worker did not write with nothing: a column of
  // a method that ran, empty on every row of the example, is most likely written under another name.
  const empty = description.columns.filter(
    (column) =>
      column.method &&
      methods.includes(column.method) &&
      output.rows.length > 0 &&
      output.rows.every((row) => row[column.key] === null || row[column.key] === undefined),
  );
  for (const { key, method } of empty) {
    findings.push(
      fail(
        `The job's column '${key}' (method '${method}') has no value on any of the example's ${count(output.rows, 'row')}: does the worker write it under another name?`,
      ),
    );
  }
  if (findings.length === 0) {
    findings.push(
      pass(
        `The job's ${output.tables.length} tables (${quoted(output.tables.map((t) => t.id))}) and ${output.rows.length} rows carry the published columns, in the result and in each table's CSV.`,
      ),
    );
  }
  return findings;
}
