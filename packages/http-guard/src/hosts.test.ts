import { describe, expect, it } from 'vitest';
import { allowedHostNames, hostAllowed, hostName, isLoopbackAddress } from './hosts.ts';

const server = { server: 'The job service', publicUrlSetting: 'API_BASE_URL' };

describe('hostName', () => {
  it('compares names in lower case, without the port, IPv6 in brackets', () => {
    expect(hostName('PepTox.Example.org:443')).toBe('peptox.example.org');
    expect(hostName('[::1]:8000')).toBe('[::1]');
    expect(hostName('::1')).toBe('[::1]');
    expect(hostName('127.0.0.1')).toBe('127.0.0.1');
    expect(hostName('')).toBe('');
  });
});

describe('allowedHostNames', () => {
  it('answers a loopback-bound server for the loopback names only, by default', () => {
    const names = allowedHostNames({ ...server, address: '127.0.0.1' });
    expect(names).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(hostAllowed('localhost:8000', names)).toBe(true);
    expect(hostAllowed('[::1]:8000', names)).toBe(true);
    expect(hostAllowed('attacker.example', names)).toBe(false);
    expect(hostAllowed('attacker.example:8000', names)).toBe(false);
    expect(hostAllowed(undefined, names)).toBe(false);
    expect(isLoopbackAddress('::1')).toBe(true);
  });

  it('adds the names of ALLOWED_HOSTS and of the public address', () => {
    const names = allowedHostNames({
      ...server,
      address: '0.0.0.0',
      allowedHosts: 'PepTox.example.org, ::1',
      publicUrl: 'https://api.peptox.example.org/api/v1',
    });
    expect(names).toEqual([
      'localhost',
      '127.0.0.1',
      '[::1]',
      'peptox.example.org',
      'api.peptox.example.org',
    ]);
    expect(hostAllowed('PEPTOX.example.org:443', names)).toBe(true);
    const behindProxy = allowedHostNames({
      ...server,
      address: '127.0.0.1',
      publicUrl: 'https://peptox.example.org/api/v1',
    });
    expect(hostAllowed('peptox.example.org', behindProxy)).toBe(true);
  });

  it('answers any name with ALLOWED_HOSTS=*', () => {
    const names = allowedHostNames({ ...server, address: '0.0.0.0', allowedHosts: '*' });
    expect(names).toBeNull();
    expect(hostAllowed('anything.example', names)).toBe(true);
  });

  it('refuses to start a server bound beyond loopback without either setting, naming them', () => {
    expect(() => allowedHostNames({ ...server, address: '0.0.0.0' })).toThrow(
      /^The job service listens on 0\.0\.0\.0, beyond this machine, .*Set ALLOWED_HOSTS .*or API_BASE_URL to its public address/,
    );
    // An address that is not absolute names no host.
    expect(() =>
      allowedHostNames({ ...server, address: '10.0.0.5', publicUrl: '/api/v1' }),
    ).toThrow(/ALLOWED_HOSTS/);
  });
});
