import { Link } from 'wouter';
import { LogIn, LogOut } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { useDropdown } from '@/hooks/use-dropdown';
import { cn } from '@/lib/cn';
import { userDisplayName, userInitials } from '@/lib/user-display';
import { LOGOUT_URL, useAuth, useLoginUrl } from '@/features/auth';
import { forgetRiderOnLogOut } from '@/features/offline';

/** The signed-in profile menu entries, in order. */
const signedInLinks = [
  { href: '/profile', label: 'Profile' },
  { href: '/calendar', label: 'My Events' },
  { href: '/trips', label: 'My Trips' },
  { href: '/arenas/create', label: 'Register Arena' },
  { href: '/events/create', label: 'Create Event' },
] as const;

const itemClasses =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-popover-foreground transition-colors '
  + 'hover:bg-muted focus-visible:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function ProfileMenu() {
  const { user, isLoading } = useAuth();
  const menu = useDropdown();
  // Logging in brings the rider back to the page they were on.
  const loginUrl = useLoginUrl();

  return (
    <div className="relative">
      <button
        type="button"
        {...menu.buttonProps}
        aria-label={user ? `Account menu for ${userDisplayName(user)}` : 'Account menu'}
        className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        <Avatar imageUrl={user?.profileImageUrl} fallback={userInitials(user)} />
      </button>

      {menu.open && (
        <div
          {...menu.panelProps}
          className="absolute right-0 z-50 mt-2 w-64 rounded-lg border bg-popover p-1.5 shadow-lg animate-menu-in"
        >
          {isLoading ? (
            <button type="button" disabled className={cn(itemClasses, 'cursor-not-allowed opacity-60')}>
              Loading...
            </button>
          ) : user ? (
            <>
              <div className="border-b px-3 pb-2.5 pt-1.5">
                <div className="truncate text-sm font-semibold">{userDisplayName(user)}</div>
                {user.email && <p className="truncate text-xs text-muted-foreground">{user.email}</p>}
              </div>
              <ul className="py-1">
                {[...signedInLinks, ...(user.role === 'moderator' || user.role === 'admin' ? [{ href: '/admin', label: 'Moderation' }] : [])].map(({ href, label }) => (
                  <li key={href}>
                    <Link href={href} className={itemClasses} onClick={menu.close}>
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
              <div className="border-t pt-1">
                <a
                  href={LOGOUT_URL}
                  className={itemClasses}
                  onClick={(event) => {
                    // What the phone kept of the rider goes first (asking when writes still wait to send).
                    event.preventDefault();
                    void forgetRiderOnLogOut().then((leave) => { if (leave) window.location.assign(LOGOUT_URL); });
                  }}
                >
                  <LogOut aria-hidden="true" className="h-4 w-4" />
                  Log Out
                </a>
              </div>
            </>
          ) : (
            <a href={loginUrl} className={itemClasses}>
              <LogIn aria-hidden="true" className="h-4 w-4" />
              Log In / Register
            </a>
          )}
        </div>
      )}
    </div>
  );
}
