import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { floorSentence, readOtherScaleRuns, renderMarkdown, reportFiles } from './report';
import type { BenchResults } from './results';

const run = (scale: number, quick = false) => ({ quick, startedAt: '2026-11-27T12:00:00.000Z', settings: { scale } }) as BenchResults;

describe('bench report files', () => {
  it('keeps latest.* for the default scale and writes another scale beside it', () => {
    expect(reportFiles(run(10))).toEqual({ json: ['latest.json', '2026-11-27.json'], markdown: 'latest.md' });
    expect(reportFiles(run(100))).toEqual({ json: ['scale-100.json'], markdown: 'scale-100.md' });
    expect(reportFiles(run(1, true))).toEqual({ json: ['quick.json'], markdown: 'quick.md' });
  });

  it('carries the growth of a scale-100 run into the default run\'s report, with its own targets', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-results-'));
    const growth = { name: 'events list (uncached)', uncached: true, connections: 10, p50BaseMs: 10, p50LargeMs: 21, p50LargeOverBase: 2.1, p99BaseMs: 20, p99LargeMs: 40 };
    const scale100 = {
      settings: { scale: 100 }, startedAt: '2026-11-27T11:30:00.000Z', commit: 'abc1234', machine: { noisy: false },
      dataSets: { large: { arenas: 100054, events: 1000169, reviews: 2000199, users: 200010 } }, growth: [growth],
      targets: [
        { target: 'p50 large / base <= 1.5', subject: 'events list (uncached)', value: 2.1, limit: '<= 1.5', pass: false },
        { target: 'p99 < 50 ms (10 conn., large set)', subject: 'feed', value: 9, limit: '< 50', pass: true },
      ],
    };
    fs.writeFileSync(path.join(folder, 'scale-100.json'), JSON.stringify(scale100));
    fs.writeFileSync(path.join(folder, 'latest.json'), '{}');

    const [other] = readOtherScaleRuns(folder);
    expect(other).toMatchObject({ scale: 100, commit: 'abc1234', file: 'bench/results/scale-100.json', growth: [growth] });
    expect(other.growthTargets.map((check) => check.subject)).toEqual(['events list (uncached)']);
    expect(readOtherScaleRuns(folder)).toHaveLength(1);

    const latest = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'bench/results/latest.json'), 'utf8')) as BenchResults;
    const markdown = renderMarkdown({ ...latest, otherScales: [other] }, []);
    const section = markdown.slice(markdown.indexOf('## Growth at scale 100'));
    expect(section).toMatch(/^## Growth at scale 100 \(its own run: 2026-11-27 11:30, commit abc1234/);
    expect(section).toContain('1,000,169 events');
    expect(section).toContain('| p50 large / base <= 1.5 | events list (uncached) | 2.1 | <= 1.5 | **MISS** |');
    expect(section).toContain('| events list (uncached) | 10 | ? / ? | 10 | 21 | 2.1 | 20 | 40 |');
  });
});

describe('the floor in the report', () => {
  const endpoint = (name: string, rps: number, ratioToCeiling: number, connections = 50) =>
    ({ name, description: `${name} as sent`, connections, rps, ratioToCeiling }) as BenchResults['endpoints'][number];
  const results = (endpoints: BenchResults['endpoints']) =>
    ({ settings: { throughputConnections: 50, latencyConnections: 10 }, endpoints }) as BenchResults;

  it('sets the signed-in uncached events list beside the floor that reads its rows', () => {
    const sentence = floorSentence(results([
      endpoint('events list (signed in, uncached)', 900, 0.1),
      endpoint('events list (signed in, uncached)', 400, 0.05, 10),
      endpoint('floor (events page rows)', 2_250, 0.25),
    ]));
    expect(sentence).toMatch(/^Floor \(floor \(events page rows\) as sent\): 2250 rps at 50 connections, 0\.25 of the ceiling beside it; /);
    expect(sentence).toContain('the signed-in uncached events list read 0.1 of its ceiling, 0.4 of the floor\'s rps.');
  });

  it('says nothing of a run without a floor', () => {
    expect(floorSentence(results([endpoint('events list (signed in, uncached)', 900, 0.1)]))).toBeNull();
  });
});
