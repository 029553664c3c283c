import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeTextFile } from './text-file.ts';

const fasta = '>p1 é\nKWKLFKKIGAVLKVL\n';
const bytes = (text: string, encoding: BufferEncoding) =>
  new Uint8Array(Buffer.from(text, encoding));
const text = (data: Uint8Array) => {
  const read = decodeTextFile(data);
  return 'text' in read ? read.text : read.problem;
};

describe('decodeTextFile', () => {
  it('reads UTF-8 (with or without a byte-order mark), UTF-16 with one, and Latin-1', () => {
    expect(text(bytes(fasta, 'utf8'))).toBe(fasta);
    expect(text(bytes(`\ufeff${fasta}`, 'utf8'))).toBe(fasta);
    expect(text(new Uint8Array([0xff, 0xfe, ...bytes(fasta, 'utf16le')]))).toBe(fasta);
    expect(
      text(new Uint8Array([0xfe, 0xff, ...Buffer.from(bytes(fasta, 'utf16le')).swap16()])),
    ).toBe(fasta);
    expect(text(bytes(fasta, 'latin1'))).toBe(fasta);
  });

  it('says when a file is compressed or binary instead of reading it', () => {
    expect(text(new Uint8Array(gzipSync(fasta)))).toMatch(/^The file is gzip-compressed/);
    expect(text(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toMatch(
      /^The file is ZIP-compressed/,
    );
    expect(text(new Uint8Array([62, 97, 10, 75, 0, 1]))).toBe(
      'The file is not text: line 2 holds a NUL byte (binary data); give a file saved as plain text.',
    );
  });
});
