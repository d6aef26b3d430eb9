import { makeImage } from './catalog-fixtures.ts';
import { multipart, type Part } from './multipart.ts';

/** A multipart request as sent: the content type (boundary included) and the bytes. */
export type MultipartCase = { name: string; contentType: string; payload: Buffer };

const BOUNDARY = 'fuzzboundary7MA4YWxkTrZu0gW';

type RawPart = { headers: string[]; body: Buffer | string };

/** Multipart framing written by hand, so it can be wrong on purpose. */
const raw = (parts: RawPart[], options: { boundary?: string; close?: boolean } = {}) => {
  const boundary = options.boundary ?? BOUNDARY;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${part.headers.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body));
    chunks.push(Buffer.from('\r\n'));
  }
  if (options.close !== false) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
};

const fileHeaders = (name: string, filename: string, type: string) => [
  `Content-Disposition: form-data; name="${name}"; filename="${filename}"`,
  `Content-Type: ${type}`,
];
const fieldHeaders = (name: string) => [`Content-Disposition: form-data; name="${name}"`];

const typed = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

/**
 * Valid and broken multipart bodies for every upload route: real pictures and text files, a
 * job form with its fields, and framing a careless or hostile client sends (no boundary, a
 * body cut short, odd file names, a picture that is not one, too many parts).
 */
export const multipartCases = async (): Promise<MultipartCase[]> => {
  const png = await makeImage('png');
  const text = Buffer.from('plain notes\n');
  const fromParts = async (name: string, parts: Part[]): Promise<MultipartCase> => {
    const body = await multipart(parts);
    return { name, contentType: body.headers['content-type'], payload: body.payload };
  };
  const jobFields: Part[] = [
    { name: 'title', value: 'Translate a leaflet' },
    { name: 'description', value: 'Two pages,\nFrench to English.' },
    { name: 'skills', value: 'Translation, Writing' },
    { name: 'level', value: 'Beginner' },
    { name: 'size', value: 'Small' },
    { name: 'budjet', value: '45.50' },
    { name: 'expected_delivery_time', value: '5' },
  ];
  const whole = raw([{ headers: fileHeaders('file1', 'a.png', 'image/png'), body: png }]);
  return [
    await fromParts('one picture', [
      { name: 'file1', filename: 'a.png', bytes: png, type: 'image/png' },
    ]),
    await fromParts('one text file', [
      { name: 'file1', filename: 'notes.txt', bytes: text, type: 'text/plain' },
    ]),
    await fromParts('a job form with a file', [
      ...jobFields,
      { name: 'files', filename: 'brief.txt', bytes: text, type: 'text/plain' },
    ]),
    await fromParts('a job form with invisible characters', [
      ...jobFields.filter((part) => part.name !== 'title'),
      { name: 'title', value: 'invoice\u202Etxt\u0000.exe' },
    ]),
    await fromParts(
      'six files',
      Array.from({ length: 6 }, (_, i) => ({
        name: `file${i + 1}`,
        filename: `n${i}.txt`,
        bytes: text,
        type: 'text/plain',
      })),
    ),
    await fromParts('odd file names', [
      { name: 'file1', filename: '../../etc/passwd', bytes: png, type: 'image/png' },
      { name: 'file2', filename: 'invoice\u202Etxt.exe', bytes: text, type: 'text/plain' },
      { name: 'file3', filename: `${'é'.repeat(400)}.png`, bytes: png, type: 'image/png' },
    ]),
    await fromParts('a picture that is not one', [
      {
        name: 'file1',
        filename: 'x.png',
        bytes: Buffer.from('GIF89a not really'),
        type: 'image/png',
      },
    ]),
    await fromParts('a picture cut short', [
      { name: 'file1', filename: 'cut.png', bytes: png.subarray(0, 60), type: 'image/png' },
    ]),
    await fromParts('an empty file', [
      { name: 'file1', filename: 'empty.txt', bytes: Buffer.alloc(0), type: 'text/plain' },
    ]),
    { name: 'no boundary', contentType: 'multipart/form-data', payload: whole },
    { name: 'another boundary', contentType: typed('somethingelse'), payload: whole },
    {
      name: 'cut in the middle',
      contentType: typed(),
      payload: whole.subarray(0, whole.length / 2),
    },
    {
      name: 'no closing boundary',
      contentType: typed(),
      payload: raw([{ headers: fileHeaders('file1', 'a.png', 'image/png'), body: png }], {
        close: false,
      }),
    },
    {
      name: 'a part without a name',
      contentType: typed(),
      payload: raw([{ headers: ['Content-Disposition: form-data'], body: 'x' }]),
    },
    {
      name: 'a part without headers',
      contentType: typed(),
      payload: raw([{ headers: [], body: png }]),
    },
    {
      name: 'NUL and bidi in field names and values',
      contentType: typed(),
      payload: raw([
        { headers: fieldHeaders('ti\u0000tle'), body: 'a\u0000b' },
        { headers: fieldHeaders('title'), body: '\u202E\u2066\u0000' },
        { headers: fileHeaders('file1', 'a\u0000.png', 'image/png'), body: png },
      ]),
    },
    {
      name: 'a thousand fields',
      contentType: typed(),
      payload: raw(
        Array.from({ length: 1000 }, (_, i) => ({ headers: fieldHeaders(`f${i}`), body: 'v' })),
      ),
    },
    {
      name: 'a field of 2 MB',
      contentType: typed(),
      payload: raw([{ headers: fieldHeaders('description'), body: 'x'.repeat(2 * 1024 * 1024) }]),
    },
    { name: 'JSON sent as multipart', contentType: typed(), payload: Buffer.from('{"title":"x"}') },
    { name: 'an empty body', contentType: typed(), payload: Buffer.alloc(0) },
    { name: 'multipart sent as JSON', contentType: 'application/json', payload: whole },
  ];
};
