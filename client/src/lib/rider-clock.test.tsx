// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { RENDER_CLOCK_ELEMENT_ID } from '@shared/page-state';

/** The module keeps the page's clock once read, so each test imports it afresh after setting up the page. */
async function freshClockModule() {
  vi.resetModules();
  return import('./rider-clock');
}

/** The clock block a server-rendered page carries. */
function pageRenderedWith(timeZone: string, now: Date) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = RENDER_CLOCK_ELEMENT_ID;
  block.textContent = JSON.stringify({ timeZone, now: now.getTime() });
  document.body.appendChild(block);
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date('2026-07-15T18:00:20Z'));
});
afterEach(() => {
  cleanup();
  document.getElementById(RENDER_CLOCK_ELEMENT_ID)?.remove();
  vi.useRealTimers();
});

async function renderClockReader() {
  const { LiveClockProvider, useRiderClock } = await freshClockModule();
  const renders: { timeZone: string; now: number }[] = [];
  function ClockReader() {
    const clock = useRiderClock();
    renders.push({ timeZone: clock.timeZone, now: clock.now.getTime() });
    return <p>{`${clock.timeZone} ${clock.now.toISOString()}`}</p>;
  }
  render(<LiveClockProvider><ClockReader /></LiveClockProvider>);
  // The effect's transition, if any.
  await act(async () => {});
  return renders;
}

describe('LiveClockProvider', () => {
  it('first shows the clock the page was rendered with, then the browser\'s own zone (another zone: one more render)', async () => {
    const renderedAt = new Date('2026-07-15T18:00:05Z');
    pageRenderedWith('Pacific/Auckland', renderedAt);
    const renders = await renderClockReader();
    expect(renders[0]).toEqual({ timeZone: 'Pacific/Auckland', now: renderedAt.getTime() });
    expect(renders.at(-1)).toEqual({ timeZone: browserZone(), now: Date.now() });
    expect(screen.getByText(`${browserZone()} ${new Date().toISOString()}`)).toBeTruthy();
  });

  it('renders once when the page was rendered in the browser\'s zone the same minute', async () => {
    const renderedAt = new Date('2026-07-15T18:00:05Z');
    pageRenderedWith(browserZone(), renderedAt);
    const renders = await renderClockReader();
    expect(renders).toEqual([{ timeZone: browserZone(), now: renderedAt.getTime() }]);
  });

  it('moves on to the browser\'s moment when the page was rendered in an earlier minute', async () => {
    pageRenderedWith(browserZone(), new Date('2026-07-15T17:59:50Z'));
    const renders = await renderClockReader();
    expect(renders.at(-1)).toEqual({ timeZone: browserZone(), now: Date.now() });
  });

  it('ticks every minute', async () => {
    const renders = await renderClockReader();
    const first = renders.at(-1)!.now;
    await act(async () => { vi.advanceTimersByTime(60_000); });
    expect(renders.at(-1)!.now).toBe(first + 60_000);
  });

  it('is left alone under a fixed clock (the server\'s render, a test)', async () => {
    const { FixedClockProvider, LiveClockProvider, useRiderClock } = await freshClockModule();
    const fixed = { timeZone: 'America/Denver', now: new Date('2026-03-01T12:00:00Z') };
    function ClockReader() {
      const clock = useRiderClock();
      return <p>{`${clock.timeZone} ${clock.now.toISOString()}`}</p>;
    }
    render(<FixedClockProvider clock={fixed}><LiveClockProvider><ClockReader /></LiveClockProvider></FixedClockProvider>);
    await act(async () => { vi.advanceTimersByTime(120_000); });
    expect(screen.getByText('America/Denver 2026-03-01T12:00:00.000Z')).toBeTruthy();
  });
});
