// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { HotelGalleryPhoto } from '@shared/contracts/hotels';
import { GALLERY_PAGE_PHOTOS } from '@shared/contracts/paging';
import { fakeApi, json, noContent } from '@/testing/api-server';
import { renderWithApp } from '@/test-utils';
import { hotelPaths } from './api';
import { hotelDetailFixture } from './hotel-fixtures';
import { HotelGallery } from './HotelGallery';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-toast', () => ({ toast: toastMock }));
afterEach(cleanup);

const HOTEL = '11111111-1111-4111-8111-111111111111';
const upload = (n: number) => `aaaaaaaa-aaaa-4aaa-8aaa-${String(n).padStart(12, '0')}`;
const photo = (n: number, uploadedBy: string): HotelGalleryPhoto => ({
  id: `p${n}`, url: `/uploads/${upload(n)}/1000.webp`, uploadId: upload(n), uploadedBy, createdAt: new Date().toISOString(),
});

describe('HotelGallery', () => {
  it('shows the photos opening full size, deletes only the rider\'s own, and adds new uploads to the gallery', async () => {
    const api = fakeApi({
      'POST /api/uploads': () => json({ id: upload(7), url: `/uploads/${upload(7)}/1000.webp`, width: 1000, height: 750 }, { status: 201 }),
      [`POST /api/horse-hotels/${HOTEL}/photos`]: () => json(photo(7, 'me'), { status: 201 }),
      [`DELETE /api/uploads/${upload(1)}`]: () => noContent(),
      // The gallery is read again after a deletion or an addition.
      [`GET ${hotelPaths.photos(HOTEL)}`]: () => json([photo(2, 'them')], { total: 1 }),
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithApp(<HotelGallery hotel={hotelDetailFixture({ id: HOTEL, gallery: [photo(1, 'me'), photo(2, 'them')] })} viewerId="me" />);
    expect(screen.getByRole('link', { name: 'Open photo 1 of 2 full size' }).getAttribute('href')).toBe(`/uploads/${upload(1)}/2000.webp`);
    expect(screen.queryByRole('button', { name: 'Delete your photo 2' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete your photo 1' }));

    fireEvent.change(screen.getByLabelText('Add photos'), { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'barn.jpg', { type: 'image/jpeg' })] } });
    const add = await screen.findByRole('button', { name: 'Add to gallery' }) as HTMLButtonElement;
    await waitFor(() => expect(add.disabled).toBe(false));
    fireEvent.click(add);
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Photo added' })));
    expect(api.requests.find((request) => request.method === 'POST' && request.url.pathname === hotelPaths.photos(HOTEL))?.body)
      .toEqual({ uploadId: upload(7) });
    expect(api.requests.some((request) => request.method === 'DELETE' && request.url.pathname === `/api/uploads/${upload(1)}`)).toBe(true);
  });

  it('shows nothing to a visitor when there are no photos', () => {
    fakeApi({});
    const { container } = renderWithApp(<HotelGallery hotel={hotelDetailFixture({ id: HOTEL })} viewerId={null} />);
    expect(container.innerHTML).toBe('');
  });

  it('starts from the newest photos the hotel came with and reads the rest a page at a time with More Photos', async () => {
    const all = Array.from({ length: 20 }, (_, index) => photo(index + 1, 'them'));
    const api = fakeApi({
      [`GET ${hotelPaths.photos(HOTEL)}`]: ({ url }) => {
        const offset = Number(url.searchParams.get('offset'));
        return json(all.slice(offset, offset + Number(url.searchParams.get('limit'))), { total: all.length });
      },
    });
    renderWithApp(<HotelGallery hotel={hotelDetailFixture({ id: HOTEL, gallery: all.slice(0, GALLERY_PAGE_PHOTOS), photoCount: all.length })} viewerId={null} />);
    const links = () => screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'));
    expect(links()).toHaveLength(GALLERY_PAGE_PHOTOS);
    expect(links()[0]).toBe(`Open photo 1 of ${all.length} full size`);
    fireEvent.click(screen.getByRole('button', { name: 'More Photos' }));
    await waitFor(() => expect(links()).toHaveLength(all.length));
    expect(screen.queryByRole('button', { name: 'More Photos' })).toBeNull();
    expect(screen.getByText(`Showing ${all.length} of ${all.length}`)).toBeTruthy();
    expect(api.requests.filter((request) => request.url.pathname === hotelPaths.photos(HOTEL))
      .map((request) => request.url.searchParams.get('offset'))).toEqual([String(GALLERY_PAGE_PHOTOS)]);
  });
});
