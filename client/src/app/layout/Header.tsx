import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { Menu, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDropdown } from '@/hooks/use-dropdown';
import { NotificationBell } from '@/features/notifications';
import { Logo } from './Logo';
import { NavLinks } from './NavLinks';
import { ProfileMenu } from './ProfileMenu';
import { ThemeToggle } from './ThemeToggle';

export function Header() {
  const [location] = useLocation();
  const mobileNav = useDropdown<HTMLElement>();
  const { close: closeMobileNav } = mobileNav;

  useEffect(() => {
    closeMobileNav();
  }, [location, closeMobileNav]);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <div className="container flex h-16 items-center gap-2 sm:gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden xl:block">
          <NavLinks layout="row" />
        </nav>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <NotificationBell />
          <ThemeToggle />
          <div className="ml-1">
            <ProfileMenu />
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="ml-1 xl:hidden"
            {...mobileNav.buttonProps}
            aria-label={mobileNav.open ? 'Close menu' : 'Open menu'}
          >
            {mobileNav.open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {mobileNav.open && (
        <nav
          {...mobileNav.panelProps}
          aria-label="Main"
          className="border-t bg-background px-4 pb-4 pt-2 shadow-md animate-menu-in xl:hidden"
        >
          <NavLinks layout="column" onNavigate={mobileNav.close} />
        </nav>
      )}
    </header>
  );
}
