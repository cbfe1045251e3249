// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { UploadedImage } from '@shared/contracts/uploads';
import { UPLOAD_TOO_LARGE } from '@shared/uploads';
import { fakeApi, json } from '@/testing/api-server';
import { PhotoPicker } from './PhotoPicker';

afterEach(cleanup);

const uploaded = (id: string): UploadedImage => ({
  id: `00000000-0000-4000-8000-00000000000${id}`, url: `/uploads/00000000-0000-4000-8000-00000000000${id}/1000.webp`, width: 1000, height: 750,
});

function Form({ max, initial = [], onBusy }: { max: number; initial?: UploadedImage[]; onBusy?: (busy: boolean) => void }) {
  const [photos, setPhotos] = useState<UploadedImage[]>(initial);
  return (
    <>
      <PhotoPicker value={photos} onChange={setPhotos} max={max} label="Photos" onBusyChange={onBusy} />
      <output data-testid="ids">{photos.map((photo) => photo.id).join(',')}</output>
    </>
  );
}

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });

describe('PhotoPicker', () => {
  it('uploads each chosen photo as multipart field "file" and shows it, in order, with its srcset', async () => {
    let next = 1;
    const api = fakeApi({ 'POST /api/uploads': () => json(uploaded(String(next++)), { status: 201 }) });
    const busy: boolean[] = [];
    render(<Form max={6} onBusy={(value) => busy.push(value)} />);

    fireEvent.change(screen.getByLabelText('Add photos'), { target: { files: [jpeg('arena.jpg')] } });
    const first = await screen.findByRole('img', { name: 'Photo 1' });
    expect(first.getAttribute('srcset')).toContain('/400.webp 400w');
    expect(screen.getByTestId('ids').textContent).toBe(uploaded('1').id);

    fireEvent.change(screen.getByLabelText('Add more photos'), { target: { files: [jpeg('parking.jpg')] } });
    await screen.findByRole('img', { name: 'Photo 2' });
    expect(screen.getByTestId('ids').textContent).toBe(`${uploaded('1').id},${uploaded('2').id}`);

    const sent = api.requests.filter((request) => request.method === 'POST');
    expect(sent).toHaveLength(2);
    // jsdom's File does not survive its XMLHttpRequest on the way to MSW, so only the part is checked here; the
    // bytes are checked end to end (e2e/photos.e2e.ts).
    expect((sent[0].body as FormData).has('file')).toBe(true);
    expect(busy).toContain(true);
    // Told after the render that shows the last photo (an effect), so wait for it.
    await waitFor(() => expect(busy.at(-1)).toBe(false));
  });

  it('keeps every photo when their uploads finish together, before the form has re-rendered', async () => {
    // Both answers are held until both photos have arrived, then sent at once: the second upload finishes before
    // the render that shows the first, as two photos of the same size do on a fast connection.
    let arrived = 0;
    let answerAll = () => {};
    const bothArrived = new Promise<void>((resolve) => { answerAll = resolve; });
    fakeApi({
      'POST /api/uploads': async () => {
        const id = String(++arrived);
        if (arrived === 2) answerAll();
        await bothArrived;
        return json(uploaded(id), { status: 201 });
      },
    });
    render(<Form max={6} />);
    fireEvent.change(screen.getByLabelText('Add photos'), { target: { files: [jpeg('arena.jpg'), jpeg('parking.jpg')] } });
    await screen.findByRole('img', { name: 'Photo 2' });
    expect(screen.getByTestId('ids').textContent?.split(',').sort()).toEqual([uploaded('1').id, uploaded('2').id]);
  });

  it('removes a photo before saving', async () => {
    render(<Form max={6} initial={[uploaded('1'), uploaded('2')]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.getByTestId('ids').textContent).toBe(uploaded('2').id);
    expect(screen.getByText('1 of 6 photos')).toBeTruthy();
  });

  it("shows the server's refusal on the photo, keeps nothing, and lets the rider dismiss it", async () => {
    fakeApi({ 'POST /api/uploads': () => json({ message: 'That photo is too large to process.' }, { status: 400 }) });
    render(<Form max={1} />);
    fireEvent.change(screen.getByLabelText('Choose a photo'), { target: { files: [jpeg('huge.jpg')] } });
    expect((await screen.findByRole('alert')).textContent).toBe('That photo is too large to process.');
    expect(screen.getByTestId('ids').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss huge.jpg' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says a photo is too large when the server answers 413', async () => {
    fakeApi({ 'POST /api/uploads': () => new Response('Payload Too Large', { status: 413 }) });
    render(<Form max={1} />);
    fireEvent.change(screen.getByLabelText('Choose a photo'), { target: { files: [jpeg('big.jpg')] } });
    expect((await screen.findByRole('alert')).textContent).toBe(UPLOAD_TOO_LARGE);
  });

  it('refuses a file that is not an image before sending it', async () => {
    const api = fakeApi({});
    render(<Form max={1} />);
    const pdf = new File(['%PDF-1.4'], 'flyer.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Choose a photo'), { target: { files: [pdf] } });
    expect((await screen.findByRole('alert')).textContent).toMatch(/not a photo we can use/);
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('offers no more photos once the limit is reached, and takes only as many as fit', async () => {
    let next = 1;
    const api = fakeApi({ 'POST /api/uploads': () => json(uploaded(String(next++)), { status: 201 }) });
    render(<Form max={2} initial={[uploaded('9')]} />);
    fireEvent.change(screen.getByLabelText('Add more photos'), { target: { files: [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')] } });
    await screen.findByRole('img', { name: 'Photo 2' });
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(screen.queryByLabelText(/Add more photos/)).toBeNull();
  });
});
