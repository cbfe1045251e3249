import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { FlyerLine } from './flyer-text';
import { loadPdfjs } from './pdfjs';

const require = createRequire(import.meta.url);
const PDFJS_ROOT = path.dirname(require.resolve('pdfjs-dist/package.json'));
/** pdf.js data folders on disk (fonts, CJK maps, image-decoder wasm): nothing is fetched. Trailing slash required. */
const pdfjsFolder = (name: string) => `${path.join(PDFJS_ROOT, name)}${path.sep}`;

/** Pages searched for a text layer; a flyer is one or two pages. */
const TEXT_PAGES = 3;
/** Fewer letters than this and the PDF is a scan: its first page is rendered and OCR'd. */
const MIN_TEXT_LETTERS = 10;
/** Long side of the rendered page, in pixels: enough for OCR of flyer print, small enough to read quickly. */
const RENDER_LONG_SIDE = 2200;

export class PdfUnreadableError extends Error {}
export class PdfRenderUnavailableError extends Error {}

interface TextItem {
  str: string;
  transform: number[];
  width: number;
}

/** Text items grouped into lines by baseline, top of the page first, left to right: PDF order is not reading order. */
function linesOfPage(items: readonly TextItem[]): FlyerLine[] {
  const rows: { y: number; size: number; items: TextItem[] }[] = [];
  for (const item of items) {
    if (!item.str.trim()) continue;
    const [, , c, d, , y] = item.transform;
    const size = Math.hypot(c, d) || 1;
    const row = rows.find((candidate) => Math.abs(candidate.y - y) < Math.min(candidate.size, size) * 0.4);
    if (row) {
      row.items.push(item);
      row.size = Math.max(row.size, size);
    } else {
      rows.push({ y, size, items: [item] });
    }
  }
  return rows
    .sort((a, b) => b.y - a.y)
    .map((row) => {
      const sorted = row.items.sort((a, b) => a.transform[4] - b.transform[4]);
      let text = '';
      let lastEnd: number | null = null;
      for (const item of sorted) {
        const gap = lastEnd === null ? 0 : item.transform[4] - lastEnd;
        if (lastEnd !== null && gap > row.size * 0.15 && !text.endsWith(' ') && !item.str.startsWith(' ')) text += ' ';
        text += item.str;
        lastEnd = item.transform[4] + item.width;
      }
      return { text: text.trim(), size: Math.round(row.size * 10) / 10 };
    });
}

interface PdfCanvasEntry {
  canvas: { width: number; height: number; toBuffer(mime: 'image/png'): Buffer };
  context: { fillStyle: string; fillRect(x: number, y: number, width: number, height: number): void };
}
interface PdfCanvasFactory {
  create(width: number, height: number): PdfCanvasEntry;
  destroy(entry: PdfCanvasEntry): void;
}

/**
 * The page as a PNG. The canvas comes from pdf.js's own factory (its bundled @napi-rs/canvas): drawing pdf.js
 * output onto a canvas of another @napi-rs/canvas build crashes the process.
 */
async function renderPage(document: PDFDocumentProxy, page: PDFPageProxy): Promise<Buffer> {
  const unscaled = page.getViewport({ scale: 1 });
  const scale = Math.min(4, RENDER_LONG_SIDE / Math.max(unscaled.width, unscaled.height));
  const viewport = page.getViewport({ scale });
  const factory = document.canvasFactory as PdfCanvasFactory;
  let entry: PdfCanvasEntry;
  try {
    entry = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  } catch (error) {
    throw new PdfRenderUnavailableError(`No canvas to render the page: ${String(error)}`);
  }
  try {
    entry.context.fillStyle = '#ffffff';
    entry.context.fillRect(0, 0, entry.canvas.width, entry.canvas.height);
    await page.render({
      canvas: entry.canvas as unknown as HTMLCanvasElement,
      canvasContext: entry.context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    return entry.canvas.toBuffer('image/png');
  } finally {
    factory.destroy(entry);
  }
}

/**
 * The flyer's lines from a PDF: its text layer when it has one, otherwise its first page rendered to an image and
 * handed to `readImage` (OCR).
 */
export async function readPdfLines(bytes: Uint8Array, readImage: (png: Buffer) => Promise<FlyerLine[]>): Promise<FlyerLine[]> {
  const { getDocument } = await loadPdfjs();
  const loading = getDocument({
    // pdf.js takes ownership of the array it is given.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    maxImageSize: 40_000_000,
    standardFontDataUrl: pdfjsFolder('standard_fonts'),
    cMapUrl: pdfjsFolder('cmaps'),
    wasmUrl: pdfjsFolder('wasm'),
    iccUrl: pdfjsFolder('iccs'),
    verbosity: 0,
  });
  try {
    let document;
    try {
      document = await loading.promise;
    } catch (error) {
      throw new PdfUnreadableError(String(error));
    }
    const lines: FlyerLine[] = [];
    for (let pageNumber = 1; pageNumber <= Math.min(TEXT_PAGES, document.numPages); pageNumber += 1) {
      const page = await document.getPage(pageNumber);
      const content = await page.getTextContent();
      lines.push(...linesOfPage(content.items.filter((item) => 'str' in item) as TextItem[]));
    }
    const letters = lines.reduce((count, line) => count + (line.text.match(/[A-Za-z]/g) ?? []).length, 0);
    if (letters >= MIN_TEXT_LETTERS) return lines;
    return await readImage(await renderPage(document, await document.getPage(1)));
  } finally {
    await loading.destroy();
  }
}
