import { ConfigError, loadConfig } from '../../config.ts';
import { connectDatabase } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/database.ts';
import { EmbeddedDatabaseError } from '../../db/embedded-postgres.ts';
import { createAdministrator, parseAdminCreateArgs } from './administrator.ts';

// `npm run admin:create -- --email someone@example.com [--lang it|en|fr|es]`: the
// administrator of the database the server would use (DATABASE_URL, else the embedded one in
// DATA_DIR), and a one-time link on PUBLIC_URL to choose its password.

async function main(): Promise<number> {
  const args = parseAdminCreateArgs(process.argv.slice(2));
  if (!args.ok) {
    console.error(args.message);
    return 2;
  }
  const config = loadConfig();
  const connected = await connectDatabase({ ...config.database, poolSize: 1 });
  try {
    await migrateToLatest(connected.database.db);
    const result = await createAdministrator(connected.database.db, args.value, {
      publicUrl: config.mail.publicUrl,
    });
    if (!result.ok) {
      console.error(
        `${args.value.email} is a ${result.role === 'buyer' ? 'buyer’s' : 'bookshop’s'} account ` +
          `in ${connected.description}: it is not made an administrator. Use another email.`,
      );
      return 1;
    }
    console.log(
      `${result.created ? 'Created the administrator' : 'The administrator'} ${args.value.email} ` +
        `(${connected.description}).\n` +
        `Open this link to choose ${result.created ? 'its' : 'a new'} password; it works once, ` +
        `until ${result.expiresAt.toISOString()}:\n\n  ${result.link}\n`,
    );
    return 0;
  } finally {
    await connected.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof EmbeddedDatabaseError;
    console.error(known ? (error as Error).message : error);
    process.exitCode = 1;
  },
);
