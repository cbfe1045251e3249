// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, json } from '@/testing/api-server';
import { rider } from '@/testing/fixtures/events';
import { renderWithApp } from '@/test-utils';
import AdminPage from './AdminPage';

afterEach(cleanup);

const moderator = { ...rider, role: 'moderator' as const };
const claim = (status: string) => ({
  id: 'c1', role: 'owner', phone: '(405) 555-0188', note: 'I book the arena', status, decisionReason: null, decidedAt: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  page: { type: 'arena', id: 'a1', name: 'Lazy E', city: 'Guthrie', state: 'OK', path: '/arena/a1', ownerId: null },
  claimant: { id: 'u9', name: 'Casey Rider', email: 'casey@example.com' },
});

describe('AdminPage', () => {
  it('shows the claims queue to moderators and approves a claim', async () => {
    let decided = false;
    const api = fakeApi({
      'GET /api/admin/reports': () => json([], { total: 0 }),
      'GET /api/admin/claims': () => json(decided ? [] : [claim('pending')], { total: decided ? 0 : 1 }),
      'POST /api/admin/claims/c1/approve': () => { decided = true; return { id: 'c1', status: 'approved' }; },
    }, { user: moderator });
    renderWithApp(<AdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Claims' }));
    expect(await screen.findByRole('link', { name: 'Lazy E' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '(405) 555-0188' }).getAttribute('href')).toBe('tel:4055550188');
    expect(screen.getByText(/Casey Rider \(casey@example.com\), as owner/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No claims here.')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({});
  });

  it('shows reported items in context and restores a hidden one', async () => {
    let open = true;
    const item = {
      targetType: 'event_comment', targetId: 'k1', reportCount: 3, reasons: ['Spam', 'Ads', 'Spam again'], firstReportedAt: '2026-11-20T15:00:00.000Z',
      hidden: true, text: 'Cheap saddles at spam.example', author: { id: 'u5', name: 'Sam Spammer' }, link: '/event/e1',
    };
    const api = fakeApi({
      'GET /api/admin/reports': () => json(open ? [item] : [], { total: open ? 1 : 0 }),
      'POST /api/admin/content/event_comment/k1/restore': () => { open = false; return { decision: 'restore' }; },
    }, { user: moderator });
    renderWithApp(<AdminPage />);
    expect(await screen.findByText('Cheap saddles at spam.example')).toBeTruthy();
    expect(screen.getByText('by Sam Spammer')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Reasons given' }).textContent).toBe('SpamAdsSpam again');
    fireEvent.change(screen.getByLabelText('Why (kept in the log)'), { target: { value: 'A sponsor, not spam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('No open reports.')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ reason: 'A sponsor, not spam' });
  });

  it('tells a rider the page is for moderators only, asking the API nothing', async () => {
    const api = fakeApi({}, { user: rider });
    renderWithApp(<AdminPage />);
    expect(await screen.findByText('For moderators only.')).toBeTruthy();
    await waitFor(() => expect(api.requests.filter((request) => request.url.pathname.startsWith('/api/admin'))).toEqual([]));
  });

  it('suspends a rider found by name, with a reason', async () => {
    const found = { id: 'u9', name: 'Casey Rider', email: 'casey@example.com', role: 'rider', suspendedUntil: null, suspensionReason: null };
    const api = fakeApi({
      'GET /api/admin/reports': () => json([], { total: 0 }),
      'GET /api/admin/users': () => json([found], { total: 1 }),
      'PUT /api/admin/users/u9/suspension': ({ body }) => ({ ...found, suspendedUntil: '2030-01-01T00:00:00.000Z', suspensionReason: (body as { reason: string }).reason }),
    }, { user: moderator });
    renderWithApp(<AdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Riders' }));
    fireEvent.change(screen.getByLabelText('Name or email'), { target: { value: 'casey' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    await screen.findByText('casey@example.com');
    expect(screen.queryByLabelText('Role')).toBeNull();
    fireEvent.change(screen.getByLabelText('Why'), { target: { value: 'Spam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({ days: 7, reason: 'Spam' }));
  });
});
