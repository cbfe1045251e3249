// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FeedItem } from '@shared/contracts/feed';
import { fakeApi, json } from '@/testing/api-server';
import { renderWithApp } from '@/test-utils';
import { LOGIN_URL } from '@/features/auth';
import { FEED_PAGE_SIZE, feedPaths, nextFeedCursor } from './api';
import CommunityPage from './CommunityPage';
import { feedItem } from './test-feed';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-toast', () => ({ toast: toastMock }));

afterEach(() => {
  cleanup();
  toastMock.mockClear();
});

const rider = { id: 'u1', email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', profileImageUrl: null };

/** Items newest first, one hour apart, with ids and texts numbered from 1. */
function items(count: number): FeedItem[] {
  const start = Date.parse('2026-05-10T12:00:00Z');
  return Array.from({ length: count }, (_, index) => feedItem({
    id: `f0000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    content: `Post number ${index + 1}`,
    createdAt: new Date(start - index * 3_600_000).toISOString(),
  }));
}

interface FeedApiSetup {
  user?: object | null;
  feed: FeedItem[];
  onPost?: (body: unknown) => Response;
  arenas?: unknown[];
}

/** A fake API: the feed answers pages by the before/beforeId cursor like the server does. */
function stubApi({ user = rider, feed, onPost, arenas = [], routes = {} }: FeedApiSetup & { routes?: Parameters<typeof fakeApi>[0] }) {
  return fakeApi({
    ...routes,
    'POST /api/feed': ({ body }) => (onPost ? onPost(body) : new Response('boom', { status: 500 })),
    'GET /api/feed': ({ url }) => {
      const beforeId = url.searchParams.get('beforeId');
      const start = beforeId ? feed.findIndex((item) => item.id === beforeId) + 1 : 0;
      const rest = feed.slice(start);
      return json(rest.slice(0, Number(url.searchParams.get('limit'))), { total: rest.length });
    },
    'GET /api/arenas/choices': () => json(arenas),
    'GET /api/events': () => json([], { total: 0 }),
  }, { user });
}

const feedCards = () => document.querySelectorAll('[data-feed-item-id]');

/** The Create Post button once the user lookup has settled (it is disabled while it runs). */
async function openCreatePost() {
  await waitFor(() => expect((screen.getAllByRole('button', { name: 'Create Post' })[0] as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(screen.getAllByRole('button', { name: 'Create Post' })[0]);
  return screen.findByRole('dialog', { name: 'Create Post' });
}

describe('nextFeedCursor', () => {
  it('points at the last item while more are left, and stops at the end', () => {
    const page = items(3);
    expect(nextFeedCursor({ items: page, total: 7 })).toEqual({ before: page[2].createdAt, beforeId: page[2].id });
    expect(nextFeedCursor({ items: page, total: 3 })).toBeUndefined();
    expect(nextFeedCursor({ items: [], total: 0 })).toBeUndefined();
  });
});

describe('CommunityPage', () => {
  it('shows the empty state when there are no feed items', async () => {
    stubApi({ feed: [] });
    renderWithApp(<CommunityPage />);
    expect(await screen.findByText('No feed items yet. Be the first to post!')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Community' })).toBeTruthy();
  });

  it('pages to older items with the cursor of the last item shown', async () => {
    const feed = items(FEED_PAGE_SIZE + 3);
    const api = stubApi({ feed });
    renderWithApp(<CommunityPage />);
    await screen.findByText('Post number 1');
    expect(feedCards()).toHaveLength(FEED_PAGE_SIZE);
    expect(screen.getByText(`Showing ${FEED_PAGE_SIZE} of ${feed.length}`)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByText(`Post number ${feed.length}`);
    expect(feedCards()).toHaveLength(feed.length);
    const last = feed[FEED_PAGE_SIZE - 1];
    const pageUrls = api.requests.map(({ url }) => `${url.pathname}${url.search}`).filter((url) => url.startsWith(feedPaths.feed));
    expect(pageUrls).toContain(
      `${feedPaths.feed}?limit=${FEED_PAGE_SIZE}&before=${encodeURIComponent(last.createdAt)}&beforeId=${last.id}`,
    );
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('shows an error with a retry when the feed fails to load', async () => {
    fakeApi({ 'GET /api/feed': () => new Response('down', { status: 503 }) }, { user: rider });
    renderWithApp(<CommunityPage />);
    expect(await screen.findByText('Could not load the feed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('signed out, Create Post is a link to log in', async () => {
    stubApi({ user: null, feed: items(1) });
    renderWithApp(<CommunityPage />);
    const link = await screen.findByRole('link', { name: 'Create Post' });
    expect(link.getAttribute('href')).toBe(LOGIN_URL);
  });

  it('signed in, posts with an arena and puts the new post at the top', async () => {
    const arena = { id: 'a0000000-0000-4000-8000-000000000001', name: 'Lazy E Arena', city: 'Guthrie', state: 'OK' };
    let posted: unknown;
    stubApi({
      feed: items(2),
      arenas: [arena],
      onPost: (body) => {
        posted = body;
        return json(feedItem({
          id: 'f0000000-0000-4000-8000-0000000000ff', content: 'Great ground today', arenaId: arena.id, arenaName: arena.name,
        }), { status: 201 });
      },
    });
    renderWithApp(<CommunityPage />);
    await screen.findByText('Post number 1');
    const dialog = await openCreatePost();

    fireEvent.click(screen.getByRole('button', { name: 'Share Post' }));
    expect(await screen.findByText('Write something to post')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/What's on your mind/), { target: { value: 'Great ground today' } });
    fireEvent.change(screen.getByLabelText('Photo URL (optional)'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share Post' }));
    expect(await screen.findByText('Enter a web address that starts with http:// or https://')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Photo URL (optional)'), { target: { value: '' } });

    const arenaBox = screen.getByRole('combobox', { name: 'Arena (optional)' });
    fireEvent.focus(arenaBox);
    fireEvent.change(arenaBox, { target: { value: 'lazy' } });
    await screen.findByRole('option', { name: /Lazy E Arena/ });
    fireEvent.keyDown(arenaBox, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
    expect(dialog.isConnected).toBe(true);
    fireEvent.change(arenaBox, { target: { value: 'lazy e' } });
    fireEvent.click(await screen.findByRole('option', { name: /Lazy E Arena/ }));
    expect(screen.getByRole('button', { name: 'Clear arena (optional): Lazy E Arena' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Share Post' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(posted).toEqual({ content: 'Great ground today', arenaId: arena.id, eventId: null, photoUrl: null });
    expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Post shared' }));
    const first = feedCards()[0];
    expect(first.getAttribute('data-feed-item-id')).toBe('f0000000-0000-4000-8000-0000000000ff');
    expect(screen.getByText('Showing 3 of 3')).toBeTruthy();
  });

  it('shares a Photo post with the photo the rider uploaded', async () => {
    const uploadId = '88888888-8888-4888-8888-888888888888';
    let posted: unknown = null;
    stubApi({
      feed: items(1),
      routes: { 'POST /api/uploads': () => json({ id: uploadId, url: `/uploads/${uploadId}/1000.webp`, width: 1000, height: 750 }, { status: 201 }) },
      onPost: (body) => {
        posted = body;
        return json(feedItem({ id: 'f0000000-0000-4000-8000-0000000000fe', type: 'photo', photoUrl: `/uploads/${uploadId}/1000.webp` }), { status: 201 });
      },
    });
    renderWithApp(<CommunityPage />);
    await screen.findByText('Post number 1');
    const dialog = await openCreatePost();
    fireEvent.change(screen.getByLabelText(/What's on your mind/), { target: { value: 'Sunrise over the pen' } });
    fireEvent.change(within(dialog).getByLabelText('Choose a photo'), { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'pen.jpg', { type: 'image/jpeg' })] } });
    await within(dialog).findByRole('img', { name: 'Photo 1' });
    expect(within(dialog).queryByLabelText('Photo URL (optional)')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Share Post' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(posted).toMatchObject({ content: 'Sunrise over the pen', photoUploadId: uploadId, photoUrl: null });
    expect(feedCards()[0].getAttribute('data-feed-item-id')).toBe('f0000000-0000-4000-8000-0000000000fe');
  });

  it('keeps the form open and says so when posting fails', async () => {
    stubApi({ feed: items(1), onPost: () => new Response('boom', { status: 500 }) });
    renderWithApp(<CommunityPage />);
    await openCreatePost();
    fireEvent.change(await screen.findByLabelText(/What's on your mind/), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share Post' }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({
      title: 'Error', variant: 'destructive',
    })));
    expect(screen.getByRole('dialog', { name: 'Create Post' })).toBeTruthy();
  });

  it('gives the focus back to the Create Post button that opened the dialog', async () => {
    stubApi({ feed: items(1) });
    renderWithApp(<CommunityPage />);
    await waitFor(() => expect((screen.getAllByRole('button', { name: 'Create Post' })[0] as HTMLButtonElement).disabled).toBe(false));
    const opener = screen.getAllByRole('button', { name: 'Create Post' })[0];
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it("tells a rider posting too fast the server's reason (429)", async () => {
    const tooFast = 'You are posting too fast. Please wait a few minutes and try again.';
    stubApi({ feed: items(1), onPost: () => json({ message: tooFast }, { status: 429 }) });
    renderWithApp(<CommunityPage />);
    await openCreatePost();
    fireEvent.change(await screen.findByLabelText(/What's on your mind/), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share Post' }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error', description: tooFast })));
  });

  it("edits the rider's own post in place (marked edited) and deletes it; others' posts and review items offer neither", async () => {
    const mine = feedItem({ id: 'f0000000-0000-4000-8000-000000000011', userId: rider.id, content: 'Hauling to Lubbock' });
    const theirs = feedItem({ id: 'f0000000-0000-4000-8000-000000000012', userId: 'someone-else', userName: 'Sam Other', content: 'Fresh drag tonight' });
    const myReview = feedItem({ id: 'f0000000-0000-4000-8000-000000000013', userId: rider.id, type: 'review', content: 'Deep sand' });
    const { requests } = stubApi({
      feed: [mine, theirs, myReview],
      routes: {
        [`PATCH ${feedPaths.post(mine.id)}`]: ({ body }) => ({ ...mine, ...(body as object), editedAt: new Date().toISOString() }),
        [`DELETE ${feedPaths.post(mine.id)}`]: () => new Response(null, { status: 204 }),
      },
    });
    renderWithApp(<CommunityPage />);
    const own = await screen.findByRole('article', { name: 'Post by Jane Doe' });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(1));
    expect(within(screen.getByRole('article', { name: 'Review by Jane Doe' })).queryByRole('button', { name: 'Delete' })).toBeNull();

    fireEvent.click(within(own).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(own).getByRole('textbox', { name: 'Your post' }), { target: { value: 'Hauling to Lubbock Friday' } });
    fireEvent.click(within(own).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(own).getByText('(edited)')).toBeTruthy());
    expect(within(own).getByText('Hauling to Lubbock Friday').tagName).toBe('P');
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ content: 'Hauling to Lubbock Friday' });

    fireEvent.click(within(own).getByRole('button', { name: 'Delete' }));
    expect(within(own).getByText('Delete this post?')).toBeTruthy();
    fireEvent.click(within(own).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(feedCards()).toHaveLength(2));
    expect(screen.queryByText('Hauling to Lubbock Friday')).toBeNull();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });
});
