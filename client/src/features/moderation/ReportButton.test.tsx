// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, json } from '@/testing/api-server';
import { rider } from '@/testing/fixtures/events';
import { renderWithApp } from '@/test-utils';
import { ReportButton } from './ReportButton';

afterEach(cleanup);

describe('ReportButton', () => {
  it('sends a report with its reason; a second report says so', async () => {
    let reported = false;
    const api = fakeApi({
      'POST /api/reports': () => {
        if (reported) return json({ message: 'You already reported this' }, { status: 409 });
        reported = true;
        return json({ id: 'r1', hidden: false }, { status: 201 });
      },
    }, { user: rider });
    renderWithApp(<ReportButton targetType="event_comment" targetId="k1" authorId="someone-else" label="comment" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Report this comment' }));
    // The dialog's code loads with the first tap.
    fireEvent.click(await screen.findByRole('button', { name: 'Send Report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Say what is wrong');
    fireEvent.change(screen.getByLabelText(/What is wrong/), { target: { value: 'Spam link' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Report' })).toBeNull());
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ targetType: 'event_comment', targetId: 'k1', reason: 'Spam link' });

    fireEvent.click(screen.getByRole('button', { name: 'Report this comment' }));
    fireEvent.change(screen.getByLabelText(/What is wrong/), { target: { value: 'Again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You already reported this');
  });

  it('gives the focus back to Report when the dialog closes', async () => {
    fakeApi({}, { user: rider });
    renderWithApp(<ReportButton targetType="post" targetId="p1" authorId="x" label="post" />);
    const report = await screen.findByRole('button', { name: 'Report this post' });
    expect(screen.queryByRole('dialog')).toBeNull();
    report.focus();
    fireEvent.click(report);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(report);
  });

  it('is not offered to the author or to visitors', async () => {
    fakeApi({}, { user: rider });
    // The author's own post beside someone else's: once the rider is known, only the other one can be reported.
    renderWithApp(<>
      <ReportButton targetType="post" targetId="p1" authorId={rider.id} label="post" />
      <ReportButton targetType="post" targetId="p2" authorId="x" label="comment" />
    </>);
    await screen.findByRole('button', { name: 'Report this comment' });
    expect(screen.queryByRole('button', { name: 'Report this post' })).toBeNull();
    cleanup();
    const api = fakeApi({}, { user: null });
    renderWithApp(<ReportButton targetType="post" targetId="p1" authorId="x" label="post" />);
    await waitFor(() => expect(api.requests.some((request) => request.url.pathname === '/api/auth/user')).toBe(true));
    await new Promise((resolve) => { setTimeout(resolve, 50); });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
