export {
  allowedHostNames,
  type HostSettings,
  hostAllowed,
  hostName,
  isLoopbackAddress,
  LOOPBACK_HOSTS,
} from './hosts.ts';
export {
  DEFAULT_REQUEST_TIMEOUT_MS,
  requestTimeoutMs,
  requestTimeoutOptions,
} from './timeouts.ts';
