// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GoogleMapsProvider } from '@/maps';
import { renderWithApp } from '@/test-utils';
import CreateEventPage from './CreateEventPage';
import { jsonResponse, requestsTo, rider, stubFetch, type FakeRoute } from './test-events';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-toast', () => ({ toast: toastMock }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  toastMock.mockClear();
});

const cowtown = { id: 'b0000000-0000-4000-8000-000000000001', name: 'Cowtown Coliseum', city: 'Fort Worth', state: 'TX' };
const annex = { id: 'b0000000-0000-4000-8000-000000000002', name: 'Stockyards Annex', city: 'Fort Worth', state: 'TX' };
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** GET /api/arenas (search by name), plus whatever `more` answers. */
function api(more: FakeRoute = () => undefined): FakeRoute {
  return async (url, init) => {
    const answer = await more(url, init);
    if (answer) return answer;
    if (url.pathname === '/api/arenas' && (init?.method ?? 'GET') === 'GET') {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const arenas = [cowtown, annex].filter((arena) => arena.name.toLowerCase().includes(search));
      return jsonResponse(arenas, { total: arenas.length });
    }
    return undefined;
  };
}

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
  fireEvent.change(flyerInput(), { target: { files: [new File([content], name)] } });
}

describe('CreateEventPage', () => {
  it('sends a visitor to log in with the spec message', async () => {
    stubFetch(null, api());
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
    const fetchMock = stubFetch(rider, api());
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({
      title: 'Missing Information', description: 'Please fill in all required fields.', variant: 'destructive',
    }));
    expect(requestsTo(fetchMock, '/api/events', 'POST')).toHaveLength(0);
  });

  it('creates the event with the day as typed (placed at the arena by the server) and the printed time, then goes to /events', async () => {
    const fetchMock = stubFetch(rider, api((url, init) => (
      url.pathname === '/api/events' && init?.method === 'POST' ? jsonResponse({ id: 'e1' }, { status: 201 }) : undefined
    )));
    const { location } = renderPage();
    fireEvent.change(await screen.findByLabelText(/Event name/), { target: { value: 'Spring Fling' } });
    await screen.findByRole('option', { name: 'Cowtown Coliseum (Fort Worth, TX)' });
    fireEvent.change(screen.getByRole('combobox', { name: /^Arena/ }), { target: { value: cowtown.id } });
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-06-05' } });
    fireEvent.change(screen.getByLabelText(/Start time/), { target: { value: '19:00' } });
    fireEvent.change(screen.getByLabelText('Pattern size'), { target: { value: 'large' } });
    fireEvent.change(screen.getByLabelText('Entry link URL'), { target: { value: 'https://saddlebook.com/spring' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));

    await waitFor(() => expect(requestsTo(fetchMock, '/api/events', 'POST')).toHaveLength(1));
    const body = JSON.parse(String(requestsTo(fetchMock, '/api/events', 'POST')[0].init!.body));
    expect(body).toEqual({
      name: 'Spring Fling', arenaId: cowtown.id, date: '2026-06-05', time: '7:00 PM',
      patternSize: 'large', description: null, eventFlyerUrl: null, saddlebookUrl: 'https://saddlebook.com/spring',
    });
    await waitFor(() => expect(location.history.at(-1)).toBe('/events'));
    expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Event Created' }));
  });

  it('says so when the event cannot be created', async () => {
    stubFetch(rider, api((url, init) => (
      url.pathname === '/api/events' && init?.method === 'POST' ? new Response('boom', { status: 500 }) : undefined
    )));
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
    const fetchMock = stubFetch(rider, api((url, init) => (
      url.pathname === '/api/arenas' && init?.method === 'POST' ? jsonResponse(created, { status: 201 }) : undefined
    )));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create New Arena' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Arena' }));
    expect(await within(dialog).findByText('Please fill in arena name, city, and state.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/api/arenas', 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Arena name/), { target: { value: 'New Pen Arena' } });
    fireEvent.change(within(dialog).getByLabelText(/City/), { target: { value: 'Weatherford' } });
    fireEvent.change(within(dialog).getByLabelText(/State/), { target: { value: 'tx' } });
    fireEvent.change(within(dialog).getByLabelText('Footing'), { target: { value: 'dirt' } });
    fireEvent.change(within(dialog).getByLabelText('Arena type'), { target: { value: 'covered' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Arena' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = JSON.parse(String(requestsTo(fetchMock, '/api/arenas', 'POST')[0].init!.body));
    expect(body).toMatchObject({ name: 'New Pen Arena', city: 'Weatherford', state: 'TX', footingType: 'dirt', arenaType: 'covered' });
    expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Arena Created' }));
    expect((screen.getByRole('combobox', { name: /^Arena/ }) as HTMLSelectElement).value).toBe(created.id);
  });

  it('refuses a too large or mistyped flyer before uploading it', async () => {
    const fetchMock = stubFetch(rider, api());
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
    expect(requestsTo(fetchMock, '/api/ocr/extract-flyer', 'POST')).toHaveLength(0);
  });

  it('reads a flyer, shows it as chosen, and fills in the form and the matching arena', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch(rider, api((url, init) => (
      url.pathname === '/api/ocr/extract-flyer' && init?.method === 'POST'
        ? new Promise<Response>((resolve) => { answer = resolve; })
        : undefined
    )));
    renderPage();
    await screen.findByText('Upload an event flyer');
    chooseFile(PNG, 'spring-flyer.png');
    expect(await screen.findByText('Reading your flyer...')).toBeTruthy();
    const form = requestsTo(fetchMock, '/api/ocr/extract-flyer', 'POST')[0].init!.body as FormData;
    expect((form.get('file') as File).name).toBe('spring-flyer.png');

    await act(async () => answer(jsonResponse({
      eventName: 'Spring Fling 4D', date: '2026-04-11', time: '9:00 AM', patternSize: 'large',
      description: 'Open 4D, youth and pee wee.', arenaName: 'COWTOWN COLISEUM',
    })));
    expect(await screen.findByText('spring-flyer.png')).toBeTruthy();
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Information Extracted' })));
    expect((screen.getByLabelText(/Event name/) as HTMLInputElement).value).toBe('Spring Fling 4D');
    expect((screen.getByLabelText(/^Date/) as HTMLInputElement).value).toBe('2026-04-11');
    expect((screen.getByLabelText(/Start time/) as HTMLInputElement).value).toBe('09:00');
    expect((screen.getByLabelText('Pattern size') as HTMLSelectElement).value).toBe('large');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Open 4D, youth and pee wee.');
    expect((screen.getByRole('combobox', { name: /^Arena/ }) as HTMLSelectElement).value).toBe(cowtown.id);

    fireEvent.click(screen.getByRole('button', { name: 'Remove spring-flyer.png' }));
    expect(await screen.findByText('Upload an event flyer')).toBeTruthy();
  });

  it('shows the server message when a flyer cannot be read', async () => {
    stubFetch(rider, api((url, init) => (
      url.pathname === '/api/ocr/extract-flyer' && init?.method === 'POST'
        ? jsonResponse({ error: 'Could not extract information from the file. Please fill in details manually.' })
        : undefined
    )));
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
