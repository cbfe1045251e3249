// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { HotelGalleryPhoto } from '@shared/contracts/hotels';
import { fakeApi, json, noContent } from '@/testing/api-server';
import { renderWithApp } from '@/test-utils';
import { HotelGallery } from './HotelGallery';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-toast', () => ({ toast: toastMock }));
afterEach(cleanup);

const HOTEL = '11111111-1111-4111-8111-111111111111';
const upload = (n: number) => `aaaaaaaa-aaaa-4aaa-8aaa-00000000000${n}`;
const photo = (n: number, uploadedBy: string): HotelGalleryPhoto => ({
  id: `p${n}`, url: `/uploads/${upload(n)}/1000.webp`, uploadId: upload(n), uploadedBy, createdAt: new Date().toISOString(),
});

describe('HotelGallery', () => {
  it('shows the photos opening full size, deletes only the rider\'s own, and adds new uploads to the gallery', async () => {
    const api = fakeApi({
      'POST /api/uploads': () => json({ id: upload(7), url: `/uploads/${upload(7)}/1000.webp`, width: 1000, height: 750 }, { status: 201 }),
      [`POST /api/horse-hotels/${HOTEL}/photos`]: () => json(photo(7, 'me'), { status: 201 }),
      [`DELETE /api/uploads/${upload(1)}`]: () => noContent(),
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithApp(<HotelGallery hotelId={HOTEL} hotelName="Aledo Stalls" photos={[photo(1, 'me'), photo(2, 'them')]} viewerId="me" />);
    expect(screen.getByRole('link', { name: 'Open photo 1 of 2 full size' }).getAttribute('href')).toBe(`/uploads/${upload(1)}/2000.webp`);
    expect(screen.queryByRole('button', { name: 'Delete your photo 2' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete your photo 1' }));

    fireEvent.change(screen.getByLabelText('Add photos'), { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'barn.jpg', { type: 'image/jpeg' })] } });
    const add = await screen.findByRole('button', { name: 'Add to gallery' }) as HTMLButtonElement;
    await waitFor(() => expect(add.disabled).toBe(false));
    fireEvent.click(add);
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Photo added' })));
    expect(api.requests.find((request) => request.url.pathname === `/api/horse-hotels/${HOTEL}/photos`)?.body).toEqual({ uploadId: upload(7) });
    expect(api.requests.some((request) => request.method === 'DELETE' && request.url.pathname === `/api/uploads/${upload(1)}`)).toBe(true);
  });

  it('shows nothing to a visitor when there are no photos', () => {
    fakeApi({});
    const { container } = renderWithApp(<HotelGallery hotelId={HOTEL} hotelName="Aledo Stalls" photos={[]} viewerId={null} />);
    expect(container.innerHTML).toBe('');
  });
});
