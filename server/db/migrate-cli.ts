import fs from 'node:fs';
import { loadConfig } from '../config';
import { openDatabase } from './open';

// `npm run db:migrate`: applies pending migrations (the server also does this at every start).
if (fs.existsSync('.env')) process.loadEnvFile('.env');
const database = await openDatabase(loadConfig(), (message) => console.log(message));
console.log(`Migrations applied to ${database.connectionString.replace(/\/\/[^@]*@/, '//')}`);
await database.close();
