import type { Tool } from '@peptox/api-client';
import { PROFILE_TOOL } from '@peptox/tool-schema';
import type { FastaMode } from '@peptox/ui';

/**
 * Whether a tool's form offers to run its job as a profile (every peptide tool on the same
 * input): a peptide tool other than the profile, on peptides rather than a genome, when the
 * service has the profile and the profile runs each of the tool's methods.
 */
export function offersProfile(tool: Tool, profileTool: Tool | undefined, mode: FastaMode): boolean {
  return (
    !!profileTool &&
    tool.id !== PROFILE_TOOL &&
    tool.input === 'peptide' &&
    mode !== 'genome' &&
    tool.methods.every((m) => profileTool.methods.some((p) => p.id === m.id))
  );
}

/** As a profile: the methods chosen on the tool's form, and the other peptide tools' default ones. */
export function profileMethods(chosen: string[], tool: Tool, profileTool: Tool): string[] {
  return [
    ...chosen,
    ...profileTool.methods
      .filter((m) => m.default && !tool.methods.some((own) => own.id === m.id))
      .map((m) => m.id),
  ];
}
