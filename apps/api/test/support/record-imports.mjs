// Module hooks for a test: every module the process's own thread resolves is appended to the
// file named by RECORD_IMPORTS (hooks run on their own thread, so the list is written there).
import { appendFileSync } from 'node:fs';

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (process.env.RECORD_IMPORTS) appendFileSync(process.env.RECORD_IMPORTS, `${resolved.url}\n`);
  return resolved;
}
