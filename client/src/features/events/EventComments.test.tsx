// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EventComment } from '@shared/contracts/events';
import { fakeApi, json, noContent } from '@/testing/api-server';
import { commentItem, rider } from '@/testing/fixtures/events';
import { renderWithApp } from '@/test-utils';
import { EventComments } from './EventComments';

afterEach(cleanup);

const EVENT = 'e0000000-0000-4000-8000-000000000001';

describe('EventComments', () => {
  it('the writer edits their comment in place (then marked edited) and deletes it; others get Report', async () => {
    const mine = commentItem({ eventId: EVENT, userId: rider.id, commentText: 'Stalls left?' });
    const theirs = commentItem({ eventId: EVENT, userId: 'someone-else', commentText: 'Yes, ten' });
    let comments: EventComment[] = [mine, theirs];
    const api = fakeApi({
      [`GET /api/events/${EVENT}/comments`]: () => json(comments, { total: comments.length }),
      [`PATCH /api/events/${EVENT}/comments/${mine.id}`]: ({ body }) => {
        const edited = { ...mine, commentText: (body as { commentText: string }).commentText, editedAt: new Date().toISOString() };
        comments = [edited, theirs];
        return edited;
      },
      [`DELETE /api/events/${EVENT}/comments/${mine.id}`]: () => {
        comments = [theirs];
        return noContent();
      },
    }, { user: rider });
    renderWithApp(<EventComments eventId={EVENT} eventName="Spring Fling" />);
    const list = await screen.findByRole('list', { name: 'Comments' });
    await within(list).findByText('Stalls left?');
    expect(within(list).getByRole('button', { name: 'Report this comment' })).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Your comment'), { target: { value: 'Stalls left Friday?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(list).findByText('(edited)')).toBeTruthy();
    expect(within(list).getByText('Stalls left Friday?')).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(list).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText('Stalls left Friday?')).toBeNull());
    expect(api.requests.filter((request) => request.method === 'PATCH' || request.method === 'DELETE').map((request) => request.method)).toEqual(['PATCH', 'DELETE']);
  });
});
