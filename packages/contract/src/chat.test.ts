import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, parseEndDate, ZEndDate, ZMessageText } from './chat.ts';

describe('ZEndDate', () => {
  it.each(['2031-02-28', '2032-02-29', '2031-12-31T18:00:00Z', '2031-06-01 09:30'])(
    'accepts %s',
    (value) => {
      expect(ZEndDate.safeParse(value).success).toBe(true);
    },
  );

  it.each(['2031-02-30', '2031-02-29', '2031-13-01', '2031-04-31T10:00:00Z', 'tomorrow', ''])(
    'refuses %j as not a real date',
    (value) => {
      expect(ZEndDate.safeParse(value).error?.issues[0]?.message).toBe(
        CHAT_MESSAGES.endDateInvalid,
      );
    },
  );

  it('ends a calendar day at its last millisecond, UTC', () => {
    expect(parseEndDate('2031-02-28').toISOString()).toBe('2031-02-28T23:59:59.999Z');
  });
});

describe('ZMessageText', () => {
  it('trims, and drops the NUL character', () => {
    expect(ZMessageText.parse('  hi\u0000 there  ')).toBe('hi there');
  });

  it.each(['', '   ', '\u200B\u200C\u200D', '\uFEFF \u2060', '\u0000'])(
    'refuses %j as empty',
    (value) => {
      expect(ZMessageText.safeParse(value).error?.issues[0]?.message).toBe(
        CHAT_MESSAGES.messageEmpty,
      );
    },
  );
});
