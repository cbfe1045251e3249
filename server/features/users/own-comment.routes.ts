import type { Router } from 'express';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { requireUser, userIdOf } from '../../auth/require-user';
import { parseId } from '../../http/params';
import { deleteOwnComment, editOwnComment, type CommentThreadRef } from './users.own-comments.repo';

const COMMENT_NOT_FOUND = 'Comment not found';

/**
 * PATCH and DELETE `path` (ending in ':commentId') for a thread's comments, by their writer only. The thread is the
 * path's `parentParam`; `find` answers the edited comment in the thread's own shape; `onDeleted` tidies after a delete.
 */
export function ownCommentRoutes(router: Router, db: Database, options: {
  path: string;
  parentParam: string;
  parentNotFound: string;
  table: CommentThreadRef['table'];
  parentColumn: CommentThreadRef['parentColumn'];
  schema: z.ZodType<{ commentText: string }>;
  find: (db: Database, commentId: string) => Promise<unknown>;
  onDeleted?: (commentId: string) => Promise<void>;
}) {
  const threadOf = (params: Record<string, unknown>): CommentThreadRef => ({
    table: options.table, parentColumn: options.parentColumn, parentId: parseId(params[options.parentParam], options.parentNotFound),
  });

  router.patch(options.path, requireUser, async (req, res) => {
    const thread = threadOf(req.params);
    const commentId = parseId(req.params.commentId, COMMENT_NOT_FOUND);
    const { commentText } = options.schema.parse(req.body);
    await editOwnComment(db, thread, commentId, userIdOf(req), commentText);
    res.json(await options.find(db, commentId));
  });

  router.delete(options.path, requireUser, async (req, res) => {
    const thread = threadOf(req.params);
    const commentId = parseId(req.params.commentId, COMMENT_NOT_FOUND);
    await deleteOwnComment(db, thread, commentId, userIdOf(req));
    await options.onDeleted?.(commentId);
    res.status(204).end();
  });
}
