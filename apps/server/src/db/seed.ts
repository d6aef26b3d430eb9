import type { Database } from './client.ts';
import { categories } from '#db/schema/index.ts';

export const CATEGORY_NAMES = [
  'Web Development',
  'Mobile Development',
  'UI/UX Design',
  'Graphic Design',
  'Writing',
  'Translation',
  'Marketing',
  'SEO',
  'Data Science',
  'DevOps',
  'Video & Animation',
  'Music & Audio',
  'Customer Support',
  'Accounting & Finance',
  'Legal',
  'Cybersecurity',
  'Game Development',
  'Machine Learning',
] as const;

/** Idempotent: runs at every start and adds only the categories that are missing. */
export const seedCategories = async (db: Database): Promise<void> => {
  await db
    .insert(categories)
    .values(CATEGORY_NAMES.map((name) => ({ name })))
    .onConflictDoNothing({ target: categories.name });
};
