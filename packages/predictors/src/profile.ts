// The peptide profile: every peptide tool on the same input, one row per peptide with every
// tool's columns side by side and the selectivity indices (HC50 / MIC) they allow. It is a
// predictor like the others, composed from the tools' own predictors and descriptions, so the
// job service, its job page and CSV, and `pnpm predict profile FILE` all follow from it, and a
// method or column a tool gains appears here without a change.
import type { InputRecord, ToolPredictor } from '@peptox/predictor-kit';
import {
  type Column,
  joinNotes,
  PROFILE_TOOL,
  type ResultRow,
  SELECTIVITY_INDICES,
  selectivityCells,
  selectivityColumns,
  splitNotes,
  type TableSpec,
} from '@peptox/tool-schema';

export { PROFILE_TOOL };

/** The columns every row has, which the profile takes once: id, sequence and note. */
const ROW_FRAME = new Set(['id', 'sequence', 'note']);
const own = (keys: readonly string[]) => keys.filter((key) => !ROW_FRAME.has(key));

/** The profile of these peptide tools (in this order); their method ids and column keys must not clash. */
export function composeProfile(tools: readonly ToolPredictor[]): ToolPredictor {
  if (tools.length === 0) throw new Error('A profile needs at least one peptide tool.');
  const methodOwner = new Map<string, ToolPredictor>();
  const keyOwner = new Map<string, string>();
  for (const tool of tools) {
    if (tool.input !== 'peptide') throw new Error(`${tool.name} does not read peptides.`);
    for (const method of tool.methods) {
      const other = methodOwner.get(method.id);
      if (other)
        throw new Error(`${other.name} and ${tool.name} both have a method '${method.id}'.`);
      methodOwner.set(method.id, tool);
    }
    for (const key of own(tool.columns.map((c) => c.key))) {
      const other = keyOwner.get(key);
      if (other) throw new Error(`${other} and ${tool.name} both have a column '${key}'.`);
      keyOwner.set(key, tool.name);
    }
  }
  const first = tools[0] as ToolPredictor;
  const frame = (key: string) => first.columns.find((c) => c.key === key) as Column;
  const columns: Column[] = [
    frame('id'),
    frame('sequence'),
    ...tools.flatMap((tool) => tool.columns.filter((c) => !ROW_FRAME.has(c.key))),
    ...selectivityColumns(),
    {
      key: 'note',
      label: 'Note',
      type: 'text',
      description:
        "Why a tool's method gave no value for the peptide, why a value deserves caution, or why a selectivity index is missing.",
    },
  ];
  const present = new Set(columns.map((c) => c.key));
  // Grouped by question: activity (the MIC against each organism), then hemolysis, then the
  // indices that divide one by the other.
  const selectivityTable: TableSpec = {
    id: 'selectivity',
    label: 'Selectivity',
    columns: [
      'id',
      'sequence',
      ...new Set(SELECTIVITY_INDICES.map((s) => s.mic)),
      ...new Set(SELECTIVITY_INDICES.map((s) => s.hemolysis)),
      ...SELECTIVITY_INDICES.map((s) => s.key),
      'note',
    ].filter((key) => present.has(key)),
  };
  const tables: TableSpec[] = [
    selectivityTable,
    ...tools.flatMap((tool) =>
      tool.tables.map((table) => ({
        id: `${tool.tool}-${table.id}`,
        label: `${tool.name}: ${table.label}`,
        columns: table.columns,
      })),
    ),
  ];
  const cliColumns = [
    'id',
    'sequence',
    ...tools.flatMap((tool) => own(tool.cliColumns ?? tool.columns.map((c) => c.key))),
    ...SELECTIVITY_INDICES.map((s) => s.key),
    'note',
  ];
  /** Each tool with the chosen methods that are its own. */
  const split = (chosen: readonly string[]) => {
    for (const m of chosen) {
      if (!methodOwner.has(m)) throw new Error(`The peptide profile has no method '${m}'`);
    }
    return tools
      .map((tool) => ({
        tool,
        methods: tool.methods.map((m) => m.id).filter((m) => chosen.includes(m)),
      }))
      .filter(({ methods }) => methods.length > 0);
  };

  /** One row a record: every running tool's cells side by side, the selectivity, the notes. */
  function joinRows(
    records: readonly InputRecord[],
    running: ReturnType<typeof split>,
    results: readonly ResultRow[][],
  ): ResultRow[] {
    const ran = new Set(running.flatMap(({ methods }) => methods));
    const layout = columns.filter((c) => !c.method || ran.has(c.method));
    return records.map((record, i) => {
      const row: ResultRow = Object.fromEntries(columns.map((c) => [c.key, null]));
      row.id = record.id;
      row.sequence = record.text;
      const notes: string[] = [];
      for (const result of results) {
        const toolRow = result[i] as ResultRow;
        for (const [key, cell] of Object.entries(toolRow)) if (!ROW_FRAME.has(key)) row[key] = cell;
        for (const note of splitNotes(toolRow.note)) if (!notes.includes(note)) notes.push(note);
      }
      const selectivity = selectivityCells(row, layout);
      Object.assign(row, selectivity.cells);
      for (const note of selectivity.notes) if (!notes.includes(note)) notes.push(note);
      row.note = joinNotes(notes);
      return row;
    });
  }

  return {
    tool: PROFILE_TOOL,
    name: 'Peptide profile',
    input: 'peptide',
    methods: tools.flatMap((tool) => tool.methods),
    columns,
    tables,
    cliColumns,
    modelCards: tools.flatMap((tool) => tool.modelCards),
    async init() {
      await Promise.all(tools.map((tool) => tool.init()));
    },
    async warmUp() {
      for (const tool of tools) await tool.warmUp();
    },
    async predict(records, chosen, options) {
      const running = split(chosen);
      const results = await Promise.all(
        running.map(({ tool, methods }) => tool.predict(records, methods, options)),
      );
      return joinRows(records, running, results);
    },
    async scan(wildType, variants, chosen) {
      const running = split(chosen);
      const records = [{ id: 'wild type', text: wildType }, ...variants];
      const answers = await Promise.all(
        running.map(async ({ tool, methods }) =>
          tool.scan
            ? tool.scan(wildType, variants, methods)
            : { rows: await tool.predict(records, methods, { evidence: false }), changes: [] },
        ),
      );
      return {
        rows: joinRows(
          records,
          running,
          answers.map((a) => a.rows),
        ),
        changes: answers.flatMap((a) => a.changes),
      };
    },
    modelVersions(chosen) {
      return split(chosen).flatMap(({ tool, methods }) => tool.modelVersions?.(methods) ?? []);
    },
  };
}
