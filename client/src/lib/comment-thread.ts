import { useState } from 'react';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiRequest, type QueryParams } from './api';
import { pagedListKey, usePagedList, type PagedListPage } from './paged-list';
import { sendWrite, useOutboxEntries, type WriteResult } from './outbox';

/**
 * POSTs a comment to the thread at `path` through the outbox: the stored comment when sent, or `waiting` when
 * there is no connection (it shows in the thread as waiting and posts, once, when the connection returns).
 * `label` names it in the outbox ("Comment on Spring Fling").
 */
export const postThreadComment = <T>(path: string, commentText: string, label: string): Promise<WriteResult<T>> => sendWrite<T>({
  kind: 'comment', method: 'POST', url: path, body: { commentText }, label, place: path, refresh: [[path]],
});

/** The rider's comments on this thread still in the outbox (waiting, or refused on return). */
export interface WaitingComment { id: string; commentText: string; refusal?: string }

/** Comments per page of a thread. */
export const COMMENT_PAGE_SIZE = 20;

/**
 * Counts a comment the rider just posted in a cached thread (oldest first, offset pages): every page's total grows
 * by one, and when the whole thread is loaded the comment joins its last page. With pages still to load it is not
 * put in a page, where it would shift the next page's offset; Load More brings it from the server in its place.
 * Returns whether it joined a page.
 */
export function addPostedComment<T extends { id: string }>(queryClient: QueryClient, path: string, comment: T): boolean {
  let joined = false;
  queryClient.setQueryData<InfiniteData<PagedListPage<T>, QueryParams>>(pagedListKey(path, {}, COMMENT_PAGE_SIZE), (data) => {
    if (!data || data.pages.length === 0) return data;
    const loaded = data.pages.reduce((count, page) => count + page.items.length, 0);
    const pages = data.pages.map((page) => ({ ...page, total: page.total + 1 }));
    if (loaded >= data.pages[data.pages.length - 1].total) {
      const last = pages[pages.length - 1];
      pages[pages.length - 1] = { ...last, items: [...last.items, comment] };
      joined = true;
    }
    return { ...data, pages };
  });
  return joined;
}

/**
 * A comment thread (GET `path`, oldest first, Load More) plus the comments the rider posted here, shown at once
 * after the loaded ones even while older pages are still to load. `addPosted` records a new comment.
 */
export function useCommentThread<T extends { id: string }>(path: string, enabled = true) {
  const queryClient = useQueryClient();
  const list = usePagedList<T>(path, {}, COMMENT_PAGE_SIZE, enabled);
  const [posted, setPosted] = useState<T[]>([]);
  const waiting: WaitingComment[] = useOutboxEntries({ kind: 'comment', place: path }).map((entry) => ({
    id: entry.id, commentText: String(entry.body?.commentText ?? ''), refusal: entry.refusal,
  }));
  const loadedIds = new Set(list.items.map((item) => item.id));
  const items = [...list.items, ...posted.filter((comment) => !loadedIds.has(comment.id))];
  return {
    ...list,
    items,
    waiting,
    total: Math.max(list.total, items.length),
    addPosted(comment: T) {
      if (!addPostedComment(queryClient, path, comment)) setPosted((current) => [...current, comment]);
    },
    /** The writer rewrites one of their comments (PATCH `path`/id); it is replaced where it is shown. */
    async editComment(commentId: string, commentText: string) {
      const edited = (await (await apiRequest('PATCH', `${path}/${commentId}`, { commentText })).json()) as T;
      const swap = (comment: T) => (comment.id === commentId ? edited : comment);
      setPosted((current) => current.map(swap));
      updatePages<T>(queryClient, path, (page) => ({ ...page, items: page.items.map(swap) }));
    },
    /** The writer deletes one of their comments (DELETE `path`/id); the thread's count drops by one. */
    async deleteComment(commentId: string) {
      await apiRequest('DELETE', `${path}/${commentId}`);
      setPosted((current) => current.filter((comment) => comment.id !== commentId));
      updatePages<T>(queryClient, path, (page) => ({
        ...page, total: Math.max(0, page.total - 1), items: page.items.filter((comment) => comment.id !== commentId),
      }));
    },
  };
}

function updatePages<T>(queryClient: QueryClient, path: string, change: (page: PagedListPage<T>) => PagedListPage<T>) {
  queryClient.setQueryData<InfiniteData<PagedListPage<T>, QueryParams>>(pagedListKey(path, {}, COMMENT_PAGE_SIZE),
    (data) => (data ? { ...data, pages: data.pages.map(change) } : data));
}

export type CommentThread<T extends { id: string }> = ReturnType<typeof useCommentThread<T>>;
