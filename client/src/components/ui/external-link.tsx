import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { isHttpUrl } from '@shared/http-url';

interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string | null | undefined;
  children: ReactNode;
  /** Rendered instead when the address is missing or not http(s). */
  fallback?: ReactNode;
}

/**
 * A link to an address a user entered. Only http(s) addresses ever become links (never javascript: or data:);
 * they open in a new tab without giving the other site a handle on this one.
 */
export function ExternalLink({ href, children, fallback = null, ...props }: ExternalLinkProps) {
  if (!href || !isHttpUrl(href)) return <>{fallback}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" {...props}>
      {children}
    </a>
  );
}

/** An image URL a user entered, or null when it is not http(s) or a same-site path. */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return isHttpUrl(url) ? url : null;
}
