import { describe, expect, it } from 'vitest';
import { cleanFileName, cleanMultiLine, cleanSingleLine } from './text.ts';

describe('text cleaning', () => {
  it('drops bidirectional controls so a name shows as it is', () => {
    expect(cleanSingleLine('invoice\u202Etxt.exe')).toBe('invoicetxt.exe');
    expect(cleanSingleLine('a\u2066b\u2069c\u200Fd\u061Ce')).toBe('abcde');
  });

  it('drops control characters and line separators from one line, keeps emoji and accents', () => {
    expect(cleanSingleLine('Logo\u0000 design\n\u2028now\u0085')).toBe('Logo designnow');
    expect(cleanSingleLine('Café 👩‍💻 ok')).toBe('Café 👩‍💻 ok');
  });

  it('keeps line breaks and tabs in multi-line text, one LF per break', () => {
    expect(cleanMultiLine('one\r\ntwo\rthree\n\tfour\u202E\u0007')).toBe('one\ntwo\nthree\n\tfour');
  });

  it('makes a file name one clean base name', () => {
    expect(cleanFileName('invoice\u202Etxt.exe')).toBe('invoicetxt.exe');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\me\\brief.pdf')).toBe('brief.pdf');
    expect(cleanFileName('\u202E')).toBe('file');
    const long = `${'a'.repeat(300)}.pdf`;
    expect(cleanFileName(long)).toHaveLength(200);
    expect(cleanFileName(long).endsWith('.pdf')).toBe(true);
  });
});
