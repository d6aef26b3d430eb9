import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { responseChecksSource } from '../src/lib/response-shape.ts';

/** Writes src/lib/response-checks.generated.ts from the schemas of response-schemas.ts. */
export const GENERATED_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/lib/response-checks.generated.ts',
);

export const formattedResponseChecks = async (): Promise<string> =>
  format(responseChecksSource(), {
    ...(await resolveConfig(GENERATED_FILE)),
    filepath: GENERATED_FILE,
  });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(GENERATED_FILE, await formattedResponseChecks());
  console.log(`Wrote ${GENERATED_FILE}`);
}
