// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import type { ArenaDetail } from '@shared/contracts/arenas';
import { LOGIN_URL } from '@/features/auth';
import { GoogleMapsProvider } from '@/maps';
import { fakeApi, json } from '@/testing/api-server';
import { arenaDetail, reviewItem } from '@/testing/fixtures/arenas';
import { renderWithApp } from '@/test-utils';
import { arenaPaths } from './api';
import ArenaDetailPage from './ArenaDetailPage';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-toast', () => ({ toast: toastMock }));

afterEach(() => {
  cleanup();
  toastMock.mockClear();
});

const rider = { id: 'a0000000-0000-4000-8000-000000000001', email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', profileImageUrl: null };

const hotel = { id: 'h1', name: 'Cowtown Horse Hotel', city: 'Fort Worth', state: 'TX', latitude: '32.76', longitude: '-97.34', distance: 3.14 };
const event = { id: 'e1', name: 'Friday Night Barrels', date: '2030-06-07T00:00:00.000Z', time: '7:00 PM', arena: { timeZone: 'America/Chicago' } };

function stubArenaApi(arena: ArenaDetail | null, user: object | null = null, routes: Parameters<typeof fakeApi>[0] = {}) {
  const id = arena?.id ?? 'missing';
  return fakeApi({
    [`GET ${arenaPaths.detail(id)}`]: () => (arena ? arena : json({ message: 'Arena not found' }, { status: 404 })),
    [`GET ${arenaPaths.horseHotels(id)}`]: () => json(arena ? [hotel] : [], { total: arena ? 1 : 0 }),
    [`GET ${arenaPaths.events}`]: () => json([event], { total: 1 }),
    [`POST ${arenaPaths.reviews(id)}`]: () => json({ id: 'r1' }, { status: 201 }),
    [`GET ${arenaPaths.reviews(id)}`]: () => json(arena?.reviews ?? [], { total: arena?.reviews.length ?? 0 }),
    ...routes,
  }, { user });
}

const requestsTo = (api: ReturnType<typeof stubArenaApi>, method: string, pathname: string) =>
  api.requests.filter((request) => request.method === method && request.url.pathname === pathname);

function renderDetail(id: string) {
  return renderWithApp(
    <GoogleMapsProvider state={{ status: 'no-key', maps: null }}>
      <Route path="/arena/:id" component={ArenaDetailPage} />
    </GoogleMapsProvider>,
    { path: `/arena/${id}` },
  );
}

describe('ArenaDetailPage', () => {
  it("says 'Arena not found' for a missing arena", async () => {
    stubArenaApi(null);
    renderDetail('missing');
    expect(await screen.findByText('Arena not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Arenas' }).getAttribute('href')).toBe('/arenas');
  });

  it('shows the arena: rating, record, cards with their empty texts, events, hotels and the offline map', async () => {
    const arena = arenaDetail({
      name: 'Rio Arena', averageRating: 4.26, reviewCount: 2, recordHolderName: 'Kasey Tillman', recordTime: '14.520',
      footingType: null, parkingCapacity: null, largeRigsFriendly: false, nearbyFood: null, nearbyFarrier: null,
      features: ['Warm-up pen', 'RV hookups'], footingCondition: 'excellent',
    });
    const api = stubArenaApi(arena);
    renderDetail(arena.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rio Arena' })).toBeTruthy();
    expect(screen.getByTestId('arena-rating').textContent).toContain('4.3');
    expect(screen.getByTestId('arena-rating').textContent).toContain('(2 reviews)');
    expect(screen.getByTestId('arena-record').textContent).toBe('Arena Record: 14.52 seconds by Kasey Tillman');
    expect(screen.getByText('RV hookups')).toBeTruthy();
    expect(screen.getAllByText('Great for Beginners').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Not specified')).toHaveLength(2);
    expect(screen.getAllByText('Not listed')).toHaveLength(2);
    expect(screen.getByText('Limited')).toBeTruthy();
    expect(screen.getByText('Updated 3 days ago')).toBeTruthy();
    expect(screen.getByText('Own or manage this arena?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');

    const events = await screen.findByRole('link', { name: /Friday Night Barrels/ });
    expect(events.getAttribute('href')).toBe('/event/e1');
    const hotels = screen.getByRole('region', { name: 'Nearby Horse Hotels' });
    expect(within(hotels).getByRole('link', { name: /Cowtown Horse Hotel/ }).getAttribute('href')).toBe('/horse-hotels/h1');
    expect(hotels.textContent).toContain('3.1 miles');
    expect(screen.getByText('Interactive map unavailable')).toBeTruthy();
    expect(requestsTo(api, 'GET', arenaPaths.events)[0].url.searchParams.get('arenaId')).toBe(arena.id);
  });

  it('shows large rigs as verified, hides the record without a time, and no claim call-out with an owner', async () => {
    const arena = arenaDetail({ largeRigsFriendly: true, recordHolderName: 'Kasey Tillman', recordTime: null, ownerId: rider.id });
    stubArenaApi(arena);
    renderDetail(arena.id);
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(screen.queryByTestId('arena-record')).toBeNull();
    expect(screen.queryByText('Own or manage this arena?')).toBeNull();
  });

  it('reads large rigs "Not specified" when nobody answered, and shows the town once after the street', async () => {
    const largeRigs = () => screen.getByText('Large Rigs').nextElementSibling?.textContent;
    const unanswered = arenaDetail({ largeRigsFriendly: null, address: null, city: 'Dublin', state: 'TX', zipCode: null });
    stubArenaApi(unanswered);
    renderDetail(unanswered.id);
    await screen.findByRole('heading', { level: 1, name: unanswered.name });
    expect(largeRigs()).toBe('Not specified');
    expect(screen.queryByText('Limited')).toBeNull();
    expect(screen.getByTestId('arena-address').textContent).toBe('Dublin, TX');
    cleanup();

    const limited = arenaDetail({ largeRigsFriendly: false, address: '1200 Ranch Rd', city: 'Dublin', state: 'TX', zipCode: '76446' });
    stubArenaApi(limited);
    renderDetail(limited.id);
    await screen.findByRole('heading', { level: 1, name: limited.name });
    expect(largeRigs()).toBe('Limited');
    expect(screen.getByTestId('arena-address').textContent).toBe('1200 Ranch Rd, Dublin, TX 76446');
  });

  it('embeds a YouTube ground video and plays other links as mp4', async () => {
    const arena = arenaDetail({ name: 'Rio', videoUrl: 'https://youtu.be/Qm8rE4vTt2c' });
    stubArenaApi(arena);
    renderDetail(arena.id);
    const player = await screen.findByTitle('Ground video of Rio');
    expect(player.getAttribute('src')).toBe('https://www.youtube.com/embed/Qm8rE4vTt2c');
    cleanup();
    const mp4 = arenaDetail({ name: 'Mesa', videoUrl: 'https://example.com/ground.mp4' });
    stubArenaApi(mp4);
    renderDetail(mp4.id);
    expect((await screen.findByTestId('ground-video-file')).querySelector('source')?.getAttribute('src')).toBe('https://example.com/ground.mp4');
  });

  it('invites a visitor to log in to add photos', async () => {
    const arena = arenaDetail();
    stubArenaApi(arena);
    renderDetail(arena.id);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Photos' }));
    // The dialog's code loads with the first tap.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Log in to add photos' }).getAttribute('href')).toContain('/login');
  });

  it('adds the uploaded photos to the gallery with the chosen type', async () => {
    const arena = arenaDetail({ name: 'Rio' });
    const uploadId = '66666666-6666-4666-8666-666666666666';
    const api = stubArenaApi(arena, rider, {
      'POST /api/uploads': () => json({ id: uploadId, url: `/uploads/${uploadId}/1000.webp`, width: 1000, height: 750 }, { status: 201 }),
      [`POST ${arenaPaths.photos(arena.id)}`]: () => json({
        id: 'p1', url: `/uploads/${uploadId}/1000.webp`, photoType: 'parking', uploadId, uploadedBy: rider.id, createdAt: new Date().toISOString(),
      }, { status: 201 }),
    });
    renderDetail(arena.id);
    await screen.findByRole('button', { name: 'Follow Rio' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Photos' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('What the photos show'), { target: { value: 'parking' } });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'lot.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(dialog).getByLabelText('Add photos'), { target: { files: [file] } });
    await within(dialog).findByRole('img', { name: 'Photo 1' });
    // Enabled once the picker says the upload is over (an effect after the render).
    const add = within(dialog).getByRole('button', { name: 'Add to gallery' }) as HTMLButtonElement;
    await waitFor(() => expect(add.disabled).toBe(false));
    fireEvent.click(add);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(api, 'POST', arenaPaths.photos(arena.id)).map((request) => request.body)).toEqual([{ uploadId, photoType: 'parking' }]);
  });

  it('posts a review for a signed-in rider', async () => {
    const arena = arenaDetail({ name: 'Rio', reviews: [reviewItem({ userName: 'Casey Rider' })] });
    const api = stubArenaApi(arena, rider);
    renderDetail(arena.id);
    await screen.findByRole('button', { name: 'Follow Rio' });
    fireEvent.click(screen.getByRole('button', { name: 'Write Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Rio' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    fireEvent.change(within(dialog).getByLabelText('Your review'), { target: { value: 'Deep sand, great warm-up pen.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post Review' }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Review posted!' })));
    expect(requestsTo(api, 'POST', arenaPaths.reviews(arena.id))[0].body).toEqual({ rating: 4, reviewText: 'Deep sand, great warm-up pen.', photoUploadIds: [] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("opens the rider's own review in Edit Your Review, saves it in place, and deletes it after asking", async () => {
    const mine = reviewItem({ userName: 'Jane Doe', userId: rider.id, rating: 2, reviewText: 'Hard ground', editedAt: new Date().toISOString() });
    const arena = arenaDetail({ name: 'Rio', reviews: [mine], ownReview: mine });
    const api = stubArenaApi(arena, rider, {
      [`PUT ${arenaPaths.review(mine.id)}`]: ({ body }) => ({ ...mine, ...(body as object) }),
      [`DELETE ${arenaPaths.review(mine.id)}`]: () => new Response(null, { status: 204 }),
    });
    renderDetail(arena.id);
    const card = await screen.findByRole('article', { name: 'Review by Jane Doe' });
    expect(within(card).getByText(/\(edited\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Your Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your review of Rio' });
    expect((within(dialog).getByLabelText('Your review') as HTMLTextAreaElement).value).toBe('Hard ground');
    fireEvent.change(within(dialog).getByLabelText('Your review'), { target: { value: 'Dragged since: fair' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Review' }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Review updated' })));
    expect(requestsTo(api, 'PUT', arenaPaths.review(mine.id))[0].body).toEqual({ rating: 2, reviewText: 'Dragged since: fair', photoUploadIds: [] });

    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Review deleted' })));
    expect(requestsTo(api, 'DELETE', arenaPaths.review(mine.id))).toHaveLength(1);
  });

  it("offers Edit Your Review when the rider's own review is not among the newest the page shows", async () => {
    const mine = reviewItem({ userName: 'Jane Doe', userId: rider.id, rating: 4, reviewText: 'Good footing in May' });
    const newer = Array.from({ length: 10 }, (_, index) => reviewItem({ userName: `Rider ${index}` }));
    const arena = arenaDetail({ name: 'Rio', reviews: newer, reviewCount: 11, ownReview: mine });
    stubArenaApi(arena, rider);
    renderDetail(arena.id);
    expect(await screen.findByRole('heading', { name: 'Reviews (11)' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Review by Jane Doe' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Your Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your review of Rio' });
    expect((within(dialog).getByLabelText('Your review') as HTMLTextAreaElement).value).toBe('Good footing in May');
  });

  it('asks a visitor to log in before writing a review', async () => {
    const arena = arenaDetail({ name: 'Rio', likeCount: 7 });
    stubArenaApi(arena);
    renderDetail(arena.id);
    expect(await screen.findByText('7 likes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Write Review' }));
    expect((await screen.findByRole('link', { name: 'Log in to write a review' })).getAttribute('href')).toBe(LOGIN_URL);
  });
});
