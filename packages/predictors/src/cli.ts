// pnpm predict <tool> FILE [--methods a,b]: CSV of the predictions on stdout,
// problems with the input on stderr. Exit 1 when the file cannot be read or holds no valid
// record, 2 on a usage error, 0 otherwise.
import { readFileSync } from 'node:fs';
import { parseRecords, predictRecords } from '@peptox/predictor-kit';
import { cellsInWords, toCsv } from '@peptox/tool-schema';
import { loadPredictors } from './index.ts';

const predictors = await loadPredictors();

const USAGE = `Usage: pnpm predict <tool> FILE [--methods m1,m2]

Predicts every record of FILE and prints CSV on stdout; problems with the input go to stderr.
FILE is FASTA for the peptide tools, and for the compound tools a .smi file (one molecule a line:
SMILES, then optionally a name) or '>name' / SMILES line pairs.

Tools and methods (all methods run unless --methods names some):
${Object.values(predictors)
  .map((p) => `  ${p.tool}: ${p.methods.map((m) => `${m.id} (${m.label})`).join(', ')}`)
  .join('\n')}

Example: pnpm predict ampep peptides.fasta --methods ampep,mic`;

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

async function main(argv: string[]): Promise<void> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const positional: string[] = [];
  let methodList: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--methods') methodList = argv[++i] ?? '';
    else if (arg.startsWith('--methods=')) methodList = arg.slice('--methods='.length);
    else if (arg.startsWith('-')) fail(`Unknown option '${arg}'.\n\n${USAGE}`, 2);
    else positional.push(arg);
  }
  const [tool, file] = positional;
  if (!tool || !file || positional.length > 2) fail(USAGE, 2);

  const predictor = Object.hasOwn(predictors, tool) ? predictors[tool] : undefined;
  if (!predictor)
    fail(`Unknown tool '${tool}'; known tools: ${Object.keys(predictors).join(', ')}.`, 2);
  const known = predictor.methods.map((m) => m.id);
  const methods =
    methodList === undefined
      ? known
      : methodList
          .split(',')
          .map((m) => m.trim())
          .filter(Boolean);
  const unknown = methods.filter((m) => !known.includes(m));
  if (methods.length === 0 || unknown.length > 0) {
    fail(
      `Unknown method(s) '${unknown.join(', ')}' for ${tool}; choose from ${known.join(', ')}.`,
      2,
    );
  }

  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    fail(`Cannot read ${file}: ${(error as Error).message}`, 1);
  }

  const { records, problems, notes } = parseRecords(text, predictor.input);
  for (const line of [...notes, ...problems]) process.stderr.write(`${file}: ${line}\n`);
  if (records.length === 0) fail(`${file}: nothing valid to predict.`, 1);

  await predictor.init();
  const rows = await predictRecords(predictor, records, methods);
  // Which model files made the values: on stderr, so that stdout stays the CSV.
  const versions = predictor.modelVersions?.(methods) ?? [];
  if (versions.length > 0) {
    // One file can serve several methods (SSL-GCN's network: 12 assays): each is named once.
    const named = new Set(versions.map((v) => `${v.model} ${v.version} (trained ${v.trainedAt})`));
    process.stderr.write(`Models: ${[...named].join('; ')}\n`);
  }
  // Classes in the site's words ('AMP', 'Not predicted'), as the service's and the pages' files.
  const keys = predictor.cliColumns ?? predictor.columns.map((c) => c.key);
  const inWords = cellsInWords(predictor.columns);
  process.stdout.write(
    toCsv(
      keys,
      rows.map((row) => Object.fromEntries(keys.map((key) => [key, inWords(row, key)]))),
    ),
  );
}

await main(process.argv.slice(2));
