/**
 * The smoke test's checks of a remote's manifest (Module Federation's mf-manifest.json) and of
 * the files it lists.
 */
import { remoteName, type ToolInfo } from '@peptox/tool-contract/catalogue';
import { type Finding, fail, pass, quoted } from './findings.ts';

interface AssetList {
  sync?: string[];
  async?: string[];
}
interface Assets {
  js?: AssetList;
  css?: AssetList;
}
/** The parts of Module Federation's mf-manifest.json the shell relies on. */
export interface Manifest {
  name?: string;
  metaData?: {
    name?: string;
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string };
  };
  exposes?: { path?: string; assets?: Assets }[];
  shared?: { name?: string; assets?: Assets }[];
}

const assetFiles = (assets: Assets | undefined): string[] =>
  [assets?.js, assets?.css].flatMap((list) => [...(list?.sync ?? []), ...(list?.async ?? [])]);

/** Where the manifest's files live: beside the manifest ('auto'), or at its public path. */
function filesBase(manifestUrl: string, manifest: Manifest): string {
  const publicPath = manifest.metaData?.publicPath;
  return publicPath && publicPath !== 'auto'
    ? new URL(publicPath, manifestUrl).href
    : new URL('./', manifestUrl).href;
}

/** Every file the manifest names (the entry, the exposed modules', the shared libraries'), as URLs. */
export function manifestFiles(manifestUrl: string, manifest: Manifest): string[] {
  const base = filesBase(manifestUrl, manifest);
  const entry = manifest.metaData?.remoteEntry;
  const names = [
    ...(entry?.name
      ? [`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`]
      : []),
    ...(manifest.exposes ?? []).flatMap((expose) => assetFiles(expose.assets)),
    ...(manifest.shared ?? []).flatMap((shared) => assetFiles(shared.assets)),
  ];
  return [...new Set(names.map((name) => new URL(name, base).href))];
}

/** The manifest names the remote the shell asks for, has an entry, and exposes './tool'. */
export function checkManifest(tool: ToolInfo, manifestUrl: string, body: unknown): Finding[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return [fail(`The remote's manifest at ${manifestUrl} is not a JSON object.`)];
  }
  const manifest = body as Manifest;
  const findings: Finding[] = [];
  const expected = remoteName(tool.id);
  const name = manifest.metaData?.name ?? manifest.name;
  if (name !== expected) {
    findings.push(
      fail(
        `The remote at ${manifestUrl} is named '${name ?? '(no name)'}', but the shell loads ${tool.name} as '${expected}' (the tool id with '-' as '_').`,
      ),
    );
  }
  if (!manifest.metaData?.remoteEntry?.name) {
    findings.push(fail(`The remote at ${manifestUrl} names no entry file (metaData.remoteEntry).`));
  }
  const exposed = (manifest.exposes ?? []).map((expose) => expose.path ?? '');
  if (!exposed.includes('./tool')) {
    findings.push(
      fail(
        `The remote at ${manifestUrl} exposes no './tool'${exposed.length ? ` (it exposes ${quoted(exposed)})` : ''}: the shell has nothing to mount for ${tool.name}.`,
      ),
    );
  }
  if (findings.length === 0) {
    findings.push(
      pass(`The manifest at ${manifestUrl} names the remote '${expected}' and exposes './tool'.`),
    );
  }
  return findings;
}

/** What fetching one of the manifest's files gave: an HTTP status, or why there was none. */
export interface FileAnswer {
  url: string;
  status: number | null;
  error?: string;
}

export function checkFiles(manifestUrl: string, answers: readonly FileAnswer[]): Finding[] {
  const missing = answers.filter((answer) => answer.status === null || answer.status >= 400);
  if (missing.length === 0) {
    return [pass(`All ${answers.length} files that the manifest at ${manifestUrl} lists answer.`)];
  }
  return missing.map((answer) =>
    fail(
      `The manifest at ${manifestUrl} lists ${answer.url}, which ${answer.status === null ? `could not be fetched (${answer.error ?? 'no answer'})` : `answers ${answer.status}`}.`,
    ),
  );
}
