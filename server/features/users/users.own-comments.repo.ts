import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { eventComments, feedPostComments } from '@shared/schema';
import type { Queryable } from '../../db/client';
import { lockOwnRow } from '../../db/own-row';

type CommentTable = typeof eventComments | typeof feedPostComments;

/** Where a comment lives: its table, and the thread (event or post) the path names. */
export interface CommentThreadRef {
  table: CommentTable;
  parentColumn: AnyPgColumn;
  parentId: string;
}

/** The comment of that thread; 404 when it is not there, 403 when someone else wrote it. */
const lockOwnComment = (db: Queryable, { table, parentColumn, parentId }: CommentThreadRef, commentId: string, userId: string) =>
  lockOwnRow(db, {
    table, id: table.id, author: table.userId, notFound: 'Comment not found', notYours: 'You can only change your own comments',
  }, commentId, userId, eq(parentColumn, parentId));

/** Its writer rewrites a comment; it is marked edited. */
export async function editOwnComment(db: Queryable, thread: CommentThreadRef, commentId: string, userId: string, commentText: string) {
  await lockOwnComment(db, thread, commentId, userId);
  await db.update(thread.table as typeof eventComments).set({ commentText, editedAt: new Date() }).where(eq(thread.table.id, commentId));
}

/** Its writer deletes a comment (nothing else refers to one). */
export async function deleteOwnComment(db: Queryable, thread: CommentThreadRef, commentId: string, userId: string) {
  await lockOwnComment(db, thread, commentId, userId);
  await db.delete(thread.table as typeof eventComments).where(eq(thread.table.id, commentId));
}
