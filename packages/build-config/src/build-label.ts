/**
 * The label of the build a remote came from (env PEPTOX_BUILD_LABEL at build time, else the
 * build's time). Exposed by every tool as `./build`, so the site can show which build it runs.
 */
export const buildLabel: string = process.env.PEPTOX_BUILD_LABEL ?? 'dev';
