import { MapPin, Pencil } from 'lucide-react';
import type { UserProfile } from '@shared/contracts/users';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { safeImageUrl } from '@/components/ui/external-link';
import { nameInitials } from '@/lib/user-display';
import { profileDisplayName, visibleLocation } from './profile-display';

/** Who the rider is: avatar, name, @username, bio, location (when shown) and follower counts. */
export function ProfileSummary({ view, fallbackInitials, onEdit }: {
  view: UserProfile;
  /** Initials from the account's own name, used when the profile has no full name. */
  fallbackInitials: string;
  onEdit: () => void;
}) {
  const name = profileDisplayName(view);
  const location = visibleLocation(view.profile);
  const initials = view.profile.fullName?.trim() ? nameInitials(view.profile.fullName) : fallbackInitials;
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
        <Avatar imageUrl={safeImageUrl(view.avatarUrl)} fallback={initials} className="h-24 w-24 text-3xl" />
        <div className="min-w-0 flex-1 space-y-2">
          <div>
            <h1 className="break-words font-display text-2xl font-bold sm:text-3xl">{name}</h1>
            <p className="break-all text-muted-foreground">@{view.username}</p>
          </div>
          {location && (
            <p className="flex items-center justify-center gap-1 text-sm text-muted-foreground sm:justify-start" data-testid="profile-location">
              <MapPin aria-hidden="true" className="h-4 w-4" />
              {location}
            </p>
          )}
          {view.profile.bio?.trim() ? (
            <p className="whitespace-pre-line break-words">{view.profile.bio}</p>
          ) : (
            <p className="text-sm italic text-muted-foreground">No bio yet.</p>
          )}
          <p className="flex justify-center gap-5 pt-1 text-sm sm:justify-start">
            <span>
              <span className="font-semibold tabular-nums">{view.followerCount}</span>{' '}
              <span className="text-muted-foreground">{view.followerCount === 1 ? 'Follower' : 'Followers'}</span>
            </span>
            <span>
              <span className="font-semibold tabular-nums">{view.followingCount}</span>{' '}
              <span className="text-muted-foreground">Following</span>
            </span>
          </p>
        </div>
        <Button variant="outline" onClick={onEdit} className="w-full sm:w-auto">
          <Pencil aria-hidden="true" />
          Edit Profile
        </Button>
      </div>
    </Card>
  );
}
