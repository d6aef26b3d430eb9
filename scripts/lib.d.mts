// Types of the helpers the bench (TypeScript) shares with the scripts people run.
export const repoRoot: string;
export const serverEntry: string;
export const buildServerIfNeeded: () => Promise<void>;
export const bundleServer: (entry: string, outdir: string) => Promise<void>;
