/** The large set's scale of a full run when none is given; a run at another scale reports to scale-N.{json,md}. */
export const DEFAULT_SCALE = 10;

/** What one `npm run bench` does, from its flags and environment. */
export interface BenchOptions {
  /** Synthetic data scale for the large set (10 = 10k arenas, 100k events, ...). */
  scale: number;
  /** Set by --scale or BENCH_SCALE (soak mode then loads the large set too). */
  scaleGiven: boolean;
  /** Seconds each measurement runs, after its warm-up. */
  durationSeconds: number;
  warmupSeconds: number;
  /** Connections for the throughput and the latency runs. */
  throughputConnections: number;
  latencyConnections: number;
  lighthouse: boolean;
  /** 'auto' rebuilds the bench's own client build when it is missing or older than the sources; 'never' uses dist/public. */
  build: 'auto' | 'always' | 'never';
  /** A PostgreSQL server to use instead of a throw-away embedded one (a fresh database is created on it). */
  databaseUrl?: string;
  /** Soak mode: drive moderate load this long and watch the server's memory instead of the full benchmark. */
  soakSeconds: number | null;
  /** Quick runs (short, small) write quick.json/quick.md instead of latest.json and a dated copy. */
  quick: boolean;
  /** Hard limit for the whole run: everything is stopped when it passes. */
  deadlineSeconds: number;
  /** Run one part of the full run on its own (`--only slow-phone`), null for the full run. */
  only: BenchPart | null;
}

/** Parts of the full run that `--only` runs alone. */
export const BENCH_PARTS = ['slow-phone', 'lighthouse', 'images', 'notifications', 'trip-plan'] as const;
export type BenchPart = typeof BENCH_PARTS[number];

export const USAGE = `Usage: npm run bench [-- options]

  (no options)     full run: base demo set, then the large set (scale 10), about 40 minutes on 2 cores
  --quick          short runs (3 s, 1 s warm-up) on scale 1; writes bench/results/quick.{json,md}
  --duration S     seconds per measurement (default 10; env BENCH_DURATION)
  --warmup S       warm-up seconds before each measurement (default 2; env BENCH_WARMUP)
  --scale N        large data set scale (default 10; env BENCH_SCALE); a full run at another scale writes
                   bench/results/scale-N.{json,md}, whose growth the next default run's latest.* carries
  --no-lighthouse  skip the Lighthouse audits
  --build          always rebuild the bench's client build (default: when the sources are newer);
  --no-build       measure and serve dist/public as it is, without building
  --only images    only the photo uploads (a 12 MP phone JPEG: processing time, card size, server memory with
                   10 at once); writes bench/results/images.{json,md}
  --only trip-plan only the road trip on the large set: overnight suggestions (p99 < 100 ms) and the itinerary of
                   a 5-stop trip (about 2,800 miles), beside the ceiling; writes bench/results/trip-plan.{json,md}
  --only notifications  only the new-event fan-out: 10,000 followers told by the queue, creates' p99 meanwhile
  --only slow-phone  only the slow-phone time to interactive (home, /events, an event page; base demo set unless
                   --scale / BENCH_SCALE is given); writes bench/results/slow-phone.{json,md}
  --only lighthouse  only the Lighthouse audits of the full run's five pages, two of them signed in (base demo set
                   unless --scale / BENCH_SCALE is given); writes bench/results/lighthouse.{json,md}
  --soak 10m       soak mode: moderate load for the given time (s, m or h), server RSS every 10 s; base demo
                   set only unless --scale / BENCH_SCALE is given; writes bench/results/soak.{json,md}
  --help           this text

Environment: BENCH_DATABASE_URL (an existing PostgreSQL server instead of the embedded one; a fresh database
is created on it and dropped afterwards).`;

/** "90", "90s", "10m", "1h" -> seconds. */
export function parseDuration(value: string): number {
  const match = /^(\d+(?:\.\d+)?)(s|m|h)?$/.exec(value.trim());
  if (!match) throw new Error(`Not a duration: ${value} (use e.g. 30s, 10m, 1h)`);
  const unit = { s: 1, m: 60, h: 3600 }[(match[2] ?? 's') as 's' | 'm' | 'h'];
  return Number(match[1]) * unit;
}

function positiveNumber(name: string, value: string | undefined): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} needs a positive number, got ${value ?? 'nothing'}`);
  return number;
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const quick = argv.includes('--quick');
  const options: BenchOptions = {
    scale: env.BENCH_SCALE ? positiveNumber('BENCH_SCALE', env.BENCH_SCALE) : quick ? 1 : DEFAULT_SCALE,
    scaleGiven: Boolean(env.BENCH_SCALE),
    durationSeconds: env.BENCH_DURATION ? positiveNumber('BENCH_DURATION', env.BENCH_DURATION) : quick ? 3 : 10,
    warmupSeconds: env.BENCH_WARMUP ? positiveNumber('BENCH_WARMUP', env.BENCH_WARMUP) : quick ? 1 : 2,
    throughputConnections: 50,
    latencyConnections: 10,
    lighthouse: true,
    build: 'auto',
    databaseUrl: env.BENCH_DATABASE_URL || undefined,
    soakSeconds: null,
    quick,
    deadlineSeconds: 80 * 60,
    only: null,
  };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    const [flag, inlineValue] = argument.includes('=') ? argument.split(/=(.*)/s, 2) : [argument, undefined];
    const value = () => inlineValue ?? argv[(index += 1)];
    switch (flag) {
      case '--quick': break;
      case '--duration': options.durationSeconds = positiveNumber('--duration', value()); break;
      case '--warmup': options.warmupSeconds = positiveNumber('--warmup', value()); break;
      case '--scale': options.scale = positiveNumber('--scale', value()); options.scaleGiven = true; break;
      case '--no-lighthouse': options.lighthouse = false; break;
      case '--build': options.build = 'always'; break;
      case '--no-build': options.build = 'never'; break;
      case '--soak': options.soakSeconds = parseDuration(value() ?? ''); break;
      case '--only': {
        const part = value();
        if (!BENCH_PARTS.includes(part as BenchPart)) throw new Error(`--only takes one of ${BENCH_PARTS.join(', ')}, got ${part ?? 'nothing'}`);
        options.only = part as BenchPart;
        break;
      }
      default: throw new Error(`Unknown argument: ${argument}`);
    }
  }
  if (options.soakSeconds !== null) options.deadlineSeconds = options.soakSeconds + 10 * 60;
  return options;
}
