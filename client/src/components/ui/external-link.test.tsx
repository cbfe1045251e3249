// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExternalLink, safeImageUrl } from './external-link';

afterEach(cleanup);

describe('ExternalLink', () => {
  it('links http(s) addresses in a new tab without an opener', () => {
    render(<ExternalLink href="https://saddlebook.example/enter">Enter</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Enter' });
    expect(link.getAttribute('href')).toBe('https://saddlebook.example/enter');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'JaVaScRiPt:alert(1)', 'not a url', ''])(
    'never renders %s as a link', (href) => {
      render(<ExternalLink href={href} fallback={<span>no link</span>}>Open</ExternalLink>);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText('no link')).toBeTruthy();
    },
  );

  it('keeps only http(s) or same-site image addresses', () => {
    expect(safeImageUrl('/images/arena.jpg?v=2')).toBe('/images/arena.jpg?v=2');
    expect(safeImageUrl('https://img.example/a.jpg')).toBe('https://img.example/a.jpg');
    expect(safeImageUrl('javascript:alert(1)')).toBeNull();
    expect(safeImageUrl('//evil.example/a.jpg')).toBeNull();
    expect(safeImageUrl(null)).toBeNull();
  });
});
