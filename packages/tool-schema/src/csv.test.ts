import { describe, expect, it } from 'vitest';
import { csvField, parseCsv, toCsv } from './csv.ts';

describe('csvField', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvField('AMP_1')).toBe('AMP_1');
    expect(csvField(0.25)).toBe('0.25');
    expect(csvField(-1)).toBe('-1');
  });

  it('writes null and non-finite numbers as empty cells', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-cmd')).toBe("'-cmd");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('quotes the separators other spreadsheets split on, so no formula starts a cell after one', () => {
    expect(csvField('a;=1+1')).toBe('"a;=1+1"');
    expect(csvField('a\t=1+1')).toBe('"a\t=1+1"');
    expect(parseCsv(`x,${csvField('a;=1+1')}\r\n`)).toEqual([['x', 'a;=1+1']]);
  });
});

describe('toCsv', () => {
  it('writes a header and one line per row, in key order', () => {
    const csv = toCsv(['id', 'p'], [{ p: 0.5, id: 'x' }, { id: 'y' }]);
    expect(csv).toBe('id,p\r\nx,0.5\r\ny,\r\n');
  });
});

describe('parseCsv', () => {
  it('reads quoted commas, doubled quotes and line breaks, CRLF and LF, and skips blank lines', () => {
    const text = 'id,note\r\n1,"a, b"\r\n\r\n2,"say ""hi""\nthere"\n3,\n';
    expect(parseCsv(text)).toEqual([
      ['id', 'note'],
      ['1', 'a, b'],
      ['2', 'say "hi"\nthere'],
      ['3', ''],
    ]);
  });

  it('skips the byte-order mark a file for spreadsheets starts with', () => {
    expect(parseCsv('\uFEFFid,p\r\nx,0.5\r\n')).toEqual([
      ['id', 'p'],
      ['x', '0.5'],
    ]);
  });

  it('reads back what toCsv wrote', () => {
    const rows = [{ id: 'x,1', p: 0.5, note: 'two\nlines "quoted"' }];
    expect(parseCsv(toCsv(['id', 'p', 'note'], rows))).toEqual([
      ['id', 'p', 'note'],
      ['x,1', '0.5', 'two\nlines "quoted"'],
    ]);
  });
});
