// @vitest-environment jsdom
import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GoogleMapsProvider } from '@/maps';
import { fakeApi, json, type FakeRequest } from '@/testing/api-server';
import { rider } from '@/testing/fixtures/events';
import { renderWithApp } from '@/test-utils';
import { eventPaths } from './api';
import CreateEventPage from './CreateEventPage';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-toast', () => ({ toast: toastMock }));

// jsdom's FormData and File do not survive Node's fetch (the file would reach the fake API empty and named 'blob'):
// flyers are uploaded with Node's own, so the fake API reads the multipart body as the server would.
beforeEach(async () => {
  vi.stubGlobal('FormData', (await new Response(new URLSearchParams()).formData()).constructor);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  toastMock.mockClear();
});

const cowtown = { id: 'b0000000-0000-4000-8000-000000000001', name: 'Cowtown Coliseum', city: 'Fort Worth', state: 'TX' };
const annex = { id: 'b0000000-0000-4000-8000-000000000002', name: 'Stockyards Annex', city: 'Fort Worth', state: 'TX' };
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The arenas to choose from (searched by name), plus the `more` routes; signed in as `user`. */
function serve(user: object | null, more: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/arenas/choices': ({ url }) => {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      return json([cowtown, annex].filter((arena) => arena.name.toLowerCase().includes(search)));
    },
    ...more,
  }, { user });
}

/** The POSTs sent to `path`. */
const postsTo = (api: ReturnType<typeof fakeApi>, path: string): FakeRequest[] =>
  api.requests.filter((request) => request.method === 'POST' && request.url.pathname === path);

function renderPage() {
  return renderWithApp(
    <GoogleMapsProvider state={{ status: 'no-key', maps: null }}><CreateEventPage /></GoogleMapsProvider>,
    { path: '/events/create' },
  );
}

const flyerInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
function chooseFile(bytes: number[], name: string, size = 4096) {
  const content = new Uint8Array(size);
  content.set(bytes);
  fireEvent.change(flyerInput(), { target: { files: [new NodeFile([content], name)] } });
}

