import { expect, type APIRequestContext } from '@playwright/test';

/**
 * A real, decodable PNG of `size`×`size` pixels in one colour (the server re-encodes
 * pictures, so the bytes must be an image, not just carry the name). Built by hand: an RGB
 * scanline per row, zlib-deflated, in IHDR/IDAT/IEND chunks with their CRCs.
 */
export const pngOf = async (rgb: [number, number, number], size = 8): Promise<Buffer> => {
  const { deflateSync } = await import('node:zlib');
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill(rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (table[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** Uploads pictures for a service or a project as a freelancer; answers their ids. */
export const uploadImagesViaApi = async (
  request: APIRequestContext,
  token: string,
  kind: 'services' | 'projects',
  pictures: Buffer[],
): Promise<number[]> => {
  const multipart: Record<string, { name: string; mimeType: string; buffer: Buffer }> = {};
  pictures.forEach((buffer, index) => {
    multipart[`file${index + 1}`] = {
      name: `picture-${index + 1}.png`,
      mimeType: 'image/png',
      buffer,
    };
  });
  const response = await request.post(`/api/${kind}/upload_images`, {
    headers: { authorization: `Bearer ${token}` },
    multipart,
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number }[] }).data.map((image) => image.id);
};

/** Creates a service as a freelancer through the API; answers its id. */
export const createServiceViaApi = async (
  request: APIRequestContext,
  token: string,
  service: {
    title: string;
    category: string;
    price: number;
    description?: string;
    images?: number[];
    delivery_days?: number;
    revisions?: number;
  },
): Promise<number> => {
  const response = await request.post('/api/services/create', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      description: 'Delivered in three days, two rounds of changes.',
      images: [],
      ...service,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
};

/** Creates a portfolio project as a freelancer through the API; answers its id. */
export const createProjectViaApi = async (
  request: APIRequestContext,
  token: string,
  project: { title: string; skills?: string[]; description?: string; images?: number[] },
): Promise<number> => {
  const response = await request.post('/api/projects/create', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      description: 'A shop that sells out every Friday.',
      skills: [],
      images: [],
      ...project,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
};
