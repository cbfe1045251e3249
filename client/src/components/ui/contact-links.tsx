import { Globe, Mail, Phone } from 'lucide-react';
import { cn } from '@/lib/cn';
import { ExternalLink } from './external-link';

export interface ContactDetails {
  phone?: string | null;
  email?: string | null;
  website?: string | null;
}

/** A dialable tel: address: digits and a leading +, nothing else. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** 'example.com' from 'https://www.example.com/path', for showing a website in a line of text. */
export function websiteLabel(website: string): string {
  try {
    return new URL(website).hostname.replace(/^www\./, '');
  } catch {
    return website;
  }
}

const iconLinkClasses =
  'inline-flex h-10 w-10 items-center justify-center rounded-full border bg-card text-foreground transition-colors '
  + 'hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4';

/**
 * Phone (tel:), email (mailto:) and website links of a listing. `icons`: round icon buttons named for `name`
 * (for cards); `list`: one line each with the number, address or site shown. Websites open only when http(s).
 */
export function ContactLinks({ contact, name, variant = 'list', className }: {
  contact: ContactDetails;
  /** Whose contact this is, for the icon links' accessible names. */
  name: string;
  variant?: 'icons' | 'list';
  className?: string;
}) {
  const { phone, email, website } = contact;
  if (variant === 'icons') {
    return (
      <div className={cn('flex items-center gap-2', className)}>
        {phone && (
          <a href={telHref(phone)} aria-label={`Call ${name}`} title={phone} className={iconLinkClasses}>
            <Phone aria-hidden="true" />
          </a>
        )}
        {email && (
          <a href={`mailto:${email}`} aria-label={`Email ${name}`} title={email} className={iconLinkClasses}>
            <Mail aria-hidden="true" />
          </a>
        )}
        <ExternalLink href={website} aria-label={`Visit the website of ${name}`} title={website ?? undefined} className={iconLinkClasses}>
          <Globe aria-hidden="true" />
        </ExternalLink>
      </div>
    );
  }
  const rowClasses = 'inline-flex min-h-9 items-center gap-2 break-all text-sm text-primary underline-offset-4 hover:underline';
  return (
    <ul className={cn('space-y-1', className)}>
      {phone && (
        <li>
          <a href={telHref(phone)} className={rowClasses}>
            <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
            {phone}
          </a>
        </li>
      )}
      {email && (
        <li>
          <a href={`mailto:${email}`} className={rowClasses}>
            <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
            {email}
          </a>
        </li>
      )}
      {website && (
        <li>
          <ExternalLink href={website} className={rowClasses} fallback={<span className="text-sm">{website}</span>}>
            <Globe aria-hidden="true" className="h-4 w-4 shrink-0" />
            {websiteLabel(website)}
          </ExternalLink>
        </li>
      )}
    </ul>
  );
}

/** True when there is at least one way to get in touch. */
export const hasContact = ({ phone, email, website }: ContactDetails) => Boolean(phone || email || website);
