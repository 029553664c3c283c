/**
 * The text of a file someone uploads as sequences, read the way such files are saved: UTF-8 (a
 * byte-order mark dropped), UTF-16 with its byte-order mark (Windows "Unicode"), or, failing
 * UTF-8, Latin-1. Compressed archives and binary data are refused with a sentence that says what
 * the file is, rather than being parsed into "a sequence without a header". Browser-safe: the
 * site reads a chosen file with it as the service reads an upload.
 */
// In every browser and in Node; declared in this module so that the packages using this one need
// neither the DOM's types nor Node's.
declare const TextDecoder: new (
  label?: string,
  options?: { fatal?: boolean },
) => { decode(input: Uint8Array): string };

export function decodeTextFile(bytes: Uint8Array): { text: string } | { problem: string } {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return { problem: compressed('gzip', 'gunzip') };
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    return { problem: compressed('ZIP', 'unzip') };
  }
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return decode8(bytes.subarray(3));
  // UTF-16 code units are two bytes; an odd last byte is dropped.
  const units = bytes.subarray(2, bytes.length - (bytes.length % 2));
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(units) };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(units) };
  return decode8(bytes);
}

const compressed = (kind: string, tool: string) =>
  `The file is ${kind}-compressed; decompress it (for example with ${tool}) and give the text inside.`;

function decode8(bytes: Uint8Array): { text: string } | { problem: string } {
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    let line = 1;
    for (let i = 0; i < nul; i++) if (bytes[i] === 0x0a) line++;
    return {
      problem: `The file is not text: line ${line} holds a NUL byte (binary data); give a file saved as plain text.`,
    };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { text: new TextDecoder('latin1').decode(bytes) };
  }
}
