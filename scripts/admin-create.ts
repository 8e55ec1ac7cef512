// npm run admin:create -- --email you@example.com --password 'long password'
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { DataDirLockedError } from '../src/server/db/data-dir-lock.ts';
import { outboxStore } from '../src/server/features/admin/outbox/outbox.repo.ts';
import { createOrPromoteAdministrator } from '../src/server/features/auth/auth.service.ts';
import { AppError } from '../src/server/lib/app-error.ts';
import { createMailer } from '../src/server/lib/mail/mailer.ts';
import { PASSWORD_MIN_LENGTH } from '../src/shared/dealer/auth.schema.ts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' } },
});
const email = values.email?.trim().toLowerCase();
if (!email || !values.password) {
  console.error('Usage: npm run admin:create -- --email you@example.com --password "a long password"');
  process.exit(2);
}
if (values.password.length < PASSWORD_MIN_LENGTH) {
  console.error(`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      defaultFrom: config.mailFrom,
      outbox: outboxStore(database.db),
    });
    const user = await createOrPromoteAdministrator(
      { config, db: database.db, mailer },
      { email, password: values.password },
    );
    console.log(`Administrator ready: ${user.email} (id ${user.id})`);
  } finally {
    await database.close();
  }
} catch (error) {
  const known =
    error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof AppError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
}
