/** The header's main links, in order. */
export const mainNavLinks = [
  { href: '/', label: 'Home' },
  { href: '/events', label: 'Find Events' },
  { href: '/arenas', label: 'Find Arenas' },
  { href: '/horse-hotels', label: 'Find Horse Hotels' },
  { href: '/services', label: 'Find Services' },
  { href: '/community', label: 'Community' },
  { href: '/about', label: 'About' },
] as const;

/** A section's link stays highlighted on its sub-pages (/events/create), but Home only on '/'. */
export function isActivePath(location: string, href: string): boolean {
  if (href === '/') return location === '/';
  return location === href || location.startsWith(`${href}/`);
}
