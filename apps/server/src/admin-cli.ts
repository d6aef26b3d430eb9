// `npm run admin -- grant EMAIL | revoke EMAIL | list`: the operator's way to give an account
// the admin role (never sign-up). It opens the same database the server uses (DATABASE_URL,
// or the embedded one in DATA_DIR: stop the server first, PGlite allows one process).
import { loadConfig } from './config.ts';
import { openDatabase } from '#db/client.ts';
import { createUserAdmin } from '#modules/users/index.ts';

const USAGE = 'Usage: npm run admin -- grant EMAIL | revoke EMAIL | list';

const main = async () => {
  const [command, email] = process.argv.slice(2);
  if (!['grant', 'revoke', 'list'].includes(command ?? '') || (command !== 'list' && !email)) {
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
