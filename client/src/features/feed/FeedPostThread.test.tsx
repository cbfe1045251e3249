// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FeedItem, FeedPostComment } from '@shared/contracts/feed';
import { fakeApi, json, type FakeRequest } from '@/testing/api-server';
import { renderWithApp } from '@/test-utils';
import { LOGIN_URL } from '@/features/auth';
import { feedPaths } from './api';
import CommunityPage from './CommunityPage';
import { feedItem } from './test-feed';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-toast', () => ({ toast: toastMock }));

afterEach(() => {
  cleanup();
  toastMock.mockClear();
});

const rider = { id: 'a0000000-0000-4000-8000-000000000001', email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', profileImageUrl: null };
const lubbock = feedItem({ id: 'f0000000-0000-4000-8000-000000000001', content: "Who's hauling to Lubbock Saturday?", userName: 'Kay Dee', commentCount: 2 });
const quiet = feedItem({ id: 'f0000000-0000-4000-8000-000000000002', content: 'Quiet post', commentCount: 0 });

function comment(overrides: Partial<FeedPostComment>): FeedPostComment {
  return {
    id: 'c0000000-0000-4000-8000-000000000001', postId: lubbock.id, userId: 'u2', commentText: 'Me!',
    createdAt: new Date(Date.now() - 3_600_000).toISOString(), editedAt: null, userName: 'Ann Lee', userAvatar: null, badges: [], ...overrides,
  };
}

/** The feed and each post's thread (oldest first, paged), and POST answered by `onPost`. */
function stubApi(user: object | null, threads: Record<string, FeedPostComment[]>, onPost?: (request: FakeRequest) => Response) {
  const posts: FeedItem[] = [lubbock, quiet];
  return fakeApi({
    'GET /api/feed': () => json(posts, { total: posts.length }),
    ...Object.fromEntries(Object.entries(threads).flatMap(([postId, thread]) => [
      [`GET ${feedPaths.comments(postId)}`, ({ url }: FakeRequest) => {
        const offset = Number(url.searchParams.get('offset') ?? 0);
        return json(thread.slice(offset, offset + Number(url.searchParams.get('limit'))), { total: thread.length });
      }],
      [`POST ${feedPaths.comments(postId)}`, (request: FakeRequest) => onPost!(request)],
    ])),
  }, { user });
}

const toggleOf = async (content: string) => {
  const card = (await screen.findByText(content)).closest('[data-feed-item-id]') as HTMLElement;
  return { card, toggle: within(card).getByRole('button', { name: /^Comments \(\d+\)$/ }) };
};
const threadRequests = (api: ReturnType<typeof fakeApi>, method = 'GET') =>
  api.requests.filter((request) => request.method === method && request.url.pathname.endsWith('/comments'));

describe('the comment thread under a feed post', () => {
  it('is closed with its count, loads the thread oldest first when opened, and asks a visitor to log in', async () => {
    const api = stubApi(null, {
      [lubbock.id]: [comment({ commentText: 'Me! Leaving Abilene at 6.' }), comment({ id: 'c2', commentText: 'Room for one more horse?', userName: 'Bo Ray' })],
    });
    renderWithApp(<CommunityPage />, { path: '/community' });
    const { card, toggle } = await toggleOf(lubbock.content);
    expect(toggle.textContent).toBe('Comments (2)');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(threadRequests(api)).toHaveLength(0);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const thread = screen.getByRole('region', { name: 'Comments on the post by Kay Dee' });
    expect(toggle.getAttribute('aria-controls')).toBe(thread.id);
    const list = await within(thread).findByRole('list', { name: 'Comments' });
    expect(within(list).getAllByRole('listitem').map((entry) => entry.querySelector('article p:last-child')?.textContent))
      .toEqual(['Me! Leaving Abilene at 6.', 'Room for one more horse?']);
    expect([...list.querySelectorAll('[data-initials]')].map((avatar) => avatar.getAttribute('data-initials'))).toContain('BR');
    expect(within(thread).getByRole('link', { name: 'Log In to Comment' }).getAttribute('href')).toBe(LOGIN_URL);
    expect(within(thread).queryByLabelText('Add a comment')).toBeNull();
    // The whole thread is shown: no 'Showing 2 of 2' or Load More under it.
    expect(within(card).queryByText('Showing 2 of 2')).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(thread.hidden).toBe(true);
  });

  it('lets a signed-in rider reply: the comment shows at once, the count follows, the box empties', async () => {
    const thread: FeedPostComment[] = [];
    const api = stubApi(rider, { [quiet.id]: thread }, ({ body }) => {
      const stored = comment({
        id: 'c9', postId: quiet.id, userId: rider.id, userName: 'Jane Doe', createdAt: new Date().toISOString(),
        commentText: (body as { commentText: string }).commentText,
      });
      thread.push(stored);
      return json(stored, { status: 201 });
    });
    renderWithApp(<CommunityPage />, { path: '/community' });
    const { card, toggle } = await toggleOf(quiet.content);
    fireEvent.click(toggle);
    expect(await within(card).findByText('No comments yet. Be the first to answer.')).toBeTruthy();
    const box = within(card).getByLabelText('Add a comment') as HTMLTextAreaElement;
    const post = within(card).getByRole('button', { name: 'Post Comment' }) as HTMLButtonElement;
    fireEvent.change(box, { target: { value: '   ' } });
    expect(post.disabled).toBe(true);

    fireEvent.change(box, { target: { value: '  Hauling from Amarillo, 2 spots left  ' } });
    fireEvent.click(post);
    expect(await within(card).findByText('Hauling from Amarillo, 2 spots left')).toBeTruthy();
    expect(threadRequests(api, 'POST').map((request) => request.body)).toEqual([{ commentText: 'Hauling from Amarillo, 2 spots left' }]);
    expect(toggle.textContent).toBe('Comments (1)');
    expect(box.value).toBe('');
    const comments = within(card).getByRole('list', { name: 'Comments' });
    expect(within(comments).getByText('just now')).toBeTruthy();
    expect(comments.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('JD');
    expect(toastMock).toHaveBeenCalledWith({ title: 'Comment posted' });
    // The thread was counted in the cache, not fetched again.
    expect(threadRequests(api)).toHaveLength(1);
  });

  it('pages a long thread with Load More, and a reply posted before the last page shows at once and only once', async () => {
    const thread = Array.from({ length: 25 }, (_, index) => comment({ id: `c${index + 1}`, commentText: `Answer ${index + 1}` }));
    const api = stubApi(rider, { [lubbock.id]: thread }, ({ body }) => {
      const stored = comment({ id: 'mine', userName: 'Jane Doe', commentText: (body as { commentText: string }).commentText });
      thread.push(stored);
      return json(stored, { status: 201 });
    });
    renderWithApp(<CommunityPage />, { path: '/community' });
    const { card, toggle } = await toggleOf(lubbock.content);
    fireEvent.click(toggle);
    const items = async () => within(await within(card).findByRole('list', { name: 'Comments' })).getAllByRole('listitem');
    expect(await items()).toHaveLength(20);
    expect(within(card).getByText('Showing 20 of 25')).toBeTruthy();

    fireEvent.change(within(card).getByLabelText('Add a comment'), { target: { value: 'Late to this one' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Post Comment' }));
    expect(await within(card).findByText('Late to this one')).toBeTruthy();
    expect(within(card).getByText('Showing 21 of 26')).toBeTruthy();
    expect(toggle.textContent).toBe('Comments (26)');

    fireEvent.click(within(card).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Load More' })).toBeNull());
    const texts = (await items()).map((entry) => entry.querySelector('article p:last-child')?.textContent);
    expect(texts).toEqual([...Array.from({ length: 25 }, (_, index) => `Answer ${index + 1}`), 'Late to this one']);
    expect(threadRequests(api).map((request) => request.url.searchParams.get('offset'))).toEqual(['0', '20']);
  });

  it('keeps the text and says why when the rider is posting too fast, and the plain failure message otherwise', async () => {
    let answer = new Response(JSON.stringify({ message: 'You are posting too fast. Please wait a few minutes and try again.' }), { status: 429 });
    stubApi(rider, { [quiet.id]: [] }, () => answer);
    renderWithApp(<CommunityPage />, { path: '/community' });
    const { card, toggle } = await toggleOf(quiet.content);
    fireEvent.click(toggle);
    const box = (await within(card).findByLabelText('Add a comment')) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'One more' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({
      title: 'Error', description: 'You are posting too fast. Please wait a few minutes and try again.', variant: 'destructive',
    }));
    expect(box.value).toBe('One more');
    expect(toggle.textContent).toBe('Comments (0)');

    answer = new Response('boom', { status: 500 });
    fireEvent.click(within(card).getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({
      title: 'Error', description: 'Failed to post comment. Please try again.', variant: 'destructive',
    }));
  });
});
