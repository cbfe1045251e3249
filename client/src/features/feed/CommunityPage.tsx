import { MessagesSquare, PenSquare } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedLoadMore, PagedResults } from '@/components/ui/paged-results';
import { lazyDialog, useLazyDialog } from '@/components/ui/lazy-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { LOGIN_URL, useAuth } from '@/features/auth';
import { FeedItemCard } from './FeedItemCard';
import { useFeed } from './api';

const CreatePostDialog = lazyDialog(() => import('./CreatePostDialog').then((module) => module.CreatePostDialog));

/** Signed in it opens the post form; signed out it is a plain navigation to log in. */
function CreatePostButton({ onCreate }: { onCreate: () => void }) {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) {
    return (
      <Button disabled>
        <PenSquare aria-hidden="true" />
        Create Post
      </Button>
    );
  }
  if (!isAuthenticated) {
    return (
      <a href={LOGIN_URL} className={buttonClasses()}>
        <PenSquare aria-hidden="true" />
        Create Post
      </a>
    );
  }
  return (
    <Button onClick={onCreate}>
      <PenSquare aria-hidden="true" />
      Create Post
    </Button>
  );
}

function FeedSkeleton() {
  return (
    <div className="space-y-4" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <Card key={index} className="space-y-3 p-4 sm:p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="h-10 w-10 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
        </Card>
      ))}
    </div>
  );
}

export default function CommunityPage() {
  const feed = useFeed();
  const createPost = useLazyDialog();
  const openCreate = createPost.openDialog;

  return (
    <div className="container max-w-2xl space-y-6 py-8 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="font-display text-3xl font-bold sm:text-4xl">Community</h1>
          <p className="text-muted-foreground">Runs, photos, reviews and news from riders on the road.</p>
        </div>
        <CreatePostButton onCreate={openCreate} />
      </header>
      <PagedResults
        list={feed}
        loading={<FeedSkeleton />}
        errorTitle="Could not load the feed"
        empty={(
          <EmptyState
            icon={MessagesSquare}
            title="No feed items yet. Be the first to post!"
            action={<CreatePostButton onCreate={openCreate} />}
          />
        )}
      >
        <ul className="space-y-4" aria-label="Community feed">
          {feed.items.map((item) => (
            <li key={item.id}>
              <FeedItemCard item={item} />
            </li>
          ))}
        </ul>
        <PagedLoadMore list={feed} />
      </PagedResults>
      <CreatePostDialog {...createPost.dialogProps} />
    </div>
  );
}
