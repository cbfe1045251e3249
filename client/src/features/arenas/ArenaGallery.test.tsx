// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { arenaPaths } from './api';
import { ArenaGallery } from './ArenaGallery';
import { wrapIndex } from './PhotoLightbox';

afterEach(cleanup);

const photos = [1, 2, 3].map((version) => `${arenaPaths.placeholderImage}?v=${version}`);
const counter = () => screen.getByTestId('lightbox-counter').textContent;
const shown = () => screen.getByRole('dialog').querySelector('img')?.getAttribute('src');

describe('wrapIndex', () => {
  it('wraps around both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
  });
});

describe('ArenaGallery', () => {
  it('opens the photo that was clicked, with a counter', () => {
    render(<ArenaGallery photos={photos} arenaName="Rio" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 2 of 3' }));
    expect(screen.getByRole('dialog', { name: 'Rio photos' })).toBeTruthy();
    expect(counter()).toBe('2 / 3');
    expect(shown()).toBe(photos[1]);
  });

  it('wraps around with the next and previous buttons', () => {
    render(<ArenaGallery photos={photos} arenaName="Rio" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 3 of 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toBe('1 / 3');
    expect(shown()).toBe(photos[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(counter()).toBe('3 / 3');
  });

  it('steps with the arrow keys and closes with Escape', () => {
    render(<ArenaGallery photos={photos} arenaName="Rio" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 1 of 3' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(counter()).toBe('3 / 3');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(counter()).toBe('2 / 3');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives the focus back to the thumbnail it was opened from, not the page', async () => {
    render(<ArenaGallery photos={photos} arenaName="Rio" />);
    const opener = screen.getByRole('button', { name: 'Open photo 2 of 3' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('shows a single photo without a lightbox, and nothing without photos', () => {
    const { container, rerender } = render(<ArenaGallery photos={[photos[0]]} arenaName="Rio" />);
    expect(screen.getByRole('img', { name: 'Rio: photo 1 of 1' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<ArenaGallery photos={['javascript:alert(1)']} arenaName="Rio" />);
    expect(container.innerHTML).toBe('');
  });
});
