import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { eventComments, feedPostComments } from '@shared/schema';
import type { Queryable } from '../../db/client';
import { Forbidden, NotFound } from '../../http/errors';

type CommentTable = typeof eventComments | typeof feedPostComments;

/** Where a comment lives: its table, and the thread (event or post) the path names. */
export interface CommentThreadRef {
  table: CommentTable;
  parentColumn: AnyPgColumn;
  parentId: string;
}

/** The comment of that thread; 404 when it is not there, 403 when someone else wrote it. */
async function ownComment(db: Queryable, { table, parentColumn, parentId }: CommentThreadRef, commentId: string, userId: string) {
  const [comment] = await db.select({ userId: table.userId }).from(table as typeof eventComments)
    .where(and(eq(table.id, commentId), eq(parentColumn, parentId)));
  if (!comment) throw new NotFound('Comment not found');
  if (comment.userId !== userId) throw new Forbidden('You can only change your own comments');
}

/** Its writer rewrites a comment; it is marked edited. */
export async function editOwnComment(db: Queryable, thread: CommentThreadRef, commentId: string, userId: string, commentText: string) {
  await ownComment(db, thread, commentId, userId);
  await db.update(thread.table as typeof eventComments).set({ commentText, editedAt: new Date() }).where(eq(thread.table.id, commentId));
}

/** Its writer deletes a comment (nothing else refers to one). */
export async function deleteOwnComment(db: Queryable, thread: CommentThreadRef, commentId: string, userId: string) {
  await ownComment(db, thread, commentId, userId);
  await db.delete(thread.table as typeof eventComments).where(eq(thread.table.id, commentId));
}
