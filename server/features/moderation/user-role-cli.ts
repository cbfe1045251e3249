import fs from 'node:fs';
import { USER_ROLES, type UserRole } from '@shared/constants';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/open';
import { setRoleByEmail } from './moderation.repo';

const USAGE = `Usage: npm run user:role -- <email> <${USER_ROLES.join(' | ')}>

  Gives the rider with this email a role: make the first admin this way; admins make moderators in the app (/admin).
  Works on the database npm start uses (DATABASE_URL, or the embedded PostgreSQL, also while the server runs).`;

async function main() {
  const [email, role, ...rest] = process.argv.slice(2);
  if (!email || !role || rest.length > 0 || !(USER_ROLES as readonly string[]).includes(role)) {
    console.error(USAGE);
    process.exitCode = 1;
    return;
  }
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const database = await openDatabase(loadConfig(), () => {});
  try {
    const user = await setRoleByEmail(database.db, email, role as UserRole);
    if (!user) {
      console.error(`No rider has the email ${email}. They sign up (or log in once) first.`);
      process.exitCode = 1;
    } else {
      console.log(`${user.email} is now ${user.role === 'admin' ? 'an' : 'a'} ${user.role}.`);
    }
  } finally {
    await database.close();
  }
}

await main();
