// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ArenaDetail, ArenaGalleryPhoto } from '@shared/contracts/arenas';
import { GALLERY_PAGE_PHOTOS } from '@shared/contracts/paging';
import { arenaDetail } from '@/testing/fixtures/arenas';
import { fakeApi, json, noContent } from '@/testing/api-server';
import { renderWithApp } from '@/test-utils';
import { arenaPaths } from './api';
import { ArenaGallery } from './ArenaGallery';
import { wrapIndex } from './PhotoLightbox';

afterEach(cleanup);

const galleryPhoto = (url: string, overrides: Partial<ArenaGalleryPhoto> = {}): ArenaGalleryPhoto => ({
  id: crypto.randomUUID(), url, photoType: 'arena', uploadId: null, uploadedBy: null, createdAt: new Date().toISOString(), ...overrides,
});
const photos = [1, 2, 3].map((version) => `${arenaPaths.placeholderImage}?v=${version}`);
const gallery = photos.map((url) => galleryPhoto(url));
/** The gallery of an arena named Rio that came with `photos` (and holds them all unless `more` says otherwise). */
const render = (photos: ArenaGalleryPhoto[], viewerId: string | null, more: Partial<ArenaDetail> = {}) =>
  renderWithApp(<ArenaGallery arena={arenaDetail({ name: 'Rio', gallery: photos, ...more })} viewerId={viewerId} />);
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
  it('opens the photo that was clicked, with a counter', async () => {
    render(gallery, null);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 2 of 3' }));
    // The viewer's code loads with the first photo opened.
    expect(await screen.findByRole('dialog', { name: 'Rio photos' })).toBeTruthy();
    expect(counter()).toBe('2 / 3');
    expect(shown()).toBe(photos[1]);
  });

  it('wraps around with the next and previous buttons', async () => {
    render(gallery, null);
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 3 of 3' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next photo' }));
    expect(counter()).toBe('1 / 3');
    expect(shown()).toBe(photos[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(counter()).toBe('3 / 3');
  });

  it('steps with the arrow keys and closes with Escape', async () => {
    render(gallery, null);
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 1 of 3' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(counter()).toBe('3 / 3');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(counter()).toBe('2 / 3');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives the focus back to the thumbnail it was opened from, not the page', async () => {
    render(gallery, null);
    const opener = screen.getByRole('button', { name: 'Open photo 2 of 3' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(await screen.findByRole('button', { name: 'Next photo' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('shows a single photo without a lightbox, and nothing without photos', () => {
    render([gallery[0]], null);
    expect(screen.getByRole('img', { name: 'Rio: photo 1 of 1' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    const { container } = render([galleryPhoto('javascript:alert(1)')], null);
    expect(container.innerHTML).toBe('');
  });

  it("offers Delete only on the rider's own uploaded photos, and deletes the upload after confirming", async () => {
    const uploadId = '44444444-4444-4444-8444-444444444444';
    const mine = galleryPhoto(`/uploads/${uploadId}/1000.webp`, { uploadId, uploadedBy: 'me' });
    const theirs = galleryPhoto('/uploads/55555555-5555-4555-8555-555555555555/1000.webp', { uploadId: '55555555-5555-4555-8555-555555555555', uploadedBy: 'them' });
    const api = fakeApi({ [`DELETE /api/uploads/${uploadId}`]: () => noContent() });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    render([mine, theirs], "me");
    expect(screen.getByRole('img', { name: 'Rio: photo 1 of 2' }).getAttribute('srcset')).toContain(`/uploads/${uploadId}/2000.webp 2000w`);
    expect(screen.queryByRole('button', { name: 'Delete your photo 2' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete your photo 1' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'DELETE')).toBe(true));
  });

  it("offers Report in the lightbox on other riders' photos, not on the rider's own", async () => {
    fakeApi({}, { user: { id: 'me', email: 'me@example.com', firstName: 'Me', lastName: 'Rider', profileImageUrl: null } });
    const mine = galleryPhoto(photos[0], { uploadedBy: 'me' });
    const theirs = galleryPhoto(photos[1], { uploadedBy: 'them' });
    render([mine, theirs], "me");
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 2 of 2' }));
    expect(await screen.findByRole('button', { name: 'Report this photo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Report this photo' })).toBeNull());
  });

  it('starts from the newest photos the arena came with and reads the rest a page at a time with More Photos', async () => {
    const all = Array.from({ length: 30 }, (_, index) => galleryPhoto(`${arenaPaths.placeholderImage}?photo=${index + 1}`));
    const arenaId = '66666666-6666-4666-8666-666666666666';
    const api = fakeApi({
      [`GET ${arenaPaths.photos(arenaId)}`]: ({ url }) => {
        const offset = Number(url.searchParams.get('offset'));
        return json(all.slice(offset, offset + Number(url.searchParams.get('limit'))), { total: all.length });
      },
    });
    render(all.slice(0, GALLERY_PAGE_PHOTOS), null, { id: arenaId, photoCount: all.length });
    const thumbnails = () => screen.getAllByRole('img').map((image) => image.getAttribute('alt'));
    expect(thumbnails()).toHaveLength(GALLERY_PAGE_PHOTOS);
    expect(screen.getByRole('button', { name: `Open photo 1 of ${all.length}` })).toBeTruthy();
    expect(screen.getByText(`Showing ${GALLERY_PAGE_PHOTOS} of ${all.length}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'More Photos' }));
    await waitFor(() => expect(thumbnails()).toHaveLength(2 * GALLERY_PAGE_PHOTOS));
    fireEvent.click(screen.getByRole('button', { name: 'More Photos' }));
    await waitFor(() => expect(thumbnails()).toHaveLength(all.length));
    expect(thumbnails().at(-1)).toBe(`Rio: photo ${all.length} of ${all.length}`);
    expect(screen.queryByRole('button', { name: 'More Photos' })).toBeNull();
    const offsets = api.requests.filter((request) => request.url.pathname === arenaPaths.photos(arenaId))
      .map((request) => request.url.searchParams.get('offset'));
    expect(offsets).toEqual([String(GALLERY_PAGE_PHOTOS), String(2 * GALLERY_PAGE_PHOTOS)]);
    // The lightbox browses every loaded photo.
    fireEvent.click(screen.getByRole('button', { name: `Open photo ${all.length} of ${all.length}` }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(counter()).toBe(`${all.length} / ${all.length}`);
  });

  it('reads the next page when the lightbox steps past the last loaded photo, and wraps back to the last loaded one', async () => {
    const all = Array.from({ length: 15 }, (_, index) => galleryPhoto(`${arenaPaths.placeholderImage}?photo=${index + 1}`));
    const arenaId = '77777777-7777-4777-8777-777777777777';
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => { answer = resolve; });
    fakeApi({
      [`GET ${arenaPaths.photos(arenaId)}`]: async ({ url }) => {
        await answered;
        return json(all.slice(Number(url.searchParams.get('offset'))), { total: all.length });
      },
    });
    render(all.slice(0, GALLERY_PAGE_PHOTOS), null, { id: arenaId, photoCount: all.length });
    fireEvent.click(screen.getByRole('button', { name: `Open photo 1 of ${all.length}` }));
    fireEvent.click(await screen.findByRole('button', { name: 'Previous photo' }));
    expect(counter()).toBe(`${GALLERY_PAGE_PHOTOS} / ${all.length}`);
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toBe(`${GALLERY_PAGE_PHOTOS + 1} / ${all.length}`);
    expect(screen.getByRole('status').textContent).toBe(`Loading photo ${GALLERY_PAGE_PHOTOS + 1}...`);
    // A second press while the page loads stays on the photo coming.
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toBe(`${GALLERY_PAGE_PHOTOS + 1} / ${all.length}`);
    answer();
    await waitFor(() => expect(shown()).toBe(all[GALLERY_PAGE_PHOTOS].url));
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toBe(`${all.length} / ${all.length}`);
    // Everything loaded: Next wraps around to the first.
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toBe(`1 / ${all.length}`);
  });

  it('offers no More Photos when the arena came with its whole gallery', () => {
    render(gallery, null);
    expect(screen.queryByRole('button', { name: 'More Photos' })).toBeNull();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });
});
