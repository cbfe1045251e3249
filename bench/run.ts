import { cleanUp, installExitHandlers } from './lib/cleanup';
import { runFullBenchmark } from './lib/full-run';
import { parseOptions, USAGE } from './lib/options';
import { runImagesOnly } from './lib/images-run';
import { runNotificationsOnly } from './lib/notifications-run';
import { runSlowPhoneOnly } from './lib/slow-phone-run';
import { runLighthouseOnly } from './lib/lighthouse-run';
import { runTripPlanOnly } from './lib/trip-plan-run';
import { runSoak } from './lib/soak';

// `npm run bench`: see bench/README.md. Everything it starts is stopped by the cleanup stack, whatever happens.
async function main() {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const options = parseOptions(argv);
  installExitHandlers(options.deadlineSeconds);
  try {
    if (options.soakSeconds !== null) await runSoak(options);
    else if (options.only === 'slow-phone') await runSlowPhoneOnly(options);
    else if (options.only === 'lighthouse') await runLighthouseOnly(options);
    else if (options.only === 'images') await runImagesOnly(options);
    else if (options.only === 'notifications') await runNotificationsOnly(options);
    else if (options.only === 'trip-plan') await runTripPlanOnly(options);
    else await runFullBenchmark(options);
  } finally {
    await cleanUp();
  }
}

main().then(() => process.exit(0), (error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
});
