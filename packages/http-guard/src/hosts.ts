// Which host names a server answers for. A web page whose domain name its owner points at this
// machine's address (DNS rebinding) makes the visitor's browser send that domain as Host, and
// the page may then read the answers as its own: only names the server knows it is reached by
// are answered. A loopback name can only come from a page of this machine itself.

/** The loopback names, as a Host header gives them (port aside). */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** Whether a listening address (HOST) is this machine's loopback interface only. */
export function isLoopbackAddress(address: string): boolean {
  return (
    address === 'localhost' ||
    address === '::1' ||
    address === '[::1]' ||
    /^127\.\d+\.\d+\.\d+$/.test(address)
  );
}

/**
 * A host name as compared: lower case, without the port, an IPv6 address in brackets (the form
 * a Host header uses). `PepTox.example.org:443` -> `peptox.example.org`, `::1` -> `[::1]`.
 */
export function hostName(value: string): string {
  const host = value.trim().toLowerCase();
  if (host.startsWith('[')) return host.replace(/\](:\d*)?$/, ']');
  // More than one colon without brackets: a bare IPv6 address (a setting, never a Host header).
  if ((host.match(/:/g) ?? []).length > 1) return `[${host}]`;
  return host.replace(/:\d*$/, '');
}

export interface HostSettings {
  /** Where the server listens (HOST). */
  address: string;
  /** ALLOWED_HOSTS as written: names separated by commas, or `*` for any. */
  allowedHosts?: string | undefined;
  /** The server's public address, whose host name is then answered for too. */
  publicUrl?: string | undefined;
  /** The setting that holds publicUrl, for the message (API_BASE_URL, SITE_URL). */
  publicUrlSetting: string;
  /** What is starting, for the message ("The job service"). */
  server: string;
}

/**
 * The host names a server answers for, or null for any (`ALLOWED_HOSTS=*`): the loopback names,
 * those of ALLOWED_HOSTS and the public address's. A server that listens beyond loopback with
 * neither setting throws a sentence naming them: it would answer any page that points its
 * domain at it.
 */
export function allowedHostNames(settings: HostSettings): string[] | null {
  const listed = (settings.allowedHosts ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  if (listed.includes('*')) return null;
  const publicUrl = settings.publicUrl?.trim() ?? '';
  const publicHost = URL.canParse(publicUrl) ? hostName(new URL(publicUrl).host) : null;
  if (listed.length === 0 && publicHost === null && !isLoopbackAddress(settings.address)) {
    throw new Error(
      `${settings.server} listens on ${settings.address}, beyond this machine, but is not told which host names it is reached by. Set ALLOWED_HOSTS to them (ALLOWED_HOSTS=peptox.example.org), or ${settings.publicUrlSetting} to its public address: a web page whose domain is pointed at this machine could otherwise use it in its visitors' browsers (DNS rebinding). ALLOWED_HOSTS=* answers for any name.`,
    );
  }
  const names = new Set([...LOOPBACK_HOSTS, ...listed.map(hostName)]);
  if (publicHost) names.add(publicHost);
  return [...names];
}

/** Whether a request's Host header names one of the allowed hosts (null: any). */
export function hostAllowed(header: string | undefined, allowed: readonly string[] | null) {
  return allowed === null || allowed.includes(hostName(header ?? ''));
}
