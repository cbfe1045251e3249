import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { addPostedComment, COMMENT_PAGE_SIZE } from './comment-thread';
import { pagedListKey } from './paged-list';

const PATH = '/api/feed/p1/comments';
const key = pagedListKey(PATH, {}, COMMENT_PAGE_SIZE);
const comments = (from: number, count: number) => Array.from({ length: count }, (_, index) => ({ id: `c${from + index}` }));

function cachedThread(pages: { items: { id: string }[]; total: number }[]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(key, { pages, pageParams: pages.map((_, index) => ({ offset: index * COMMENT_PAGE_SIZE })) });
  return queryClient;
}
const pagesOf = (queryClient: QueryClient) =>
  queryClient.getQueryData<{ pages: { items: { id: string }[]; total: number }[] }>(key)!.pages;

describe('addPostedComment', () => {
  it('puts the comment at the end of a fully loaded thread and counts it', () => {
    const queryClient = cachedThread([{ items: comments(1, 20), total: 23 }, { items: comments(21, 3), total: 23 }]);
    expect(addPostedComment(queryClient, PATH, { id: 'new' })).toBe(true);
    const pages = pagesOf(queryClient);
    expect(pages.map((page) => page.total)).toEqual([24, 24]);
    expect(pages[1].items.map((item) => item.id)).toEqual(['c21', 'c22', 'c23', 'new']);
  });

  it('only counts it while older pages are still to load, so the next page\'s offset does not skip a comment', () => {
    const queryClient = cachedThread([{ items: comments(1, 20), total: 30 }]);
    expect(addPostedComment(queryClient, PATH, { id: 'new' })).toBe(false);
    const [page] = pagesOf(queryClient);
    expect(page.total).toBe(31);
    expect(page.items).toHaveLength(20);
  });

  it('leaves a thread that was never loaded alone', () => {
    const queryClient = new QueryClient();
    expect(addPostedComment(queryClient, PATH, { id: 'new' })).toBe(false);
    expect(queryClient.getQueryData(key)).toBeUndefined();
  });
});
