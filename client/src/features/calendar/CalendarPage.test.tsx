// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import type { SavedEventEntry } from '@shared/contracts/social';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/hooks/use-toast';
import { fakeApi, json } from '@/testing/api-server';
import { rider } from '@/testing/fixtures/events';
import { renderWithApp } from '@/test-utils';
import CalendarPage from './CalendarPage';
import { readIcs } from './testing/read-ics';
import { savedEvent } from './testing/saved-event-fixture';

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.restoreAllMocks();
});

const now = new Date();
const thisMonth = (day: number, hour = 12) => new Date(now.getFullYear(), now.getMonth(), day, hour).toISOString();

/** The signed-in rider's saved events, in pages of 200 (the only page size the calendar asks for). */
function serve(entries: SavedEventEntry[]) {
  return fakeApi({
    'GET /api/saved-events': ({ url }) => {
      const offset = Number(url.searchParams.get('offset'));
      if (url.searchParams.get('limit') !== '200' || offset % 200 !== 0 || (offset > 0 && offset >= entries.length)) {
        return json({ message: 'Not found' }, { status: 404 });
      }
      return json(entries.slice(offset, offset + 200), { total: entries.length });
    },
  }, { user: rider });
}

const renderPage = () => renderWithApp(<><CalendarPage /><Toaster /></>, { path: '/calendar' });
const dayButton = (day: number) =>
  screen.getByRole('button', { name: new RegExp(`^${format(new Date(now.getFullYear(), now.getMonth(), day), 'MMMM d, yyyy')}`) });

describe('CalendarPage', () => {
  it('marks days with saved events with at most three dots and shows a day when clicked', async () => {
    serve([
      ...['a', 'b', 'c', 'd'].map((id) => savedEvent(id, { name: `Jackpot ${id}`, date: thisMonth(10) })),
      savedEvent('e', { name: 'Friday Night Barrels', date: thisMonth(20) }),
    ]);
    renderPage();
    await screen.findByRole('heading', { name: format(now, 'MMMM yyyy') }, { timeout: 5000 });
    expect(within(dayButton(10)).getAllByTestId('event-dot')).toHaveLength(3);
    expect(dayButton(10).getAttribute('aria-label')).toContain('4 saved events');
    expect(within(dayButton(20)).getAllByTestId('event-dot')).toHaveLength(1);
    expect(within(dayButton(11)).queryAllByTestId('event-dot')).toHaveLength(0);
    expect(dayButton(now.getDate()).getAttribute('aria-current')).toBe('date');

    fireEvent.click(dayButton(20));
    expect(dayButton(20).getAttribute('aria-pressed')).toBe('true');
    const dayPanel = screen.getByRole('heading', { level: 3 }).parentElement as HTMLElement;
    expect(within(dayPanel).getByRole('link', { name: /Friday Night Barrels/ }).getAttribute('href')).toBe('/event/e');
  });

  it('shows an event its creator deleted as Removed, without a link to its gone page', async () => {
    serve([savedEvent('gone', { name: 'Rained Out Jackpot', date: thisMonth(20), removed: true })]);
    renderPage();
    await screen.findByRole('heading', { name: format(now, 'MMMM yyyy') }, { timeout: 5000 });
    fireEvent.click(dayButton(20));
    const dayPanel = screen.getByRole('heading', { level: 3 }).parentElement as HTMLElement;
    expect(within(dayPanel).getByText('Rained Out Jackpot')).toBeTruthy();
    expect(within(dayPanel).getByText('Removed')).toBeTruthy();
    expect(within(dayPanel).queryByRole('link')).toBeNull();
  });

  it('moves between months with labelled buttons', async () => {
    serve([savedEvent('a', { date: thisMonth(10) })]);
    renderPage();
    await screen.findByRole('heading', { name: format(now, 'MMMM yyyy') }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    screen.getByRole('heading', { name: format(new Date(now.getFullYear(), now.getMonth() + 1, 1), 'MMMM yyyy') });
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    screen.getByRole('heading', { name: format(new Date(now.getFullYear(), now.getMonth() - 1, 1), 'MMMM yyyy') });
  });

  it('loads every page of saved events into the side list, soonest first', async () => {
    const entries = Array.from({ length: 201 }, (_, index) =>
      savedEvent(`e${index}`, { name: `Race ${index}`, date: new Date(2027, 0, 1 + (200 - index), 12).toISOString() }));
    serve(entries);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Saved events by date' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(201);
    expect(links[0].textContent).toContain('Race 200');
    expect(links.at(-1)?.textContent).toContain('Race 0');
    expect(list.className).toContain('max-h-[600px]');
  });

  it('switches to the list view with aria-pressed toggles', async () => {
    serve([savedEvent('a', { name: 'Spring Fling', date: thisMonth(10) })]);
    renderPage();
    const listToggle = await screen.findByRole('button', { name: 'List' });
    expect(screen.getByRole('button', { name: 'Calendar' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(listToggle);
    expect(listToggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Next month' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: format(now, 'MMMM yyyy') })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Spring Fling/ })).toHaveLength(2);
  });

  it('shows the empty state with a Browse Events link', async () => {
    serve([]);
    renderPage();
    await screen.findByText('No saved events yet');
    expect(screen.getByRole('link', { name: 'Browse Events' }).getAttribute('href')).toBe('/events');
    expect((screen.getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('exports the saved events as an .ics file', async () => {
    serve([savedEvent('a', { name: 'Spring Fling', date: thisMonth(10) }), savedEvent('b', { name: 'Fall Classic', date: thisMonth(12) })]);
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((value: Blob) => { blob = value; return 'blob:calendar'; });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('cloverleaf-my-events.ics');
    });
    renderPage();
    await screen.findByRole('list', { name: 'Saved events by date' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await screen.findByText('Calendar exported', undefined, { timeout: 5000 });
    expect(click).toHaveBeenCalledOnce();
    const { events } = readIcs(await (blob as Blob).text());
    expect(events.map((event) => event.SUMMARY.value)).toEqual(['Spring Fling', 'Fall Classic']);
  });

  it('asks a visitor to log in', async () => {
    fakeApi({});
    renderPage();
    await screen.findByText('Log in to see your saved events');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Export' })).toBeNull());
  });
});
