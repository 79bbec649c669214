// Generates the PWA icons in shell/public/icons from the logo (run once after changing the logo):
//   node shell/src/pwa/generate-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const publicDir = join(import.meta.dirname, '..', '..', 'public');
const out = join(publicDir, 'icons');
mkdirSync(out, { recursive: true });
const logo = readFileSync(join(publicDir, 'logo.svg'));

/** The logo centred on a square background; `scale` is the logo's share of the side. */
async function icon(file, size, { scale, background, radius = 0 }) {
  const inner = Math.round(size * scale);
  const logoPng = await sharp(logo, { density: 1200 }).resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  const rounded = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="${background}"/></svg>`,
  );
  await sharp(rounded)
    .composite([{ input: logoPng, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(join(out, file));
}

/** Notification badge: a white silhouette on transparent (Android only uses the alpha channel). */
async function badge(file, size) {
  const silhouette = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 72 72" width="${size}" height="${size}"><path d="M32 4 58 56H6Z" fill="#fff"/><path d="M32 4 36 0h10l-4 4 4 4H36Z" fill="#fff"/></svg>`,
  );
  await sharp(silhouette).png({ compressionLevel: 9 }).toFile(join(out, file));
}

await icon('icon-192.png', 192, { scale: 0.72, background: '#ffffff', radius: 36 });
await icon('icon-512.png', 512, { scale: 0.72, background: '#ffffff', radius: 96 });
// Maskable: full-bleed background, logo inside the 80 % safe circle.
await icon('maskable-512.png', 512, { scale: 0.5, background: '#ffffff' });
await icon('apple-touch-icon.png', 180, { scale: 0.72, background: '#ffffff' });
await badge('badge-72.png', 72);
console.log('icons written to', out);
