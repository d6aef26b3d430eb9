/**
 * Characters that change how text is shown without being part of it. Bidirectional
 * controls make `invoice\u202Etxt.exe` display as "invoiceexe.txt"; C0/C1 controls and the
 * Unicode line separators break single-line displays and logs. Letters, emoji (including the
 * zero-width joiner inside them) and ordinary spaces are kept.
 */
/* eslint-disable no-control-regex -- matching control characters is the point here */
const CONTROL_AND_BIDI =
  /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;
// The same, but a line break and a tab are part of a multi-line text.
const CONTROL_AND_BIDI_EXCEPT_LINES =
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/* eslint-enable no-control-regex */

/** A title, a name, a file name: one line, shown as written. */
export const cleanSingleLine = (text: string): string => text.replace(CONTROL_AND_BIDI, '');

/** A description or a message: line breaks stay (a CR LF pair becomes one LF). */
export const cleanMultiLine = (text: string): string =>
  text.replace(/\r\n?/g, '\n').replace(CONTROL_AND_BIDI_EXCEPT_LINES, '');

/**
 * A file name as the person will see it: one clean line, no folder part, at most 200
 * characters (keeping the extension), never empty.
 */
export const cleanFileName = (name: string, fallback = 'file'): string => {
  const base = cleanSingleLine(name).split(/[\\/]/).pop()?.trim() ?? '';
  if (base === '' || base === '.' || base === '..') return fallback;
  if (base.length <= 200) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, 200 - extension.length) + extension;
};
