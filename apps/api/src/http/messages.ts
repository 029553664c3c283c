import type { Unavailability } from '../db/database.ts';

// Every sentence the API answers with, in one place, so that the JSON schema checks and the
// submission checks say the same thing about the same mistake.

const mb = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : mb(bytes);
const count = (n: number) => n.toLocaleString('en-US');

/**
 * A value a client sent, as a message may quote it: at most `max` characters, with the length of
 * what was left out. Input is never echoed whole.
 */
export function excerpt(value: unknown, max = 40): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  if (text.length <= max) return `'${text}'`;
  return `'${text.slice(0, max)}…' (${count(text.length)} characters)`;
}

export const messages = {
  tooManyFiles: (field: string, allowed: number) =>
    allowed === 0
      ? `The form sends no file in '${excerpt(field, 30).slice(1, -1)}'; send files as receptor, ligands or reference.`
      : `At most ${allowed} file${allowed === 1 ? '' : 's'} can be sent as ${field}.`,
  dockingOnlyJobs: (name: string, tool: string) =>
    `${name} docks as a job only (POST /${tool}/jobs): a docking takes from seconds to minutes.`,
  fileUnknown: (name: string, known: string[]) =>
    known.length === 0
      ? `This job has no files; ${excerpt(name)} is not one.`
      : `This job has no file ${excerpt(name)}; its files are ${known.join(', ')}.`,
  rerunDocking: () =>
    'A docking job keeps no input once it has ended (only its poses and files); to dock again, submit the receptor and ligands anew.',
  inputTooLarge: (bytes: number, max: number, what: string) =>
    `The ${what} has ${bytes.toLocaleString('en-US')} bytes; at most ${mb(max)} (${max.toLocaleString('en-US')} bytes) is accepted in one job.`,
  bodyTooLarge: (max: number) => `The submission is larger than the ${mb(max)} that is accepted.`,
  requestTooLarge: (max: number) =>
    `The request body is larger than the ${size(max)} that this endpoint accepts.`,
  badPreflight: () =>
    'A CORS preflight request needs the Origin and Access-Control-Request-Method headers.',
  requestRefused: (text: string) => `The request was refused: ${excerpt(text, 80)}.`,
  unreadableRequest: () =>
    'The request could not be read as HTTP (a broken request line or header).',
  headersTooLarge: () => 'The request headers are larger than the service accepts.',
  requestTimeout: () => 'The request took too long to arrive.',
  noGenome: (tool: string) =>
    `${tool} does not take a genome; submit peptide sequences in FASTA format instead.`,
  moleculesOnly: (tool: string, value: unknown) =>
    `${tool} takes molecules as SMILES (input type 'smiles'), not ${excerpt(value)}.`,
  inputTypeUnknown: (value: unknown) =>
    `The input type ${excerpt(value)} is not known; choose 'fasta' for peptide sequences or 'genome' for DNA.`,
  methodsMissing: () => 'Choose at least one method to run.',
  methodUnknown: (methods: unknown[], tool: string, known: string[]) => {
    const named = methods
      .slice(0, 3)
      .map((m) => excerpt(m))
      .join(', ');
    const more = methods.length > 3 ? ` and ${count(methods.length - 3)} more` : '';
    const verb = methods.length === 1 ? 'is not a method' : 'are not methods';
    return `${named}${more} ${verb} of ${tool}; choose from ${known.join(', ')}.`;
  },
  methodsNotText: () => "Give each method by its id, as text (for example ['ampep']).",
  methodsTooMany: (given: number, known: string[]) =>
    `The list names ${count(given)} methods; choose from the tool's ${known.length}: ${known.join(', ')}.`,
  emailMissing: () => 'An e-mail address is required, so that you can find your jobs again.',
  emailInvalid: (email: string) =>
    email.length > 254
      ? `The e-mail address is ${count(email.length)} characters long; at most 254 are allowed.`
      : `${excerpt(email, 60)} is not a valid e-mail address; it should look like name@example.org.`,
  descriptionTooLong: (length: number, max: number) =>
    `The description is ${length} characters long; at most ${max} are allowed.`,
  codonTableUnknown: (value: unknown) =>
    `There is no genetic code number ${excerpt(value, 12)}; choose one of the NCBI genetic codes (1-6, 9-16, 21-33).`,
  toolUnknown: (tool: string) => `There is no tool called ${excerpt(tool)}.`,
  jobUnknown: (id: string) =>
    `No job has the id ${excerpt(id, 30)}; job ids are 22 characters long, so check that it was copied in full.`,
  jobExpired: (endedDaysAgo: number, expiredAt: string) =>
    `This job expired: it ended more than ${endedDaysAgo} days ago, and its input and results were deleted on ${expiredAt.slice(0, 10)}, as the data policy says. Submit the sequences again to predict them anew.`,
  tableUnknown: (table: string, known: string[]) =>
    `This job has no result table ${excerpt(table)}; its tables are ${known.join(', ')}.`,
  rerunNotEnded: (status: string) =>
    `The job is ${status}; it can be run again with today's models once it has finished.`,
  rerunMediaType: () =>
    "Send a rerun without a body, or with a JSON object (application/json) holding your own e-mail address ('email') if the new job should have one.",
  rerunBodyNotObject: () =>
    'The request body must be a JSON object, with at most the field email (your own address, for the new job).',
  notARerun: () =>
    "This job is not a rerun of another, so it has no changes to list; ask for 'POST /jobs/{id}/rerun' on a finished job first.",
  resultsNotReady: (status: string) =>
    status === 'failed'
      ? 'This job failed, so it has no results to download.'
      : `This job is ${status}; its results can be downloaded once it has finished.`,
  routeUnknown: (method: string, url: string) => `There is no endpoint ${method} ${url}.`,
  rateLimited: (after: string) =>
    `Too many requests came from your address; please wait ${after} and try again.`,
  badJson: () => 'The request body is not valid JSON.',
  badUrl: () => 'The address of the request is not valid (a broken %-escape?).',
  bodyNotObject: () =>
    'The request body must be a JSON object with the fields input, methods, email (and optionally inputType, description, codonTable).',
  badMediaType: () => 'Send the job as JSON (application/json) or as multipart/form-data.',
  badMultipart: () =>
    'The request says multipart/form-data, but its body is not a readable multipart form; send the fields as a form (or as JSON with content-type application/json).',
  tooManyParts: () =>
    'The form has more fields than a submission uses (input or file, inputType, methods, description, email, codonTable).',
  oneFile: () => 'Send one file per job; this request holds more than one.',
  hostNotAllowed: (host: string) =>
    host === ''
      ? 'The request names no host; this service answers only for the names it is configured with.'
      : `This service does not answer for the host name ${excerpt(host)}.`,
  foreignOrigin: (origin: string) =>
    `Submissions from the page ${origin} are not accepted; submit on the PepTox site itself.`,
  /** A quota of an e-mail address (`email`) or of a client's network address (`client`). */
  quotaActive: (limit: number, who: 'email' | 'client' = 'email') =>
    who === 'email'
      ? `This address already has ${limit} jobs waiting or running, the most one address may have; please wait until some of them have ended.`
      : `Your network address already has ${limit} jobs waiting or running, whatever e-mail addresses they were given, the most one client may have; please wait until some of them have ended.`,
  quotaBytes: (used: number, limit: number, who: 'email' | 'client' = 'email') =>
    `${who === 'email' ? 'This address' : 'Your network address'} submitted ${mb(used)} of input in the last 24 hours; at most ${mb(limit)} a day is accepted, so please wait before submitting more.`,
  tokenMissing: () =>
    'This service sends the list of jobs to the address itself: ask for the link on the Retrieve page and open it from the mail.',
  tokenInvalid: () =>
    'This link is not valid for this address; open the link from the mail as it was sent, or ask for a new one.',
  tokenExpired: () => 'This link has expired; ask for a new one on the Retrieve page.',
  listingOff: () =>
    'This service does not list jobs by e-mail address; open a job by its id, or from the list of jobs submitted from your browser (My jobs).',
  mailOff: () =>
    'This service does not send mail; the Retrieve page lists the jobs of an address directly.',
  storeDown: () => "The job store cannot take a write; the service's log says why.",
  queueDown: () =>
    "This process cannot take jobs now: its connection to the queue is being restored; the service's log says why.",
  /** The store cannot serve for now (database.ts says why); a request that writes stored nothing. */
  storeUnavailable: (reason: Unavailability, writes: boolean) =>
    `${storeReasons[reason]}${writes ? ' Nothing was stored.' : ''} Please try again later.`,
  instantOff: () => 'This server gives no instant answers; submit the input as a job instead.',
  instantBusy: () =>
    'The instant answers are busy right now; please try again in a moment, or submit a job.',
  instantTooMany: (count: number, max: number, noun: string) =>
    `The input holds ${count.toLocaleString('en-US')} ${noun}s; instant answers take at most ${max} at a time, so submit it as a job.`,
  instantNoGenome: () => 'Instant answers take peptides, not a genome; submit a genome as a job.',
  scanPeptidesOnly: (tool: string) =>
    `${tool} reads molecules; a mutant scan takes a peptide of a peptide tool.`,
  scanSequenceMissing: () => 'Give the peptide to scan, in one-letter code.',
  scanTooLong: (length: number, max: number) =>
    `The peptide has ${length} residues; a mutant scan takes at most ${max}.`,
  scanTooShort: (length: number, min: number) =>
    `The peptide has ${length} residue${length === 1 ? '' : 's'}; a mutant scan takes at least ${min}.`,
  serverError: () =>
    'Something went wrong in the service; please try again later, and tell us if it happens again.',
  nulCharacter: (field: string, line: number | null) =>
    `${fieldLabels[field] ?? `The field '${field}'`} holds a NUL character (U+0000)${line === null ? '' : ` on line ${line}`}, which is not accepted; remove it and send it again.`,
  notDigits: (field: string, value: unknown) =>
    `${fieldLabels[field] ?? `The field '${field}'`} must be a whole number written in decimal digits (such as 2), not ${excerpt(Array.isArray(value) ? value.join(',') : value, 20)}.`,
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
      case 'pattern':
        return field === 'id'
          ? 'The job id must be 22 characters of letters, digits, - and _; check that it was copied in full.'
          : `${label} is not valid.`;
      case 'enum':
      case 'const':
      case 'anyOf':
        return `${label} has a value that is not allowed.`;
      default:
        return `${label} is not valid.`;
    }
  },
};

const storeReasons: Record<Unavailability, string> = {
  down: 'The job store cannot be reached right now.',
  full: "The job store's disk is full.",
  'read-only': 'The job store is read-only right now.',
  deleted: "The job store's database file was removed while the service ran.",
  busy: 'The job store is busy right now.',
  failing: 'The job store cannot write to its disk right now.',
};

const fieldLabels: Record<string, string> = {
  body: 'The request body',
  id: 'The job id',
  table: 'The table name',
  input: 'The input',
  file: 'The file',
  inputType: 'The input type',
  methods: 'The list of methods',
  description: 'The description',
  email: 'The e-mail address',
  codonTable: 'The codon table',
  page: 'The page number',
  token: 'The link token',
  pageSize: 'The page size',
  sequence: 'The peptide',
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
