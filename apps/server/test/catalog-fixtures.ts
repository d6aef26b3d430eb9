import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { multipart, type Part } from './multipart.ts';
import { bearer, type TestApp, type TestUser } from './test-app.ts';

/** Shared by the services and projects suites: real pictures and the upload calls. */
export type CatalogKind = 'services' | 'projects';

export const makeImage = (format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#6d28d9' } })
    .toFormat(format)
    .toBuffer();

export const imagePart = (name: string, bytes: Buffer, type = 'image/png'): Part => ({
  name,
  filename: `${name}.png`,
  bytes,
  type,
});

export const uploadImages = async (
  t: TestApp,
  user: TestUser | undefined,
  parts: Part[],
  kind: CatalogKind = 'services',
) => {
  const body = await multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/${kind}/upload_images`,
    headers: { ...(user ? bearer(user.token) : {}), ...body.headers },
    payload: body.payload,
  });
};

export const uploadImageIds = async (
  t: TestApp,
  user: TestUser,
  count: number,
  kind: CatalogKind = 'services',
): Promise<number[]> => {
  const png = await makeImage();
  const response = await uploadImages(
    t,
    user,
    Array.from({ length: count }, (_, i) => imagePart(`file${i + 1}`, png)),
    kind,
  );
  expect(response.statusCode).toBe(201);
  return response.json().data.map((image: { id: number }) => image.id);
};

/** How many files (pictures and thumbnails) the storage holds. */
export const storedImageCount = (t: TestApp) => {
  const dir = path.join(t.config.uploadsDir, 'images');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

/** A cursor as the server writes them, around any key, to try keys it never wrote. */
export const craftCursor = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
