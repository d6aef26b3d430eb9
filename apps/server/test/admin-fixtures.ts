import { createUserAdmin } from '#modules/users/index.ts';
import { signUp, type TestApp, type TestUser } from './test-app.ts';

/** An account made admin the way the operator's `npm run admin -- grant` does it. */
export const adminOf = async (t: TestApp): Promise<TestUser> => {
  const admin = await signUp(t.app, 'client');
  await createUserAdmin({ db: t.database.db }).setAdmin(admin.email, true);
  return admin;
};
