// A training script's one call: the protocol's run (protocol.ts), then its files written
// (protocol-files.ts).
import type { ModelCard } from '@peptox/tool-schema';
import { runProtocol } from './protocol.ts';
import { writeProtocolFiles } from './protocol-files.ts';
import type { ProtocolSpec } from './protocol-types.ts';

/** Runs the protocol, writes models/<name>.json, its evidence and card, and returns the card. */
export async function runProtocolAndWrite(spec: ProtocolSpec): Promise<ModelCard> {
  const record = await runProtocol(spec);
  writeProtocolFiles(spec.modelsDir, record);
  return record.card;
}
