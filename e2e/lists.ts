import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ViewportName } from './browser';

/** The Filters (n) button that opens a list's filter sheet on a phone. */
export const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters( \(\d+\))?$/ });

/**
 * A list's filter panel (a `search` landmark named `panelName`): inline on a desktop, in the Filters sheet on a
 * phone (opened here).
 */
export async function openFilters(page: Page, viewport: ViewportName, panelName: string): Promise<Locator> {
  if (viewport === 'desktop') return page.getByRole('search', { name: panelName });
  await filtersButton(page).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.waitFor();
  return sheet.getByRole('search', { name: panelName });
}

/** Back to the list: the sheet's "Show n ..." button on a phone; nothing to do on a desktop. */
export async function closeFilters(page: Page, viewport: ViewportName) {
  if (viewport === 'desktop') return;
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByRole('button', { name: /^Show / }).click();
  await sheet.waitFor({ state: 'hidden' });
}

/** Does something in the filter panel, then (on a phone) goes back to the list. */
export async function withFilters(
  page: Page, viewport: ViewportName, panelName: string, act: (panel: Locator) => Promise<unknown>,
) {
  await act(await openFilters(page, viewport, panelName));
  await closeFilters(page, viewport);
}

/**
 * The total of "Showing x of y" under a paged list ('100+' when the server stopped counting reads as 100, as
 * X-Total-Count says), or 0 when its empty state (`empty`) shows.
 */
export async function listedTotal(page: Page, empty: RegExp): Promise<number> {
  const summary = page.getByText(/^Showing \d+ of \d+\+?$/);
  const emptyState = page.getByText(empty);
  await summary.or(emptyState).first().waitFor();
  if (await emptyState.isVisible()) return 0;
  return Number(/of (\d+)/.exec((await summary.textContent()) ?? '')?.[1]);
}

/**
 * The soonest upcoming events, `count` of them with names no other of them has: the tests find an event on a page by
 * its name, and a weekly series can list two events of one name on the same day (two arenas' Monday nights).
 */
export async function soonestEventsNamedApart(page: Page, count: number): Promise<{ id: string; name: string }[]> {
  const response = await page.request.get('/api/events?sort=date&limit=50');
  expect(response.ok()).toBe(true);
  const soonest = (await response.json()) as { id: string; name: string }[];
  const apart = soonest.filter((event, index) => soonest.findIndex((other) => other.name === event.name) === index);
  expect(apart.length).toBeGreaterThanOrEqual(count);
  return apart.slice(0, count);
}
