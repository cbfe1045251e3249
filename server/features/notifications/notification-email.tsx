import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '@shared/constants';

/** One notification as an email shows it; `url` is absolute. */
export interface EmailedNotification {
  kind: NotificationKind;
  title: string;
  body: string | null;
  url: string;
}

/** Where the footer's links go: stopping these emails (no login needed) and every alert setting. */
export interface EmailFooterLinks {
  unsubscribeUrl: string;
  settingsUrl: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Digests list this many alerts; the rest are one link away. */
export const DIGEST_MAX_ITEMS = 50;

const BRAND = '#8B4513';
const MUTED = '#6b5a4c';

export function instantEmail(item: EmailedNotification, links: EmailFooterLinks): RenderedEmail {
  const label = NOTIFICATION_KIND_LABELS[item.kind];
  const reason = `You get this email because you chose email for "${label}" in your Cloverleaf alert settings.`;
  return {
    subject: item.title,
    text: [item.title, item.body, '', `Open it: ${item.url}`, '', '--', reason, footerText(links, `Stop emails about ${label}`)]
      .filter((line) => line !== null).join('\n'),
    html: page(item.title, (
      <>
        <Item item={item} />
        <p><a href={item.url} style={{ color: BRAND, fontWeight: 600 }}>Open in Cloverleaf</a></p>
        <Footer reason={reason} links={links} stopLabel={`Stop emails about ${label}`} />
      </>
    )),
  };
}

export function digestEmail(items: EmailedNotification[], links: EmailFooterLinks): RenderedEmail {
  const shown = items.slice(0, DIGEST_MAX_ITEMS);
  const more = items.length - shown.length;
  const subject = `Your Cloverleaf alerts: ${items.length} new`;
  const reason = 'You get this daily email because you chose a daily digest in your Cloverleaf alert settings.';
  const moreText = more > 0 ? `and ${more} more: ${links.settingsUrl}` : null;
  return {
    subject,
    text: [
      subject, '',
      ...shown.flatMap((item) => [`* ${item.title}`, ...(item.body ? [`  ${item.body}`] : []), `  ${item.url}`, '']),
      ...(moreText ? [moreText, ''] : []),
      '--', reason, footerText(links, 'Stop all Cloverleaf emails'),
    ].join('\n'),
    html: page(subject, (
      <>
        <h1 style={{ fontSize: '20px', margin: '0 0 16px' }}>{subject}</h1>
        {shown.map((item, index) => (
          <div key={index} style={{ borderTop: index ? '1px solid #e7ded5' : undefined, padding: '12px 0' }}>
            <Item item={item} linked />
          </div>
        ))}
        {more > 0 && <p><a href={links.settingsUrl} style={{ color: BRAND }}>{`and ${more} more in Cloverleaf`}</a></p>}
        <Footer reason={reason} links={links} stopLabel="Stop all Cloverleaf emails" />
      </>
    )),
  };
}

const footerText = (links: EmailFooterLinks, stopLabel: string) =>
  `${stopLabel}: ${links.unsubscribeUrl}\nAll alert settings: ${links.settingsUrl}`;

function Item({ item, linked = false }: { item: EmailedNotification; linked?: boolean }) {
  return (
    <>
      <p style={{ margin: '0 0 4px', fontSize: '16px', fontWeight: 600 }}>
        {linked ? <a href={item.url} style={{ color: BRAND }}>{item.title}</a> : item.title}
      </p>
      {item.body && <p style={{ margin: 0, color: MUTED }}>{item.body}</p>}
    </>
  );
}

function Footer({ reason, links, stopLabel }: { reason: string; links: EmailFooterLinks; stopLabel: string }) {
  return (
    <p style={{ marginTop: '32px', fontSize: '13px', color: MUTED }}>
      {reason}
      <br />
      <a href={links.unsubscribeUrl} style={{ color: MUTED }}>{stopLabel}</a>
      {' · '}
      <a href={links.settingsUrl} style={{ color: MUTED }}>All alert settings</a>
    </p>
  );
}

/** React escapes every text and attribute, so riders' words cannot become markup. */
function page(title: string, content: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, background: '#faf6f1', fontFamily: 'Helvetica, Arial, sans-serif', color: '#2b2118' }}>
        <div style={{ maxWidth: '560px', margin: '0 auto', padding: '24px', background: '#ffffff' }}>
          <p style={{ margin: '0 0 20px', color: BRAND, fontWeight: 700, fontSize: '18px' }}>Cloverleaf</p>
          {content}
        </div>
      </body>
    </html>,
  )}`;
}
