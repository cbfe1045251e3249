import type { ImageUploadFigures } from './images';
import type { BundleReport } from './bundle';
import type { Installability } from './installability';
import type { LighthouseScore } from './lighthouse';
import type { Measurement } from './load';
import type { SlowPhoneTiming } from './slow-phone';
import type { TargetCheck } from './targets';
import type { FanOutFigures } from './notifications';

export interface EndpointResult extends Measurement {
  name: string;
  description: string;
  dataSet: 'base' | 'large';
  isList: boolean;
  /** Diagnostic run with Cache-Control: no-cache (the server's visitor cache bypassed); no throughput/p99 target. */
  uncached: boolean;
  /** Issue 23: a signed-in rider's list (personal flags, never the visitors' cache). */
  signedIn?: boolean;
  /** The ceiling's rps at the same number of connections, measured right before this endpoint. */
  ceilingRps: number;
  /** rps / ceilingRps: the ratio to the ceiling measured beside it, so a noisy machine moves both alike. */
  ratioToCeiling: number;
  /** Lists: how many rows the page held (the JSON array's length), so growth compares like with like. */
  pageRows?: number;
}

export interface GrowthResult {
  name: string;
  uncached: boolean;
  connections: number;
  p50BaseMs: number;
  p50LargeMs: number;
  p50LargeOverBase: number;
  p99BaseMs: number;
  p99LargeMs: number;
  /** Rows in the page answered on each data set. */
  pageRowsBase?: number;
  pageRowsLarge?: number;
}

/** A change made because a target missed, with the figures before and after (kept in bench/fixes.json). */
export interface FixRecord {
  title: string;
  commit?: string;
  what: string;
  before: string;
  after: string;
}

/** A full run at another scale (kept in scale-N.json), as the default run's report carries it. */
export interface OtherScaleRun {
  scale: number;
  file: string;
  startedAt: string;
  commit: string;
  noisy: boolean;
  dataSets: { large: Record<string, number> };
  growth: GrowthResult[];
  /** That run's own growth targets (p50 on its large set over the base set). */
  growthTargets: TargetCheck[];
}

export interface BenchResults {
  version: 1;
  startedAt: string;
  finishedAt: string;
  durationSeconds: number;
  commit: string;
  quick: boolean;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    node: string;
    loadAverageAtStart: number[];
    loadAverageAtEnd: number[];
    /** Load average above about 3 on this 2-core machine means other work competed with the bench. */
    noisy: boolean;
  };
  settings: {
    scale: number;
    durationSeconds: number;
    warmupSeconds: number;
    throughputConnections: number;
    latencyConnections: number;
    database: 'embedded' | 'external';
    lighthouseDataSet: 'large';
  };
  dataSets: { base: Record<string, number>; large: Record<string, number> };
  ceiling: { rps: number; byConnections: Measurement[] };
  /** Every endpoint on the large set at both connection counts. */
  endpoints: EndpointResult[];
  /** The list endpoints on the base demo set, for the growth ratios. */
  baseEndpoints: EndpointResult[];
  growth: GrowthResult[];
  bundle: BundleReport | null;
  lighthouse: LighthouseScore[] | null;
  /** Why Lighthouse has no scores, when it could not run. */
  lighthouseSkipped?: string;
  /** Time to interactive of home, /events and an event page on issue 16's slow phone (absent in older results). */
  slowPhone?: SlowPhoneTiming[] | null;
  slowPhoneSkipped?: string;
  /** Issue 24: Chromium's installability checks on the built app (absent in older results). */
  installability?: Installability | null;
  images?: ImageUploadFigures | null;
  /** Issue 20: a new event announced to 10,000 followers by the queue. */
  fanOut?: FanOutFigures | null;
  targets: TargetCheck[];
  /** The growth of the last full run at each other scale (issue 23's scale 100), with its own date and commit. */
  otherScales?: OtherScaleRun[];
  fixes: FixRecord[];
  notes: string[];
}
