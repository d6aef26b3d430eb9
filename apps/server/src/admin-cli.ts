// `npm run admin -- create EMAIL | grant EMAIL | revoke EMAIL | list`: the operator's way to
// make admins (never sign-up). `create` makes a new admin account (the password comes from
// ADMIN_PASSWORD, or one is generated and printed once); `grant` and `revoke` change an existing
// account. It opens the same database the server uses (DATABASE_URL, or the embedded one in
// DATA_DIR: stop the server first, PGlite allows one process).
import { randomBytes } from 'node:crypto';
import { ZEmail, ZPassword } from '@marketplace/contract';
import { loadConfig } from './config.ts';
import { openDatabase } from '#db/client.ts';
import { hashPassword } from '#modules/auth/index.ts';
import { createUserAdmin } from '#modules/users/index.ts';

const USAGE = 'Usage: npm run admin -- create EMAIL | grant EMAIL | revoke EMAIL | list';

/** `create`: a new admin account; answers what to print. */
const create = async (userAdmin: ReturnType<typeof createUserAdmin>, email: string) => {
  const generated = !process.env.ADMIN_PASSWORD;
  const password = process.env.ADMIN_PASSWORD || randomBytes(12).toString('base64url');
  const checked = ZPassword.safeParse(password);
  if (!checked.success)
    return { code: 1, text: `ADMIN_PASSWORD: ${checked.error.issues[0]?.message}` };
  const created = await userAdmin.createAdmin(email, await hashPassword(password));
  if (!created)
    return { code: 1, text: `${email} already has an account: use grant to make it an admin.` };
  return {
    code: 0,
    text:
      `Created the admin ${created.email} (@${created.username}).` +
      (generated ? ` Password: ${password} (shown once; change it after signing in).` : ''),
  };
};

const main = async () => {
  const [command, email] = process.argv.slice(2);
  const commands = ['create', 'grant', 'revoke', 'list'];
  if (!commands.includes(command ?? '') || (command !== 'list' && !email)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.pgliteDir },
  );
  try {
    const userAdmin = createUserAdmin({ db: database.db });
    if (command === 'create') {
      if (!ZEmail.safeParse(email).success) {
        console.error(`${email} is not an email address.`);
        return 1;
      }
      const result = await create(userAdmin, email ?? '');
      (result.code === 0 ? console.log : console.error)(result.text);
      return result.code;
    }
    if (command === 'list') {
      const admins = await userAdmin.listAdmins();
      if (admins.length === 0) console.log('No admins yet.');
      for (const admin of admins) console.log(`${admin.email} (${admin.username})`);
      return 0;
    }
    const changed = await userAdmin.setAdmin(email ?? '', command === 'grant');
    if (!changed) {
      console.error(`No account uses ${email}. Sign up with it first, then run this again.`);
      return 1;
    }
    console.log(
      command === 'grant'
        ? `${changed.email} is now an admin: the console is at /admin after signing in.`
        : `${changed.email} is no longer an admin.`,
    );
    return 0;
  } finally {
    await database.close();
  }
};

process.exitCode = await main();
