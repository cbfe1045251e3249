// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@/testing/api-server';
import { rider } from '@/testing/fixtures/events';
import { renderWithApp } from '@/test-utils';
import { ClaimPageCallout } from './ClaimPageCallout';
import { OwnerResponseBlock } from './OwnerResponseBlock';

afterEach(cleanup);

const ARENA = 'b0000000-0000-4000-8000-000000000001';
const page = { type: 'arena', id: ARENA, name: 'Lazy E', city: 'Guthrie', state: 'OK', path: `/arena/${ARENA}`, ownerId: null };

describe('ClaimPageCallout', () => {
  it('sends the claim with role, phone and note, then says it waits for a moderator', async () => {
    let claims: unknown[] = [];
    const api = fakeApi({
      'GET /api/my-claims': () => claims,
      [`POST /api/arenas/${ARENA}/claims`]: ({ body }) => {
        claims = [{ id: 'c1', page, role: (body as { role: string }).role, status: 'pending', decisionReason: null, createdAt: new Date().toISOString() }];
        return claims[0];
      },
    }, { user: rider });
    renderWithApp(<ClaimPageCallout type="arena" pageId={ARENA} pageName="Lazy E" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim This Arena' }));
    const form = await screen.findByRole('form', { name: 'Claim This Arena' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send Claim' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Enter a phone number we can call');

    fireEvent.change(within(form).getByLabelText(/Your role/), { target: { value: 'manager' } });
    fireEvent.change(within(form).getByLabelText(/Phone/), { target: { value: '(405) 555-0188' } });
    fireEvent.change(within(form).getByLabelText('Note for the moderator'), { target: { value: 'I book the arena' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send Claim' }));
    expect(await screen.findByText(/Your claim is waiting for a moderator/)).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ role: 'manager', phone: '(405) 555-0188', note: 'I book the arena' });
    expect(screen.queryByRole('button', { name: 'Claim This Arena' })).toBeNull();
  });

  it('asks a visitor to log in first', async () => {
    fakeApi({}, { user: null });
    renderWithApp(<ClaimPageCallout type="horse_hotel" pageId={ARENA} pageName="Rest Easy" />);
    expect((await screen.findByRole('link', { name: 'Log in to claim' })).getAttribute('href')).toMatch(/login/);
  });
});

describe('OwnerResponseBlock', () => {
  const response = { text: 'Ground was worked Monday.', respondedAt: new Date().toISOString(), editedAt: new Date().toISOString() };

  it('shows the owner\'s response with its badge and "edited" to every reader, with no form', () => {
    fakeApi({});
    renderWithApp(<OwnerResponseBlock type="arena" reviewId="r1" response={response} isPageOwner={false} />);
    const block = screen.getByLabelText('Response from the owner');
    expect(block.textContent).toContain('Owner');
    expect(block.textContent).toContain('(edited)');
    expect(block.textContent).toContain('Ground was worked Monday.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lets the page owner respond', async () => {
    const api = fakeApi({ 'PUT /api/reviews/r2/response': ({ body }) => ({ ...response, editedAt: null, text: (body as { text: string }).text }) }, { user: rider });
    renderWithApp(<OwnerResponseBlock type="arena" reviewId="r2" response={null} isPageOwner />);
    fireEvent.click(screen.getByRole('button', { name: 'Respond' }));
    fireEvent.change(screen.getByLabelText('Your response as the owner (public)'), { target: { value: 'Thanks for coming!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post response' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({ text: 'Thanks for coming!' });
  });
});
