// Every sentence the API answers with, in one place, so that the JSON schema checks and the
// submission checks say the same thing about the same mistake.

const mb = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;

export const messages = {
  inputTooLarge: (bytes: number, max: number, what: string) =>
    `The ${what} has ${bytes.toLocaleString('en-US')} bytes; at most ${mb(max)} (${max.toLocaleString('en-US')} bytes) is accepted in one job.`,
  bodyTooLarge: (max: number) => `The submission is larger than the ${mb(max)} that is accepted.`,
  noGenome: (tool: string) =>
    `${tool} does not take a genome; submit peptide sequences in FASTA format instead.`,
  moleculesOnly: (tool: string, value: string) =>
    `${tool} takes molecules as SMILES (input type 'smiles'), not '${value}'.`,
  inputTypeUnknown: (value: string) =>
    `The input type '${value}' is not known; choose 'fasta' for peptide sequences or 'genome' for DNA.`,
  methodsMissing: () => 'Choose at least one method to run.',
  methodUnknown: (method: string, tool: string, known: string[]) =>
    `'${method}' is not a method of ${tool}; choose from ${known.join(', ')}.`,
  emailMissing: () => 'An e-mail address is required, so that you can find your jobs again.',
  emailInvalid: (email: string) =>
    `'${email}' is not a valid e-mail address; it should look like name@example.org.`,
  descriptionTooLong: (length: number, max: number) =>
    `The description is ${length} characters long; at most ${max} are allowed.`,
  codonTableUnknown: (value: unknown) =>
    `There is no genetic code number ${String(value)}; choose one of the NCBI genetic codes (1-6, 9-16, 21-33).`,
  toolUnknown: (tool: string) => `There is no tool called '${tool}'.`,
  jobUnknown: (id: string) =>
    `No job has the id '${id}'; job ids are 22 characters long, so check that it was copied in full.`,
  tableUnknown: (table: string, known: string[]) =>
    `This job has no result table '${table}'; its tables are ${known.join(', ')}.`,
  resultsNotReady: (status: string) =>
    status === 'failed'
      ? 'This job failed, so it has no results to download.'
      : `This job is ${status}; its results can be downloaded once it has finished.`,
  routeUnknown: (method: string, url: string) => `There is no endpoint ${method} ${url}.`,
  rateLimited: (after: string) =>
    `Too many requests came from your address; please wait ${after} and try again.`,
  badJson: () => 'The request body is not valid JSON.',
  badMediaType: () => 'Send the job as JSON (application/json) or as multipart/form-data.',
  serverError: () =>
    'Something went wrong in the service; please try again later, and tell us if it happens again.',
  /** A JSON schema check that failed, for a field that has no sentence of its own above. */
  schema: (field: string, keyword: string, params: Record<string, unknown>) => {
    const label = fieldLabels[field] ?? `The field '${field}'`;
    switch (keyword) {
      case 'required':
        return `${label} is required.`;
      case 'type':
        return `${label} must be ${typeNames[String(params.type)] ?? String(params.type)}.`;
      case 'minimum':
        return `${label} must be at least ${String(params.limit)}.`;
      case 'maximum':
        return `${label} must be at most ${String(params.limit)}.`;
      case 'maxLength':
        return `${label} must be at most ${String(params.limit)} characters long.`;
      case 'minLength':
        return `${label} must not be empty.`;
      case 'enum':
      case 'const':
      case 'anyOf':
        return `${label} has a value that is not allowed.`;
      default:
        return `${label} is not valid.`;
    }
  },
};

const fieldLabels: Record<string, string> = {
  input: 'The input',
  inputType: 'The input type',
  methods: 'The list of methods',
  description: 'The description',
  email: 'The e-mail address',
  codonTable: 'The codon table',
  page: 'The page number',
  pageSize: 'The page size',
  days: 'The number of days',
  tool: 'The tool',
};

const typeNames: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  array: 'a list',
  object: 'an object',
  boolean: 'true or false',
};
