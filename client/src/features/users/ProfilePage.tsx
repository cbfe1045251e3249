import { useState } from 'react';
import { UserRound } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { lazyDialog, useLazyDialog } from '@/components/ui/lazy-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { PageSpinner } from '@/components/ui/spinner';
import { userInitials } from '@/lib/user-display';
import { LOGIN_URL, useAuth } from '@/features/auth';
import { useMyProfile, useRefreshProfileOnVisit } from './api';
import { FollowedArenasList, FollowedProducersList, SavedEventsList } from './ProfileLists';
import { ProfileSummary } from './ProfileSummary';
import { ProfileTabs, type ProfileTab } from './ProfileTabs';

const EditProfileDialog = lazyDialog(() => import('./EditProfileDialog').then((module) => module.EditProfileDialog));

type TabId = 'saved-events' | 'arenas' | 'producers';

function LoginPrompt() {
  return (
    <div className="container flex justify-center py-12">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <UserRound aria-hidden="true" className="h-10 w-10 text-muted-foreground" />
          <h1 className="text-xl font-semibold">Your Profile</h1>
          <CardDescription>Log in to see your profile, saved events and the arenas and producers you follow.</CardDescription>
        </CardHeader>
        <CardContent>
          <a href={LOGIN_URL} className={buttonClasses({ className: 'w-full sm:w-auto' })}>Log In / Register</a>
        </CardContent>
      </Card>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-6">
      <Card className="flex flex-col items-center gap-4 p-6 sm:flex-row">
        <Skeleton className="h-24 w-24 rounded-full" />
        <div className="w-full flex-1 space-y-2">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-full max-w-md" />
        </div>
      </Card>
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

/** The signed-in rider's own profile: who they are, their counts, and the tabs of what they saved and follow. */
export default function ProfilePage() {
  const { user, isLoading: authLoading, isAuthenticated } = useAuth();
  const profile = useMyProfile(isAuthenticated);
  const [tab, setTab] = useState<TabId>('saved-events');
  const editProfile = useLazyDialog();
  useRefreshProfileOnVisit();

  if (authLoading) return <PageSpinner label="Loading your profile" />;
  if (!isAuthenticated) return <LoginPrompt />;

  let content;
  if (profile.isLoading) {
    content = <ProfileSkeleton />;
  } else if (profile.isError || !profile.data) {
    content = (
      <ErrorState
        title="Could not load your profile"
        message={profile.error instanceof Error ? profile.error.message : undefined}
        onRetry={() => void profile.refetch()}
      />
    );
  } else {
    const view = profile.data;
    const tabs: ProfileTab<TabId>[] = [
      { id: 'saved-events', label: 'Saved Events', count: view.savedEventsCount },
      { id: 'arenas', label: 'Followed Arenas', count: view.followedArenasCount },
      { id: 'producers', label: 'Followed Producers', count: view.followedProducersCount },
    ];
    content = (
      <>
        <ProfileSummary view={view} fallbackInitials={userInitials(user)} onEdit={editProfile.openDialog} />
        <section aria-label="Saved and followed" className="space-y-4">
          <ProfileTabs label="Saved and followed" tabs={tabs} selected={tab} onSelect={setTab}>
            {tab === 'saved-events' && <SavedEventsList />}
            {tab === 'arenas' && <FollowedArenasList />}
            {tab === 'producers' && <FollowedProducersList />}
          </ProfileTabs>
        </section>
        <EditProfileDialog view={view} {...editProfile.dialogProps} />
      </>
    );
  }

  return <div className="container max-w-3xl space-y-6 py-8 sm:py-10">{content}</div>;
}
