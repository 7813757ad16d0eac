// Draws the site's link-preview picture (docs/decisions/0053-search-and-room-cards.md): 1200 × 630 JPEG, the size
// and type every preview fetcher takes, for the home and search pages' og:image and twitter:image. The logo's sky,
// sun and hills (apps/web/public/favicon.svg) across the picture, the tile and the name in the middle; no words
// but the name, so that one picture serves the three languages. Committed; run again after the logo changes:
//   node scripts/make-link-preview.mjs
import sharp from 'sharp';

const WIDTH = 1200;
const HEIGHT = 630;
const out = decodeURIComponent(new URL('../apps/web/public/link-preview.jpg', import.meta.url).pathname);

const tile = await sharp(new URL('../apps/web/public/favicon.svg', import.meta.url).pathname, {
  density: 400,
})
  .resize(168, 168)
  .png()
  .toBuffer();

const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0b5f8c" />
      <stop offset="1" stop-color="#3f95c4" />
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#sky)" />
  <g fill="#fad201">
    <circle cx="960" cy="150" r="62" />
    <g stroke="#fad201" stroke-width="14" stroke-linecap="round">
      <path d="M960 44v24M960 232v24M854 150h24M1042 150h24M885 75l17 17M1018 208l17 17M885 225l17-17M1018 92l17-17" />
    </g>
  </g>
  <path d="M0 440c210-150 400-140 590-40s400 110 610-50v280H0z" fill="#2f8a57" />
  <path d="M0 530c230-100 460-90 690 0s380 50 510-30v130H0z" fill="#20603d" />
  <text x="600" y="420" text-anchor="middle" font-family="Liberation Sans, Arial, sans-serif" font-size="120"
    font-weight="700" fill="#ffffff">Ikaze</text>
</svg>`;

await sharp(Buffer.from(scene))
  .composite([{ input: tile, left: (WIDTH - 168) / 2, top: 130 }])
  .flatten({ background: '#ffffff' })
  .jpeg({ quality: 82, progressive: true })
  .toFile(out);
console.log(`link preview written to ${out}`);
