// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { format, subDays } from 'date-fns';
import type { FootingReport } from '@shared/contracts/footing-reports';
import { fakeApi, json } from '@/testing/api-server';
import { renderWithApp } from '@/test-utils';
import { FootingReports, staleReportNote } from './FootingReports';
import { ReportGroundDialog } from './ReportGroundDialog';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-toast', () => ({ toast: toastMock }));

afterEach(() => {
  cleanup();
  toastMock.mockClear();
});

const ARENA = '11111111-1111-4111-8111-111111111111';
const day = (daysBack: number) => format(subDays(new Date(), daysBack), 'yyyy-MM-dd');

function report(overrides: Partial<FootingReport> = {}): FootingReport {
  return {
    id: crypto.randomUUID(), arenaId: ARENA, userId: 'u1', userName: 'Jane Doe', condition: 'good',
    notes: 'Dragged every 5 riders', riddenOn: day(1), event: null, photos: [], fromArena: false, createdAt: new Date().toISOString(), ...overrides,
  };
}

describe('FootingReports', () => {
  it('prints the day ridden as that calendar day in a browser far from UTC (as the server, in UTC, prints it)', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Pacific/Auckland';
    try {
      fakeApi({ [`GET /api/arenas/${ARENA}/footing-reports`]: () => json([report({ riddenOn: '2026-11-26' })], { total: 1 }) });
      renderWithApp(<FootingReports arenaId={ARENA} />);
      expect(await screen.findByText('Rode Nov 26, 2026')).toBeTruthy();
    } finally {
      process.env.TZ = zone;
    }
  });

  it('marks the owner\'s report "From the arena"', async () => {
    fakeApi({ [`GET /api/arenas/${ARENA}/footing-reports`]: () => json([report({ fromArena: true, userName: 'Olivia Owner' })], { total: 1 }) });
    renderWithApp(<FootingReports arenaId={ARENA} />);
    expect(await screen.findByText('From the arena')).toBeTruthy();
    expect(screen.getByText('Posted by Olivia Owner for the arena')).toBeTruthy();
  });

  it("offers Delete on the rider's own report only, and deletes it after asking", async () => {
    const mine = report({ userId: 'me', userName: 'Me Rider', notes: 'Mine' });
    const reports = [mine, report({ userId: 'someone', notes: 'Theirs' })];
    const api = fakeApi({
      [`GET /api/arenas/${ARENA}/footing-reports`]: () => json(reports, { total: reports.length }),
      [`DELETE /api/footing-reports/${mine.id}`]: () => {
        reports.splice(0, 1);
        return new Response(null, { status: 204 });
      },
    }, { user: { id: 'me', email: 'me@example.com', firstName: 'Me', lastName: 'Rider', profileImageUrl: null } });
    renderWithApp(<FootingReports arenaId={ARENA} />);
    const own = (await screen.findByText('Mine')).closest('li')!;
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1));
    fireEvent.click(within(own).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(own).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({ title: 'Ground report deleted' }));
    await waitFor(() => expect(screen.queryByText('Mine')).toBeNull());
    expect(screen.getByText('Theirs')).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it("corrects the rider's own report in place: condition and notes", async () => {
    const mine = report({ userId: 'me', userName: 'Me Rider', condition: 'poor', notes: 'Hard' });
    const reports = [mine];
    const api = fakeApi({
      [`GET /api/arenas/${ARENA}/footing-reports`]: () => json(reports, { total: reports.length }),
      [`PATCH /api/footing-reports/${mine.id}`]: ({ body }) => {
        reports[0] = { ...mine, ...(body as object) };
        return reports[0];
      },
    }, { user: { id: 'me', email: 'me@example.com', firstName: 'Me', lastName: 'Rider', profileImageUrl: null } });
    renderWithApp(<FootingReports arenaId={ARENA} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit your ground report' });
    fireEvent.change(within(form).getByLabelText('Condition'), { target: { value: 'fair' } });
    fireEvent.change(within(form).getByLabelText('Notes'), { target: { value: 'Dragged at noon' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Dragged at noon')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({ condition: 'fair', notes: 'Dragged at noon' });
    expect(toastMock).toHaveBeenCalledWith({ title: 'Ground report updated' });
  });

  it('lists the reports newest first with their photos, and offers more', async () => {
    fakeApi({
      [`GET /api/arenas/${ARENA}/footing-reports`]: () => json([
        report({ condition: 'poor', notes: 'Deep after the rain', photos: ['/uploads/22222222-2222-4222-8222-222222222222/1000.webp'], event: { id: 'e1', name: 'Friday Jackpot' } }),
        report({ condition: 'excellent' }),
      ], { total: 7 }),
    });
    renderWithApp(<FootingReports arenaId={ARENA} />);
    const list = await screen.findByRole('list', { name: 'Ground reports' });
    const items = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain('Poor Footing');
    expect(items[0].textContent).toContain('Deep after the rain');
    expect(items[0].textContent).toContain('at Friday Jackpot');
    expect(within(items[0]).getByRole('img', { name: 'Ground photo 1 from Jane Doe' }).getAttribute('srcset')).toContain('400.webp 400w');
    expect(screen.getByText('Showing 2 of 7')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More reports' })).toBeTruthy();
    expect(screen.queryByText(/Last ground report/)).toBeNull();
  });

  it('says when even the newest report is over 60 days old', async () => {
    fakeApi({ [`GET /api/arenas/${ARENA}/footing-reports`]: () => json([report({ riddenOn: day(75) })], { total: 1 }) });
    renderWithApp(<FootingReports arenaId={ARENA} />);
    expect(await screen.findByText(/Last ground report 10 weeks ago/)).toBeTruthy();
    expect(staleReportNote({ riddenOn: day(59) }, { now: new Date(), timeZone: 'America/Chicago' })).toBeNull();
  });
});

describe('ReportGroundDialog', () => {
  it('asks for the condition, then posts the report for today and refreshes the arena', async () => {
    const api = fakeApi({
      'GET /api/events': () => json([{ id: '33333333-3333-4333-8333-333333333333', name: 'Saturday Slack' }], { total: 1 }),
      [`POST /api/arenas/${ARENA}/footing-reports`]: () => json(report(), { status: 201 }),
    });
    renderWithApp(<ReportGroundDialog arenaId={ARENA} arenaName="Cowtown Coliseum" signedIn />);
    fireEvent.click(screen.getByRole('button', { name: 'Report the ground' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Day you rode') as HTMLInputElement).value).toBe(day(0));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose the condition of the ground')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: /Fair/ }));
    fireEvent.change(within(dialog).getByLabelText(/Notes/), { target: { value: 'Rocky by the third barrel' } });
    await within(dialog).findByRole('option', { name: 'Saturday Slack' });
    fireEvent.change(within(dialog).getByLabelText('Event (optional)'), { target: { value: '33333333-3333-4333-8333-333333333333' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = api.requests.find((request) => request.method === 'POST');
    expect(posted?.body).toEqual({
      condition: 'fair', notes: 'Rocky by the third barrel', riddenOn: day(0), eventId: '33333333-3333-4333-8333-333333333333', photoUploadIds: [],
    });
    expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Thanks for the ground report!' }));
  });

  it('invites a signed-out visitor to log in instead of showing the form', async () => {
    fakeApi({});
    renderWithApp(<ReportGroundDialog arenaId={ARENA} arenaName="Cowtown Coliseum" signedIn={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Report the ground' }));
    expect((await screen.findByRole('link', { name: 'Log in to report the ground' })).getAttribute('href')).toContain('/login');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
