// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '@/test-utils';
import { FeedItemCard } from './FeedItemCard';
import { feedItem } from './test-feed';

afterEach(cleanup);

const now = new Date('2026-05-10T12:00:00Z');

describe('FeedItemCard', () => {
  it('shows the poster initials, name, relative time, text and kind', () => {
    renderWithApp(<FeedItemCard now={now} item={feedItem({ createdAt: '2026-05-10T09:00:00Z', content: 'Fresh drag tonight' })} />);
    const card = screen.getByRole('article', { name: 'Post by Jane Doe' });
    expect(card.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('JD');
    expect(within(card).getByText('Jane Doe')).toBeTruthy();
    expect(within(card).getByText('3 hours ago').getAttribute('datetime')).toBe('2026-05-10T09:00:00Z');
    expect(within(card).getByText('Fresh drag tonight')).toBeTruthy();
    expect(within(card).getByText('Post')).toBeTruthy();
    expect(within(card).queryAllByRole('link')).toHaveLength(0);
  });

  it('links the arena and event badges to their pages', () => {
    renderWithApp(
      <FeedItemCard
        now={now}
        item={feedItem({ type: 'event', arenaId: 'a1', arenaName: 'Lazy E Arena', eventId: 'e1', eventName: 'Spring Fling' })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Lazy E Arena' }).getAttribute('href')).toBe('/arena/a1');
    expect(screen.getByRole('link', { name: 'Spring Fling' }).getAttribute('href')).toBe('/event/e1');
    expect(screen.getByText('Event')).toBeTruthy();
  });

  it('shows an http(s) photo and hides it when it fails to load', () => {
    renderWithApp(
      <FeedItemCard now={now} item={feedItem({ type: 'photo', photoUrl: 'https://example.com/run.jpg', arenaName: 'Lazy E Arena', arenaId: 'a1' })} />,
    );
    const photo = screen.getByRole('img', { name: 'Photo shared by Jane Doe at Lazy E Arena' });
    expect(photo.getAttribute('src')).toBe('https://example.com/run.jpg');
    fireEvent.error(photo);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('never renders a javascript: photo', () => {
    renderWithApp(<FeedItemCard now={now} item={feedItem({ type: 'photo', photoUrl: 'javascript:alert(1)' })} />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the avatar picture when the poster has one', () => {
    const { container } = renderWithApp(<FeedItemCard now={now} item={feedItem({ userAvatar: 'https://example.com/me.png' })} />);
    expect(container.querySelector('img[src="https://example.com/me.png"]')).not.toBeNull();
  });
});
