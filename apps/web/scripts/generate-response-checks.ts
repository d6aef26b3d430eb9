import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { z } from 'zod/mini';
import { AREA_RESPONSE_SCHEMAS, RESPONSE_SCHEMAS } from '../src/lib/response-schemas.ts';
import { responseChecksSource } from '../src/lib/response-shape.ts';

const libFile = (name: string) =>
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/lib', name);

/** The generated modules and the schemas of response-schemas.ts each is written from. */
export const GENERATED_CHECKS: { file: string; schemas: Record<string, z.ZodMiniType> }[] = [
  { file: libFile('response-checks.generated.ts'), schemas: RESPONSE_SCHEMAS },
  ...Object.entries(AREA_RESPONSE_SCHEMAS).map(([area, schemas]) => ({
    file: libFile(`response-checks-${area}.generated.ts`),
    schemas,
  })),
];

export const formattedResponseChecks = async (
  generated: (typeof GENERATED_CHECKS)[number],
): Promise<string> =>
  format(responseChecksSource(generated.schemas), {
    ...(await resolveConfig(generated.file)),
    filepath: generated.file,
  });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const generated of GENERATED_CHECKS) {
    fs.writeFileSync(generated.file, await formattedResponseChecks(generated));
    console.log(`Wrote ${generated.file}`);
  }
}