describe('CreateEventPage', () => {
  it('sends a visitor to log in with the spec message', async () => {
    serve(null);
    renderPage();
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({
      title: 'Authentication Required',
      description: 'You need to log in to create an event. Redirecting...',
      variant: 'destructive',
      onShown: expect.any(Function),
    }));
    expect(screen.queryByRole('heading', { name: 'Create New Event' })).toBeNull();
  });

  it('asks for the required fields before sending anything', async () => {
    const api = serve(rider);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({
      title: 'Missing Information', description: 'Please fill in all required fields.', variant: 'destructive',
    }));
    expect(postsTo(api, eventPaths.list)).toHaveLength(0);
  });

  it('creates the event with the day as typed (placed at the arena by the server) and the printed time, then goes to /events', async () => {
    const api = serve(rider, { 'POST /api/events': () => json({ id: 'e1' }, { status: 201 }) });
    const { location } = renderPage();
    fireEvent.change(await screen.findByLabelText(/Event name/), { target: { value: 'Spring Fling' } });
    await screen.findByRole('option', { name: 'Cowtown Coliseum (Fort Worth, TX)' });
    fireEvent.change(screen.getByRole('combobox', { name: /^Arena/ }), { target: { value: cowtown.id } });
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-06-05' } });
    fireEvent.change(screen.getByLabelText(/Start time/), { target: { value: '19:00' } });
    fireEvent.change(screen.getByLabelText('Pattern size'), { target: { value: 'large' } });
    fireEvent.change(screen.getByLabelText('Entry link URL'), { target: { value: 'https://saddlebook.com/spring' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));

    await waitFor(() => expect(postsTo(api, eventPaths.list)).toHaveLength(1));
    expect(postsTo(api, eventPaths.list)[0].body).toEqual({
      name: 'Spring Fling', arenaId: cowtown.id, date: '2026-06-05', time: '7:00 PM',
      patternSize: 'large', description: null, eventFlyerUrl: null, flyerUploadId: null, saddlebookUrl: 'https://saddlebook.com/spring',
      endDate: null, divisions: [], entriesOpenAt: null, entriesCloseAt: null,
      lateFee: null, drawUrl: null, drawPostedAt: null, resultsUrl: null, stallsAvailable: null, stallPricePerNight: null,
      stallStatus: null, stallReservationUrl: null, rvHookups: null, rvPricePerNight: null, dryCampingAllowed: null,
      gateHours: null, healthPapers: null, contactPhone: null, recurrence: null,
    });
    await waitFor(() => expect(location.history.at(-1)).toBe('/events'));
    expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Event Created' }));
  });

  it('says so when the event cannot be created', async () => {
    serve(rider, { 'POST /api/events': () => new Response('boom', { status: 500 }) });
    renderPage();
    fireEvent.change(await screen.findByLabelText(/Event name/), { target: { value: 'Spring Fling' } });
    await screen.findByRole('option', { name: 'Cowtown Coliseum (Fort Worth, TX)' });
    fireEvent.change(screen.getByRole('combobox', { name: /^Arena/ }), { target: { value: cowtown.id } });
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-06-05' } });
    fireEvent.change(screen.getByLabelText(/Start time/), { target: { value: '09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({
      title: 'Error', description: 'Failed to create event. Please try again.', variant: 'destructive',
    }));
  });

  it('creates an arena inline and selects it', async () => {
    const created = { ...cowtown, id: 'b0000000-0000-4000-8000-000000000099', name: 'New Pen Arena', city: 'Weatherford' };
    const api = serve(rider, { 'POST /api/arenas': () => json(created, { status: 201 }) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create New Arena' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Arena' }));
    expect(await within(dialog).findByText('Please fill in arena name, city, and state.')).toBeTruthy();
    expect(postsTo(api, eventPaths.arenas)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Arena name/), { target: { value: 'New Pen Arena' } });
    fireEvent.change(within(dialog).getByLabelText(/City/), { target: { value: 'Weatherford' } });
    fireEvent.change(within(dialog).getByLabelText(/State/), { target: { value: 'tx' } });
    fireEvent.change(within(dialog).getByLabelText('Footing'), { target: { value: 'dirt' } });
    fireEvent.change(within(dialog).getByLabelText('Arena type'), { target: { value: 'covered' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Arena' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(postsTo(api, eventPaths.arenas)[0].body).toMatchObject({ name: 'New Pen Arena', city: 'Weatherford', state: 'TX', footingType: 'dirt', arenaType: 'covered' });
    expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Arena Created' }));
    expect((screen.getByRole('combobox', { name: /^Arena/ }) as HTMLSelectElement).value).toBe(created.id);
  });

  it('refuses a too large or mistyped flyer before uploading it', async () => {
    const api = serve(rider);
    renderPage();
    await screen.findByText('Upload an event flyer');
    chooseFile(PNG, 'flyer.png', 1024 * 1024 + 1);
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({
      title: 'File Too Large', description: 'Please upload a file smaller than 1MB.', variant: 'destructive',
    }));
    chooseFile([0x25, 0x21], 'flyer.png');
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({
      title: 'Invalid File Type', description: 'Please upload a JPG, PNG, GIF, or PDF file.', variant: 'destructive',
    }));
    expect(postsTo(api, eventPaths.extractFlyer)).toHaveLength(0);
  });

  it('reads a flyer, shows it as chosen, and fills in the form and the matching arena', async () => {
    let answer: (response: Response) => void = () => {};
    const api = serve(rider, { 'POST /api/ocr/extract-flyer': () => new Promise<Response>((resolve) => { answer = resolve; }) });
    renderPage();
    await screen.findByText('Upload an event flyer');
    chooseFile(PNG, 'spring-flyer.png');
    expect(await screen.findByText('Reading your flyer...')).toBeTruthy();
    const form = postsTo(api, eventPaths.extractFlyer)[0].body as FormData;
    expect((form.get('file') as File).name).toBe('spring-flyer.png');

    await act(async () => answer(json({
      eventName: 'Spring Fling 4D', date: '2026-04-11', time: '9:00 AM', patternSize: 'large',
      description: 'Open 4D, youth and pee wee.', arenaName: 'COWTOWN COLISEUM',
      entriesCloseAt: '2026-04-06T20:00', lateFee: 10, addedMoney: 500,
      divisions: [{ name: 'Open 4D', entryFee: 30, addedMoney: 500 }, { name: 'Youth 3D', entryFee: 20, addedMoney: null }],
      flyerUpload: { id: '77777777-7777-4777-8777-777777777777', url: '/uploads/77777777-7777-4777-8777-777777777777/1000.webp', width: 800, height: 1100 },
    })));
    expect(await screen.findByText('spring-flyer.png')).toBeTruthy();
    // The flyer itself is kept with the event instead of a link.
    expect(screen.getByText(/Flyer: kept with the event/)).toBeTruthy();
    expect(screen.queryByLabelText(/Flyer URL/)).toBeNull();
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Information Extracted' })));
    expect((screen.getByLabelText(/Event name/) as HTMLInputElement).value).toBe('Spring Fling 4D');
    expect((screen.getByLabelText(/^Date/) as HTMLInputElement).value).toBe('2026-04-11');
    expect((screen.getByLabelText(/Start time/) as HTMLInputElement).value).toBe('09:00');
    expect((screen.getByLabelText('Pattern size') as HTMLSelectElement).value).toBe('large');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Open 4D, youth and pee wee.');
    expect((screen.getByRole('combobox', { name: /^Arena/ }) as HTMLSelectElement).value).toBe(cowtown.id);
    // The deadline, late fee and divisions the flyer prints.
    expect((screen.getByLabelText('Entries close') as HTMLInputElement).value).toBe('2026-04-06T20:00');
    expect((screen.getByLabelText('Late fee ($)') as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText('Division 1') as HTMLInputElement).value).toBe('Open 4D');
    expect((screen.getAllByLabelText('Entry fee ($)')[1] as HTMLInputElement).value).toBe('20');
    expect((screen.getAllByLabelText('Added money ($)')[0] as HTMLInputElement).value).toBe('500');

    fireEvent.click(screen.getByRole('button', { name: 'Remove spring-flyer.png' }));
    expect(await screen.findByText('Upload an event flyer')).toBeTruthy();
    expect(screen.getByLabelText(/Flyer URL/)).toBeTruthy();
  });

  it('shows the server message when a flyer cannot be read', async () => {
    serve(rider, {
      'POST /api/ocr/extract-flyer': () => ({ error: 'Could not extract information from the file. Please fill in details manually.' }),
    });
    renderPage();
    await screen.findByText('Upload an event flyer');
    chooseFile(PNG, 'blurry.png');
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({
      title: 'OCR Failed',
      description: 'Could not extract information from the file. Please fill in details manually.',
      variant: 'destructive',
    }));
    expect(await screen.findByText('Upload an event flyer')).toBeTruthy();
  });
});
