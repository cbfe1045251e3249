import { crc32, deflateSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';

export interface FlyerDrawing {
  title: string;
  lines: string[];
  width?: number;
}

/** A flyer drawn like a simple printed one: a big bold title over plain lines, black on white. */
export function drawFlyer({ title, lines, width = 1100 }: FlyerDrawing) {
  const height = 150 + lines.length * 75;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#111111';
  context.font = 'bold 64px "Liberation Sans", "DejaVu Sans", sans-serif';
  context.fillText(title, 40, 95);
  context.font = '40px "Liberation Sans", "DejaVu Sans", sans-serif';
  lines.forEach((line, index) => context.fillText(line, 40, 185 + index * 75));
  return canvas;
}

export const flyerPng = (drawing: FlyerDrawing) => drawFlyer(drawing).toBuffer('image/png');
export const flyerGif = (drawing: FlyerDrawing) => drawFlyer(drawing).toBuffer('image/gif');

/** A PDF file from its object bodies, with a correct cross-reference table (offsets counted in bytes). */
function pdfFile(objects: (string | Buffer)[]): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0].length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref', `0 ${objects.length + 1}`, '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer', `<< /Size ${objects.length + 1} /Root 1 0 R >>`, 'startxref', String(length), '%%EOF', '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

const streamObject = (dictionary: string, data: Buffer) => Buffer.concat([
  Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1'),
]);

const escapePdfText = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);

/** A one-page letter-size PDF whose text layer is `lines` in Helvetica, the first line large like a title. */
export function textPdf(lines: string[]): Buffer {
  const content = ['BT', '/F1 30 Tf', '60 720 Td', `(${escapePdfText(lines[0])}) Tj`, '/F1 16 Tf', '0 -40 Td', '22 TL',
    ...lines.slice(1).map((line) => `(${escapePdfText(line)}) Tj T*`), 'ET'].join('\n');
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    streamObject('', Buffer.from(content, 'latin1')),
  ]);
}

/** A "scanned" PDF: one page holding only a picture of the flyer (8-bit grey, deflated), no text layer. */
export function scannedPdf(drawing: FlyerDrawing): Buffer {
  const canvas = drawFlyer(drawing);
  const { data, width, height } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  const grey = Buffer.alloc(width * height);
  for (let pixel = 0; pixel < width * height; pixel += 1) grey[pixel] = data[pixel * 4];
  const pageWidth = 612;
  const pageHeight = Math.round((pageWidth * height) / width);
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>`,
    streamObject(`/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`, deflateSync(grey)),
    streamObject('', Buffer.from(`q ${pageWidth} 0 0 ${pageHeight} 0 0 cm /Im1 Do Q`, 'latin1')),
  ]);
}

/** A valid PNG whose header declares `width` x `height` pixels: a few hundred bytes that would decode to gigabytes. */
export function pixelFloodPng(width: number, height: number): Buffer {
  const png = Buffer.from(drawFlyer({ title: '', lines: [], width: 10 }).toBuffer('image/png'));
  // IHDR's data starts at byte 16 (after the signature, its length and its type); its CRC covers type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
