import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64.ts';

describe('base64', () => {
  it('encodes the textbook examples and decodes them back', () => {
    const bytes = (s: string) => Uint8Array.from(s, (ch) => ch.charCodeAt(0));
    expect(bytesToBase64(bytes('Man'))).toBe('TWFu');
    expect(bytesToBase64(bytes('Ma'))).toBe('TWE=');
    expect(bytesToBase64(bytes('M'))).toBe('TQ==');
    expect(Array.from(base64ToBytes('TWE='))).toEqual([77, 97]);
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(Array.from(base64ToBytes(bytesToBase64(all)))).toEqual(Array.from(all));
    expect(() => base64ToBytes('T!==')).toThrow();
  });
});
