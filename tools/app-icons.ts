// `npx tsx tools/app-icons.ts`: draws the app's install icons (client/public/icons) from the clover mark in
// favicon.svg. Run again only when the mark changes; the PNGs are committed.
import path from 'node:path';
import sharp from 'sharp';

const outDir = path.resolve(import.meta.dirname, '../client/public/icons');
const BROWN = '#8B4513';
const CREAM = '#FBF8F4';

/** The four leaves and the centre on a 32-unit grid, scaled to `size` and inset by `inset` units on each side. */
function clover(size: number, { inset, rounded }: { inset: number; rounded: boolean }): string {
  const scale = (32 - 2 * inset) / 32;
  const leaves = [[11, 11], [21, 11], [11, 21], [21, 21]]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">`
    + `<rect width="32" height="32" rx="${rounded ? 8 : 0}" fill="${BROWN}"/>`
    + `<g transform="translate(${inset} ${inset}) scale(${scale})"><g fill="${CREAM}">${leaves}</g>`
    + `<circle cx="16" cy="16" r="2.5" fill="${BROWN}"/></g></svg>`;
}

const icons = [
  // "any" icons keep the favicon's rounded square; the maskable one fills the square and keeps the mark inside the
  // 80% safe circle that launchers crop to.
  { file: 'icon-192.png', size: 192, inset: 0, rounded: true },
  { file: 'icon-512.png', size: 512, inset: 0, rounded: true },
  { file: 'maskable-512.png', size: 512, inset: 5, rounded: false },
  { file: 'apple-touch-icon-180.png', size: 180, inset: 3, rounded: false },
];

for (const icon of icons) {
  await sharp(Buffer.from(clover(icon.size, icon))).png({ compressionLevel: 9 }).toFile(path.join(outDir, icon.file));
}
console.log(`wrote ${icons.length} icons to ${outDir}`);
