/**
 * Says why a text is not text a person could have typed or saved as SMILES: gzip or ZIP data, UTF-16,
 * NUL bytes or other binary. Works on the string that an upload was decoded to (as UTF-8 by the
 * service and by the browser's File.text(), which turn invalid bytes into U+FFFD). null: it is text.
 */
export function notTextProblem(text: string): string | null {
  const first = text.charCodeAt(0);
  const second = text.charCodeAt(1);
  // gzip starts with the bytes 1F 8B; 8B alone is not UTF-8, so it arrives as U+FFFD (or U+008B).
  if (first === 0x1f && (second === 0xfffd || second === 0x8b)) {
    return 'The input looks gzip-compressed; decompress it (for example with gunzip) and give the plain text.';
  }
  if (text.startsWith('PK\u0003\u0004')) {
    return 'The input looks like a ZIP archive; extract the file and give its plain text.';
  }
  if (looksLikeUtf16(text)) {
    return 'The input looks like UTF-16 text (as some Windows programs save it); save it as UTF-8 or plain text and try again.';
  }
  const nul = text.indexOf('\u0000');
  if (nul !== -1) {
    const line = lineAt(text, nul);
    return `The input is not text: line ${line} holds a NUL byte (binary data); give the SMILES as plain text.`;
  }
  const head = text.slice(0, 4096);
  let odd = 0;
  for (let i = 0; i < head.length; i++) if (isBinaryChar(head.charCodeAt(i))) odd++;
  if (odd >= 8 && odd > head.length / 10) {
    return `The input is not text: ${odd} of its first ${head.length} characters are control characters or bytes that are not UTF-8; give the SMILES as plain text.`;
  }
  return null;
}

/** A byte-order mark of UTF-16 read as UTF-8 or Latin-1, or ASCII letters alternating with NULs. */
function looksLikeUtf16(text: string): boolean {
  const start = text.slice(0, 2);
  if (start === '\ufffd\ufffd' || start === '\u00ff\u00fe' || start === '\u00fe\u00ff') return true;
  const head = text.slice(0, 512);
  if (head.length < 4) return false;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let i = 0; i < head.length; i++) {
    if (head.charCodeAt(i) === 0) {
      if (i % 2 === 0) evenNuls++;
      else oddNuls++;
    }
  }
  const half = head.length / 2;
  return Math.max(evenNuls, oddNuls) > half * 0.6 && Math.min(evenNuls, oddNuls) < half * 0.1;
}

function isBinaryChar(code: number): boolean {
  if (code === 0xfffd) return true;
  // C0 controls other than tab, line feed, vertical tab, form feed and carriage return.
  return (code < 32 && (code < 9 || code > 13)) || code === 127;
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
