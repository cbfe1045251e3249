import { loadConfig } from '../config';
import { openDatabase } from './open';
import { formatCounts, loadDemoData, seedDemoDataIfEmpty } from './seed/demo';
import { loadScaleData } from './seed/scale';
import { countRows, truncateAppTables } from './seed/tables';

const USAGE = `Usage: npm run db:seed [-- --reset] [-- --scale N]

  (no flags)  load the demo data set, unless the database already has arenas
  --reset     empty every app table first (login sessions are kept), then load
  --scale N   add a synthetic benchmark set: N x (1,000 arenas, 10,000 events, 20,000 reviews, 2,000 users, ...);
              the demo set is loaded first when the database is empty, so the demo login works
`;

interface SeedArguments {
  reset: boolean;
  scale: number | null;
}

export function parseSeedArguments(argv: string[]): SeedArguments {
  const parsed: SeedArguments = { reset: false, scale: null };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--reset') {
      parsed.reset = true;
    } else if (argument === '--scale' || argument.startsWith('--scale=')) {
      const value = argument === '--scale' ? argv[(index += 1)] : argument.slice('--scale='.length);
      const scale = Number(value);
      if (!Number.isFinite(scale) || scale <= 0) throw new Error(`--scale needs a positive number, got ${value ?? 'nothing'}`);
      parsed.scale = scale;
    } else {
      throw new Error(`Unknown argument: ${argument}`);
    }
  }
  return parsed;
}

const seconds = (startedAt: number) => `${((performance.now() - startedAt) / 1000).toFixed(1)}s`;
const log = (message: string) => console.log(message);

async function main() {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const options = parseSeedArguments(process.argv.slice(2));
  const started = performance.now();
  const database = await openDatabase(loadConfig(), log);
  try {
    if (options.reset) {
      const resetStarted = performance.now();
      await truncateAppTables(database.db);
      log(`Emptied all app tables in ${seconds(resetStarted)}`);
    }
    if (options.scale !== null) {
      await seedDemoDataIfEmpty(database.db, log);
      const scaleStarted = performance.now();
      log(`Loading scale ${options.scale} benchmark data...`);
      await loadScaleData(database.db, { scale: options.scale, log });
      log(`Loaded scale ${options.scale} in ${seconds(scaleStarted)}`);
    } else if (options.reset) {
      const demoStarted = performance.now();
      const counts = await loadDemoData(database.db);
      log(`Loaded demo data in ${seconds(demoStarted)}: ${formatCounts(counts)}`);
    } else if (!(await seedDemoDataIfEmpty(database.db, log))) {
      log('Nothing loaded. Use --reset to replace the existing data with the demo set.');
    }
    log('\nRows per table:');
    for (const [table, rows] of Object.entries(await countRows(database.db))) {
      log(`  ${table.padEnd(26)} ${rows.toLocaleString('en-US').padStart(10)}`);
    }
    log(`\nDone in ${seconds(started)}`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.message.startsWith('Unknown argument')) console.error(USAGE);
  process.exitCode = 1;
});
