import { describe, expect, it } from 'vitest';
import { fanOutSection, timedConcurrently } from './notifications';
import { fanOutTargets } from './targets';

describe('timedConcurrently', () => {
  it('runs the tasks at most `concurrency` at a time and starts none once goOn says stop', async () => {
    let running = 0;
    let mostAtOnce = 0;
    let stop = false;
    const times = await timedConcurrently(3, (started) => !stop && started < 50, async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      running -= 1;
      return 7;
    });
    expect(times).toHaveLength(50);
    expect(times.every((time) => time === 7)).toBe(true);
    expect(mostAtOnce).toBe(3);

    let finished = 0;
    const stopped = timedConcurrently(4, () => !stop, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      finished += 1;
      if (finished === 10) stop = true;
      return finished;
    });
    const ran = await stopped;
    // The tasks already started when goOn turned false still finish; no new one starts.
    expect(ran.length).toBeGreaterThanOrEqual(10);
    expect(ran.length).toBeLessThanOrEqual(13);
  });
});

describe('the fan-out figures', () => {
  const figures = {
    followers: 10_000, createMs: 9, fanOutMs: 9_500, createsDuring: 2_100, createP99Ms: 75, createsBefore: 300, createP99BeforeMs: 60,
  };

  it('say how many creates each p99 is over', () => {
    const text = fanOutSection(figures).join('\n');
    expect(text).toContain('2100 other creates meanwhile, 10 at a time: p99 75 ms (60 ms over 300 just before, with no fan-out)');
  });

  it('compare the p99 during the fan-out with the one just before', () => {
    const [notified, creates] = fanOutTargets(figures);
    expect(notified.pass).toBe(true);
    expect(creates).toMatchObject({ value: 1.25, pass: true });
    expect(fanOutTargets({ ...figures, createP99Ms: 91 })[1]).toMatchObject({ value: 1.52, pass: false });
  });
});
