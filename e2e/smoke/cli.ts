/**
 * `pnpm smoke <site-url> <tool> [--job-timeout <seconds>]`: checks a deployed tool as the site
 * will use it, prints `OK: …` for what passed and a sentence for what is wrong; exit code 0 when
 * everything passed, 1 otherwise (2 for a wrong command line).
 */
import { smokeTest } from './smoke.ts';

const usage =
  'Usage: pnpm smoke <site-url> <tool> [--job-timeout <seconds>]\n  e.g. pnpm smoke https://peptox.example.org ampep';

function parse(argv: string[]) {
  const positional: string[] = [];
  let jobTimeoutMs: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--job-timeout') {
      const seconds = Number(argv[++i]);
      if (!(seconds > 0)) return null;
      jobTimeoutMs = seconds * 1000;
    } else if (arg === '--') {
    } else positional.push(arg);
  }
  const [site, tool] = positional;
  if (positional.length !== 2 || !site || !tool || !URL.canParse(site)) return null;
  return { site, tool, jobTimeoutMs };
}

const args = parse(process.argv.slice(2));
if (!args) {
  console.error(usage);
  process.exit(2);
}
const findings = await smokeTest(args.site, args.tool, {
  jobTimeoutMs: args.jobTimeoutMs,
  onFinding: ({ ok, text }) => (ok ? console.log(`OK: ${text}`) : console.log(`FAIL: ${text}`)),
});
const failed = findings.filter((finding) => !finding.ok).length;
console.log(
  failed === 0
    ? `\n${args.tool} on ${args.site}: every check passed.`
    : `\n${args.tool} on ${args.site}: ${failed} ${failed === 1 ? 'problem' : 'problems'}.`,
);
process.exit(failed === 0 ? 0 : 1);
