import { buttonClasses } from '@/components/ui/button';

/** In place of the post box for visitors: why to log in, and the link to do it. */
export function CommentLoginPrompt({ message, loginUrl }: { message: string; loginUrl: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-muted/60 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm">{message}</p>
      <a href={loginUrl} className={buttonClasses({ size: 'sm' })}>Log In to Comment</a>
    </div>
  );
}
