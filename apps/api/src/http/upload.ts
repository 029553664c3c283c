import { messages } from './messages.ts';

/**
 * The text of an uploaded file, read the way people save FASTA: UTF-8 (a byte-order mark is
 * dropped), UTF-16 with its byte-order mark (Windows "Unicode"), or, failing UTF-8, Latin-1.
 * Compressed archives and binary data are refused with a sentence that says what the file is.
 */
export function decodeUpload(bytes: Buffer): { text: string } | { problem: string } {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return { problem: messages.uploadCompressed('gzip') };
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    return { problem: messages.uploadCompressed('ZIP') };
  }
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return decodeText(bytes.subarray(3));
  }
  // UTF-16 code units are two bytes; an odd last byte is dropped.
  const units = bytes.subarray(2, bytes.length - (bytes.length % 2));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: units.toString('utf16le') };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: Buffer.from(units).swap16().toString('utf16le') };
  }
  return decodeText(bytes);
}

function decodeText(bytes: Buffer): { text: string } | { problem: string } {
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    let line = 1;
    for (let i = 0; i < nul; i++) if (bytes[i] === 0x0a) line++;
    return { problem: messages.uploadBinary(line) };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { text: bytes.toString('latin1') };
  }
}
