// The values the fuzzer (./fuzz.ts) draws from: a seeded random source, and the edges clients
// send in place of numbers, texts and whole fields.

/** mulberry32: small, fast, and the same cases for the same seed. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const chance = (p: number) => next() < p;
  const integer = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, chance, integer };
}
export type Random = ReturnType<typeof random>;

export const NUMBERS = [
  'Infinity',
  '-Infinity',
  'NaN',
  '0x10',
  '0b11',
  '0o7',
  '1e3',
  '1e309',
  '1.5',
  '1.0',
  '-0',
  '+5',
  '007',
  '',
  ' ',
  ' 2',
  '9'.repeat(400),
  `-${'9'.repeat(400)}`,
  '\u0661',
  '\uff11',
  '1,2',
  '2147483648',
  '9007199254740993',
  '0',
  '-1',
  'true',
  'null',
  '[]',
];
export const TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\u202e\u0644',
  '😀',
  'é',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '\r\n',
  'a;=1+1',
  '=HYPERLINK("http://x")',
  '__proto__',
  'constructor',
  'null',
  '0',
  'A'.repeat(300),
];
export const EMAILS = ['fuzz1@example.org', 'fuzz2@example.org', 'Fuzz3@Example.org', 'x@y.z'];
export const FOREIGN = 'https://evil.example';
/** JSON nested deeper than any recursive walk of it could go. */
export const DEEP = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;

/** An edge value of any type, for a field that expects something else. */
export function edge(rnd: Random): unknown {
  return rnd.pick<unknown>([
    rnd.pick(TEXTS),
    rnd.pick(NUMBERS),
    Number.MAX_VALUE,
    -1,
    0.5,
    true,
    null,
    [],
    [rnd.pick(TEXTS)],
    { a: 1 },
    'x'.repeat(70_000),
  ]);
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** encodeURIComponent that cannot throw (lone surrogates become U+FFFD). */
export const encode = (text: string) => encodeURIComponent(text.replace(LONE_SURROGATE, '\ufffd'));
