import { Link, useLocation } from 'wouter';
import { cn } from '@/lib/cn';
import { isActivePath, mainNavLinks } from './main-nav-links';

interface NavLinksProps {
  /** 'row' for the wide header, 'column' for the small-screen dropdown. */
  layout: 'row' | 'column';
  onNavigate?: () => void;
}

export function NavLinks({ layout, onNavigate }: NavLinksProps) {
  const [location] = useLocation();
  return (
    <ul className={cn('flex', layout === 'row' ? 'items-center gap-1' : 'flex-col gap-1')}>
      {mainNavLinks.map(({ href, label }) => {
        const active = isActivePath(location, href);
        return (
          <li key={href}>
            <Link
              href={href}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              className={cn(
                'block whitespace-nowrap rounded-md font-medium transition-colors',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                layout === 'row' ? 'px-3 py-2 text-sm' : 'px-3 py-2.5 text-base',
                active
                  ? 'bg-primary/10 text-primary dark:bg-primary/15'
                  : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )}
            >
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
