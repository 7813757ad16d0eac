// Draws the installable app's icons (docs/decisions/0030-offline-app.md) from apps/web/public/favicon.svg:
// 192 and 512 px as the tile is drawn, and a maskable 512 px whose picture fills the square (the phone cuts
// its own shape out of it). The PNGs are committed; run again after the logo changes:
//   node scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const pub = new URL('../apps/web/public/', import.meta.url);
const svg = readFileSync(new URL('favicon.svg', pub), 'utf8');
// The maskable one without the tile's rounded corners: the sky and the hills reach every edge.
const fullBleed = svg.replace('rx="14"', 'rx="0"');

const draw = (source, size, name) =>
  sharp(Buffer.from(source), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(decodeURIComponent(new URL(`icons/${name}`, pub).pathname));

await draw(svg, 192, 'icon-192.png');
await draw(svg, 512, 'icon-512.png');
await draw(fullBleed, 512, 'icon-maskable-512.png');
await draw(fullBleed, 180, 'apple-touch-icon.png');
console.log('icons written in apps/web/public/icons');
