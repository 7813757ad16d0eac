// Demo pictures drawn as SVG: Rwandan landscapes (Kigali's hills, Lake Kivu, the Virunga volcanoes, Akagera's
// savanna, tea hills) with a building, and a few interiors. Pure string building; pictures.ts renders them.
import { createRandom, type Random } from './random.ts';

export const SCENE_WIDTH = 1280;
export const SCENE_HEIGHT = 853;
const W = SCENE_WIDTH;
const H = SCENE_HEIGHT;

type Stops = Array<[offset: number, color: string, opacity?: number]>;

/** Collects gradient definitions and shapes; ids are unique within one picture. */
class Canvas {
  private defs: string[] = [];
  private body: string[] = [];
  private count = 0;

  constructor(readonly random: Random) {}

  private id(prefix: string) {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  linear(stops: Stops, direction: 'down' | 'right' = 'down'): string {
    const id = this.id('l');
    const [x2, y2] = direction === 'down' ? [0, 1] : [1, 0];
    this.defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: Stops): string {
    const id = this.id('r');
    this.defs.push(`<radialGradient id="${id}">${stopsOf(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** A clip rectangle; returns the clip-path attribute value. */
  clipRect(x: number, y: number, w: number, h: number): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>`);
    return `url(#${id})`;
  }

  /** The Rwandan imigongo zigzag, as a pattern fill. */
  imigongo(dark: string, light: string, accent: string): string {
    const id = this.id('p');
    this.defs.push(
      `<pattern id="${id}" width="36" height="36" patternUnits="userSpaceOnUse">` +
        `<rect width="36" height="36" fill="${light}"/>` +
        `<path d="M0 18 L9 4 L18 18 L27 4 L36 18 L36 26 L27 12 L18 26 L9 12 L0 26Z" fill="${dark}"/>` +
        `<path d="M0 36 L9 26 L18 36Z M18 36 L27 26 L36 36Z" fill="${accent}"/>` +
        `</pattern>`,
    );
    return `url(#${id})`;
  }

  add(...shapes: string[]) {
    this.body.push(...shapes);
  }

  svg(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

const stopsOf = (stops: Stops) =>
  stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
const r = (n: number) => Math.round(n * 10) / 10;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, radius: number, fill: string, extra = '') =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}" ${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}" ${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;

// ---------------------------------------------------------------- landscape pieces

function sky(c: Canvas, top: string, bottom: string, horizon = H) {
  c.add(
    rect(
      0,
      0,
      W,
      horizon,
      c.linear([
        [0, top],
        [1, bottom],
      ]),
    ),
  );
}

function sun(c: Canvas, x: number, y: number, radius: number, color: string, glow: string) {
  c.add(
    circle(
      x,
      y,
      radius * 4,
      c.radial([
        [0, glow, 0.55],
        [1, glow, 0],
      ]),
    ),
    circle(x, y, radius, color),
  );
}

function clouds(c: Canvas, count: number, top: number, bottom: number, color = '#ffffff', opacity = 0.8) {
  for (let i = 0; i < count; i++) {
    const x = c.random.float(40, W - 40);
    const y = c.random.float(top, bottom);
    const s = c.random.float(0.6, 1.3);
    c.add(
      `<g opacity="${opacity}" fill="${color}">` +
        ellipse(x, y, 90 * s, 22 * s, color) +
        ellipse(x - 40 * s, y - 8 * s, 45 * s, 24 * s, color) +
        ellipse(x + 30 * s, y - 16 * s, 55 * s, 30 * s, color) +
        `</g>`,
    );
  }
}

type Ridge = { yAt(x: number): number };

/** A line of hills from `base` (mean height) with `amplitude`; filled down to the bottom. */
function ridge(c: Canvas, base: number, amplitude: number, fill: string, wavelength = 1, bottom = H): Ridge {
  const p = [c.random.float(0, 6.3), c.random.float(0, 6.3), c.random.float(0, 6.3)];
  const yAt = (x: number) =>
    base +
    amplitude *
      (0.55 * Math.sin(x / (170 * wavelength) + p[0]!) +
        0.3 * Math.sin(x / (83 * wavelength) + p[1]!) +
        0.15 * Math.sin(x / (37 * wavelength) + p[2]!));
  const points: string[] = [];
  for (let x = -10; x <= W + 10; x += 16) points.push(`${x} ${r(yAt(x))}`);
  c.add(path(`M-10 ${bottom} L${points.join(' L')} L${W + 10} ${bottom}Z`, fill));
  return { yAt };
}

/** Kigali's hills are dotted with houses: small white and terracotta blocks along a ridge. */
function hillHouses(c: Canvas, hill: Ridge, count: number, size: number, depth: number, lit = 0) {
  for (let i = 0; i < count; i++) {
    const x = c.random.float(0, W);
    const y = hill.yAt(x) + c.random.float(size * 0.5, depth);
    const w = size * c.random.float(0.9, 1.8);
    const wall = c.random.pick(['#f2efe6', '#e8dcc8', '#f7f3ea', '#d9cbb2']);
    const roof = c.random.pick(['#b5553a', '#9c4a34', '#7d7f86', '#c26a45']);
    c.add(
      rect(x, y, w, size * 0.7, wall),
      rect(x - size * 0.1, y - size * 0.3, w + size * 0.2, size * 0.35, roof),
    );
    if (lit > 0 && c.random.chance(lit))
      c.add(rect(x + w * 0.3, y + size * 0.15, size * 0.3, size * 0.3, '#ffd36b'));
  }
}

function lake(c: Canvas, top: number, near: string, far: string, sparkle = '#ffffff') {
  c.add(
    rect(
      0,
      top,
      W,
      H - top,
      c.linear([
        [0, far],
        [1, near],
      ]),
    ),
  );
  for (let i = 0; i < 40; i++) {
    const y = top + 6 + c.random.next() ** 1.6 * (H - top - 6);
    const w = c.random.float(20, 120) * (0.4 + (y - top) / (H - top));
    c.add(rect(c.random.float(0, W), y, w, 2, sparkle, 'opacity="0.28"'));
  }
}

function sunReflection(c: Canvas, x: number, top: number, color: string) {
  for (let i = 0; i < 14; i++) {
    const y = top + 6 + i * 14;
    const w = 70 - i * 3 + c.random.float(-10, 10);
    c.add(rect(x - w / 2, y, w, 4, color, `opacity="${r(0.8 - i * 0.05)}"`));
  }
}

/** A Lake Kivu fishing boat: three hulls lashed together and long eucalyptus poles. */
function kivuBoat(c: Canvas, x: number, y: number, s: number, color: string) {
  c.add(
    path(
      `M${x - 60 * s} ${y} L${x + 60 * s} ${y} L${x + 48 * s} ${y + 10 * s} L${x - 50 * s} ${y + 10 * s}Z`,
      color,
    ),
    `<path d="M${x - 90 * s} ${y - 70 * s} Q${x} ${y - 10 * s} ${x + 95 * s} ${y - 75 * s}" stroke="${color}" stroke-width="${r(3 * s)}" fill="none"/>`,
    `<path d="M${x - 80 * s} ${y - 30 * s} L${x + 85 * s} ${y - 40 * s}" stroke="${color}" stroke-width="${r(2.5 * s)}" fill="none"/>`,
    circle(x - 10 * s, y - 12 * s, 5 * s, color),
    rect(x - 14 * s, y - 8 * s, 8 * s, 9 * s, color),
  );
}

function volcano(c: Canvas, cx: number, base: number, width: number, height: number, fill: string) {
  const peak = base - height;
  c.add(
    path(
      `M${cx - width / 2} ${base} C${cx - width * 0.22} ${base - height * 0.3} ${cx - width * 0.1} ${peak + 10} ${cx - width * 0.06} ${peak}` +
        ` L${cx + width * 0.05} ${peak + 4} C${cx + width * 0.1} ${peak + 12} ${cx + width * 0.24} ${base - height * 0.3} ${cx + width / 2} ${base}Z`,
      fill,
    ),
  );
}

function mist(c: Canvas, y: number, height: number, color: string, opacity: number) {
  c.add(
    rect(
      0,
      y,
      W,
      height,
      c.linear([
        [0, color, 0],
        [0.5, color, opacity],
        [1, color, 0],
      ]),
    ),
  );
}

/** Tea bushes: curved rows across a hillside. */
function teaRows(c: Canvas, hill: Ridge, rows: number, color: string) {
  for (let i = 1; i <= rows; i++) {
    const points: string[] = [];
    for (let x = -10; x <= W + 10; x += 32) points.push(`${x} ${r(hill.yAt(x) + i * 16 + i * i * 1.2)}`);
    c.add(
      `<path d="M${points.join(' L')}" stroke="${color}" stroke-width="${r(4 + i * 0.8)}" stroke-linecap="round" fill="none" opacity="0.7"/>`,
    );
  }
}

function grass(c: Canvas, top: number, color: string, count: number) {
  for (let i = 0; i < count; i++) {
    const x = c.random.float(0, W);
    const y = c.random.float(top, H);
    const h = 6 + ((y - top) / (H - top)) * 18;
    c.add(
      `<path d="M${r(x)} ${r(y)} l${r(-3)} ${r(-h)} M${r(x)} ${r(y)} l3 ${r(-h * 0.8)}" stroke="${color}" stroke-width="2"/>`,
    );
  }
}

// ---------------------------------------------------------------- plants

function roundTree(c: Canvas, x: number, base: number, s: number, leaf: string, dark: string) {
  c.add(
    rect(x - 5 * s, base - 60 * s, 10 * s, 60 * s, '#6b4a32'),
    circle(x, base - 85 * s, 38 * s, dark),
    circle(x - 24 * s, base - 70 * s, 26 * s, leaf),
    circle(x + 22 * s, base - 74 * s, 28 * s, leaf),
    circle(x + 2 * s, base - 100 * s, 26 * s, leaf),
  );
}

function banana(c: Canvas, x: number, base: number, s: number, leaf: string) {
  const top = base - 90 * s;
  c.add(rect(x - 5 * s, top, 10 * s, 90 * s, '#7a8a3a'));
  for (const angle of [-70, -35, -5, 25, 60, 95]) {
    c.add(
      ellipse(
        x,
        top - 32 * s,
        13 * s,
        44 * s,
        leaf,
        `transform="rotate(${angle} ${r(x)} ${r(top)})" opacity="0.95"`,
      ),
    );
  }
}

function palm(c: Canvas, x: number, base: number, s: number, leaf: string) {
  const topX = x + 26 * s;
  const topY = base - 170 * s;
  c.add(
    `<path d="M${r(x)} ${r(base)} Q${r(x - 10 * s)} ${r(base - 90 * s)} ${r(topX)} ${r(topY)}" stroke="#8a6a48" stroke-width="${r(9 * s)}" fill="none" stroke-linecap="round"/>`,
  );
  for (const angle of [-160, -120, -80, -40, 0, 30]) {
    c.add(
      ellipse(
        topX,
        topY - 38 * s,
        9 * s,
        48 * s,
        leaf,
        `transform="rotate(${angle + 90} ${r(topX)} ${r(topY)})"`,
      ),
    );
  }
}

function acacia(c: Canvas, x: number, base: number, s: number, leaf: string) {
  c.add(
    `<path d="M${r(x)} ${r(base)} L${r(x)} ${r(base - 55 * s)} L${r(x - 40 * s)} ${r(base - 95 * s)} M${r(x)} ${r(base - 55 * s)} L${r(x + 45 * s)} ${r(base - 92 * s)}" stroke="#4a3a2a" stroke-width="${r(7 * s)}" fill="none" stroke-linecap="round"/>`,
    ellipse(x, base - 102 * s, 95 * s, 18 * s, leaf),
    ellipse(x - 30 * s, base - 110 * s, 50 * s, 12 * s, leaf),
  );
}

function cypress(c: Canvas, x: number, base: number, s: number, leaf: string) {
  c.add(
    rect(x - 3 * s, base - 20 * s, 6 * s, 20 * s, '#5a4030'),
    ellipse(x, base - 75 * s, 16 * s, 62 * s, leaf),
  );
}

function flowers(c: Canvas, x: number, y: number, width: number, colors: string[]) {
  c.add(ellipse(x + width / 2, y, width / 2, 16, '#3f7d3a'));
  for (let i = 0; i < width / 12; i++) {
    c.add(circle(x + c.random.float(6, width - 6), y + c.random.float(-12, 6), 4, c.random.pick(colors)));
  }
}

// ---------------------------------------------------------------- buildings

type Facade = { wall: string; trim: string; glass: string; lit?: number };

function windowGrid(
  c: Canvas,
  x: number,
  y: number,
  cols: number,
  rows: number,
  cellW: number,
  cellH: number,
  facade: Facade,
) {
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const lit = facade.lit !== undefined && c.random.chance(facade.lit);
      c.add(
        rect(
          x + col * cellW + cellW * 0.18,
          y + row * cellH + cellH * 0.2,
          cellW * 0.64,
          cellH * 0.58,
          lit ? '#ffd36b' : facade.glass,
        ),
      );
    }
  }
}

function hotel(c: Canvas, x: number, base: number, width: number, floors: number, facade: Facade) {
  const floorH = 46;
  const height = floors * floorH + 40;
  const top = base - height;
  const cols = Math.floor(width / 44);
  const cellW = width / cols;
  c.add(
    rect(x + 10, top + 10, width, height, '#000000', 'opacity="0.12"'),
    rect(x, top, width, height, facade.wall),
    rect(x - 6, top - 14, width + 12, 16, facade.trim),
    rect(x + width * 0.3, top - 34, width * 0.4, 20, facade.trim),
  );
  windowGrid(c, x, top + 10, cols, floors, cellW, floorH, facade);
  for (let f = 1; f < floors; f++)
    c.add(rect(x, top + 10 + f * floorH - 2, width, 3, facade.trim, 'opacity="0.6"'));
  c.add(
    rect(x + width * 0.35, base - 34, width * 0.3, 34, '#3b3b3b'),
    rect(x + width * 0.3, base - 42, width * 0.4, 8, facade.trim),
  );
}

function apartments(
  c: Canvas,
  x: number,
  base: number,
  width: number,
  floors: number,
  facade: Facade,
  accent: string,
) {
  const floorH = 52;
  const height = floors * floorH + 16;
  const top = base - height;
  const cols = Math.max(2, Math.floor(width / 70));
  const cellW = width / cols;
  c.add(
    rect(x + 10, top + 10, width, height, '#000000', 'opacity="0.12"'),
    rect(x, top, width, height, facade.wall),
  );
  for (let col = 0; col < cols; col += 2)
    c.add(rect(x + col * cellW, top, cellW, height, accent, 'opacity="0.55"'));
  windowGrid(c, x, top + 8, cols, floors, cellW, floorH, facade);
  for (let f = 0; f < floors; f++) {
    const y = top + 8 + (f + 1) * floorH - 12;
    c.add(
      rect(x - 4, y, width + 8, 5, facade.trim),
      rect(x - 4, y - 14, width + 8, 2, facade.trim, 'opacity="0.8"'),
    );
  }
  c.add(rect(x - 8, top - 10, width + 16, 12, facade.trim));
}

function guestHouse(c: Canvas, x: number, base: number, width: number, facade: Facade, roof: string) {
  const wallH = width * 0.34;
  const top = base - wallH;
  c.add(
    rect(x, top, width, wallH, facade.wall),
    path(
      `M${x - width * 0.06} ${top + 4} L${x + width * 0.16} ${top - width * 0.2} L${x + width * 0.84} ${top - width * 0.2} L${x + width * 1.06} ${top + 4}Z`,
      roof,
    ),
    rect(x - width * 0.06, top + 2, width * 1.12, 8, '#000000', 'opacity="0.18"'),
  );
  const door = width * 0.14;
  c.add(rect(x + width / 2 - door / 2, base - wallH * 0.62, door, wallH * 0.62, '#6b3f26'));
  for (const fx of [0.12, 0.3, 0.62, 0.8]) {
    const wx = x + width * fx;
    const lit = facade.lit !== undefined && c.random.chance(facade.lit);
    c.add(
      rect(wx, top + wallH * 0.25, width * 0.1, wallH * 0.36, lit ? '#ffd36b' : facade.glass),
      rect(wx - 6, top + wallH * 0.25, 6, wallH * 0.36, facade.trim),
      rect(wx + width * 0.1, top + wallH * 0.25, 6, wallH * 0.36, facade.trim),
    );
  }
  for (const fx of [0.02, 0.45, 0.55, 0.96])
    c.add(rect(x + width * fx, top + 10, 6, wallH - 10, facade.trim, 'opacity="0.85"'));
}

function lodge(c: Canvas, x: number, base: number, width: number, wall: string, thatch: string, lit = false) {
  const wallH = width * 0.42;
  const top = base - wallH;
  c.add(
    rect(x, top, width, wallH, wall, 'rx="6"'),
    path(
      `M${x - width * 0.18} ${top + 8} L${x + width / 2} ${top - width * 0.62} L${x + width * 1.18} ${top + 8}Z`,
      thatch,
    ),
  );
  for (let i = 1; i < 6; i++) {
    c.add(
      `<path d="M${r(x + width / 2)} ${r(top - width * 0.62)} L${r(x - width * 0.18 + (i * width * 1.36) / 6)} ${r(top + 8)}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>`,
    );
  }
  c.add(
    rect(x + width * 0.38, base - wallH * 0.7, width * 0.24, wallH * 0.7, lit ? '#ffcf5a' : '#5a3a22'),
    rect(x + width * 0.1, top + wallH * 0.28, width * 0.18, wallH * 0.3, lit ? '#ffd36b' : '#35526b'),
    rect(x + width * 0.72, top + wallH * 0.28, width * 0.18, wallH * 0.3, lit ? '#ffd36b' : '#35526b'),
  );
}

function villa(c: Canvas, x: number, base: number, width: number, facade: Facade, wood: string) {
  const h1 = width * 0.26;
  const h2 = width * 0.22;
  c.add(
    rect(x + 8, base - h1 - h2, width, h1 + h2, '#000', 'opacity="0.1"'),
    rect(x, base - h1, width, h1, facade.wall),
    rect(x + width * 0.08, base - h1 - h2, width * 0.62, h2, facade.wall),
    rect(x + width * 0.5, base - h1 - h2, width * 0.2, h2, wood),
    rect(x - 12, base - h1 - 8, width + 24, 10, facade.trim),
    rect(x + width * 0.04, base - h1 - h2 - 10, width * 0.7, 10, facade.trim),
    rect(x + width * 0.06, base - h1 + 14, width * 0.5, h1 - 14, facade.glass),
    rect(x + width * 0.14, base - h1 - h2 + 14, width * 0.32, h2 - 26, facade.glass),
    rect(x + width * 0.66, base - h1 + 14, width * 0.28, h1 - 14, wood),
  );
  for (const fx of [0.18, 0.31, 0.44]) c.add(rect(x + width * fx, base - h1 + 14, 4, h1 - 14, facade.trim));
}

function pool(c: Canvas, top: number, water: string, deep: string, deck: string) {
  c.add(rect(0, top - 30, W, H - top + 30, deck));
  c.add(
    path(
      `M${W * 0.12} ${top} L${W * 0.88} ${top} L${W * 0.98} ${H} L${W * 0.02} ${H}Z`,
      c.linear([
        [0, water],
        [1, deep],
      ]),
    ),
  );
  for (let i = 0; i < 16; i++) {
    const y = c.random.float(top + 10, H - 10);
    const x = c.random.float(W * 0.15, W * 0.8);
    c.add(
      `<path d="M${r(x)} ${r(y)} q20 -8 40 0 t40 0" stroke="#ffffff" stroke-opacity="0.45" stroke-width="3" fill="none"/>`,
    );
  }
}

function lounger(c: Canvas, x: number, y: number, s: number, color: string) {
  c.add(
    rect(x, y, 120 * s, 14 * s, color, 'rx="4"'),
    path(
      `M${x + 95 * s} ${y} L${x + 130 * s} ${y - 30 * s} L${x + 138 * s} ${y - 26 * s} L${x + 108 * s} ${y + 4 * s}Z`,
      color,
    ),
    rect(x + 8 * s, y + 14 * s, 5 * s, 14 * s, '#555'),
    rect(x + 100 * s, y + 14 * s, 5 * s, 14 * s, '#555'),
  );
}

function umbrella(c: Canvas, x: number, base: number, s: number, color: string) {
  c.add(
    rect(x - 3 * s, base - 150 * s, 6 * s, 150 * s, '#6b5a4a'),
    path(`M${x - 90 * s} ${base - 120 * s} Q${x} ${base - 190 * s} ${x + 90 * s} ${base - 120 * s}Z`, color),
  );
}

// ---------------------------------------------------------------- interiors

type View = 'hills' | 'lake' | 'volcano' | 'city';

function windowView(c: Canvas, x: number, y: number, w: number, h: number, view: View, frame: string) {
  const clip = c.clipRect(x, y, w, h);
  const parts: string[] = [];
  parts.push(
    rect(
      x,
      y,
      w,
      h,
      c.linear([
        [0, '#7db9e8'],
        [1, '#d8ecf7'],
      ]),
    ),
  );
  const horizon = y + h * 0.55;
  if (view === 'volcano') {
    parts.push(
      path(
        `M${x + w * 0.1} ${horizon} L${x + w * 0.45} ${y + h * 0.2} L${x + w * 0.52} ${y + h * 0.21} L${x + w * 0.9} ${horizon}Z`,
        '#56697a',
      ),
    );
  }
  parts.push(
    path(
      `M${x} ${horizon} Q${x + w * 0.3} ${horizon - h * 0.12} ${x + w * 0.6} ${horizon} T${x + w} ${horizon - h * 0.05} L${x + w} ${y + h} L${x} ${y + h}Z`,
      '#5f9a5a',
    ),
  );
  if (view === 'lake') parts.push(rect(x, horizon + h * 0.06, w, h, '#4f8fb8'));
  if (view === 'city') {
    for (let i = 0; i < 10; i++) {
      const bx = x + (i / 10) * w + 4;
      const bh = 14 + ((i * 37) % 40);
      parts.push(rect(bx, horizon + 10 - bh, w / 14, bh, i % 2 ? '#e9e4da' : '#cfc8bb'));
    }
  }
  parts.push(
    path(
      `M${x} ${y + h * 0.82} Q${x + w * 0.5} ${y + h * 0.7} ${x + w} ${y + h * 0.85} L${x + w} ${y + h} L${x} ${y + h}Z`,
      '#3f7d3a',
    ),
  );
  c.add(`<g clip-path="${clip}">${parts.join('')}</g>`);
  c.add(
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${frame}" stroke-width="14"/>`,
    rect(x + w / 2 - 4, y, 8, h, frame),
    rect(x, y + h * 0.38 - 4, w, 8, frame),
    rect(x - 20, y + h + 6, w + 40, 12, frame),
  );
}

function curtains(c: Canvas, x: number, y: number, w: number, h: number, color: string) {
  const fill = c.linear(
    [
      [0, color],
      [0.5, '#ffffff', 0.5],
      [1, color],
    ],
    'right',
  );
  c.add(
    rect(x - 60, y - 30, 70, h + 60, fill),
    rect(x + w - 10, y - 30, 70, h + 60, fill),
    rect(x - 80, y - 38, w + 160, 10, '#5b4636'),
  );
}

function floor(c: Canvas, top: number, wood: string, line: string) {
  c.add(rect(0, top, W, H - top, wood));
  for (let i = 0; i <= 16; i++) {
    const x = (i / 16) * W;
    c.add(
      `<path d="M${r(x)} ${top} L${r(W / 2 + (x - W / 2) * 1.6)} ${H}" stroke="${line}" stroke-width="2"/>`,
    );
  }
  c.add(rect(0, top - 10, W, 12, '#f4efe6'));
}

function bed(c: Canvas, cx: number, base: number, width: number, duvet: string, throwColor: string) {
  const x = cx - width / 2;
  c.add(
    rect(x - 20, base - 260, width + 40, 150, '#6b4a32', 'rx="10"'),
    rect(x, base - 120, width, 84, '#ffffff', 'rx="12"'),
    rect(x - 6, base - 98, width + 12, 72, duvet, 'rx="10"'),
    rect(x - 6, base - 80, width + 12, 18, throwColor),
    rect(x + 14, base - 150, width * 0.42, 44, '#fbfaf6', 'rx="14"'),
    rect(x + width * 0.54, base - 150, width * 0.42, 44, '#fbfaf6', 'rx="14"'),
    rect(x + 6, base - 26, 12, 26, '#4a3222'),
    rect(x + width - 18, base - 26, 12, 26, '#4a3222'),
  );
}

function nightstand(c: Canvas, x: number, base: number, shade: string, lit: boolean) {
  c.add(rect(x, base - 80, 80, 80, '#7a5638', 'rx="4"'), rect(x + 8, base - 50, 64, 4, '#4a3222'));
  if (lit)
    c.add(
      circle(
        x + 40,
        base - 150,
        90,
        c.radial([
          [0, '#ffe6a8', 0.55],
          [1, '#ffe6a8', 0],
        ]),
      ),
    );
  c.add(
    rect(x + 37, base - 140, 6, 60, '#333'),
    path(
      `M${x + 16} ${base - 140} L${x + 64} ${base - 140} L${x + 54} ${base - 180} L${x + 26} ${base - 180}Z`,
      shade,
    ),
  );
}

function artwork(c: Canvas, x: number, y: number, w: number, h: number, fill: string) {
  c.add(rect(x - 10, y - 10, w + 20, h + 20, '#3a2a1e'), rect(x, y, w, h, fill));
}

function pottedPlant(c: Canvas, x: number, base: number, s: number) {
  c.add(
    path(
      `M${x - 30 * s} ${base - 60 * s} L${x + 30 * s} ${base - 60 * s} L${x + 22 * s} ${base} L${x - 22 * s} ${base}Z`,
      '#b0643e',
    ),
  );
  for (const angle of [-50, -25, 0, 25, 50, -70, 70]) {
    c.add(
      ellipse(
        x,
        base - 120 * s,
        12 * s,
        60 * s,
        '#3d7d46',
        `transform="rotate(${angle} ${r(x)} ${r(base - 60 * s)})"`,
      ),
    );
  }
}

function sofa(c: Canvas, x: number, base: number, width: number, color: string, cushion: string) {
  c.add(
    rect(x, base - 170, width, 100, color, 'rx="18"'),
    rect(x - 30, base - 110, width + 60, 80, color, 'rx="18"'),
    rect(x - 40, base - 130, 50, 100, color, 'rx="16"'),
    rect(x + width - 10, base - 130, 50, 100, color, 'rx="16"'),
    rect(x + 30, base - 160, 90, 70, cushion, 'rx="12"'),
    rect(x + width - 120, base - 160, 90, 70, cushion, 'rx="12"'),
    rect(x - 20, base - 30, 12, 30, '#3a2a1e'),
    rect(x + width + 8, base - 30, 12, 30, '#3a2a1e'),
  );
}

// ---------------------------------------------------------------- the scenes

export type SceneName =
  | 'kigali-hotel'
  | 'kigali-apartments'
  | 'kigali-dusk'
  | 'garden-guest-house'
  | 'kivu-hotel'
  | 'kivu-sunset'
  | 'volcano-lodge'
  | 'volcano-dawn'
  | 'savanna-lodge'
  | 'tea-hills'
  | 'hillside-villa'
  | 'pool'
  | 'bedroom-king'
  | 'bedroom-twin'
  | 'lounge'
  | 'terrace';

export const SCENE_NAMES: readonly SceneName[] = [
  'kigali-hotel',
  'kigali-apartments',
  'kigali-dusk',
  'garden-guest-house',
  'kivu-hotel',
  'kivu-sunset',
  'volcano-lodge',
  'volcano-dawn',
  'savanna-lodge',
  'tea-hills',
  'hillside-villa',
  'pool',
  'bedroom-king',
  'bedroom-twin',
  'lounge',
  'terrace',
];

const GLASS = '#9cc3dc';

const SCENES: Record<SceneName, (c: Canvas) => void> = {
  'kigali-hotel': (c) => {
    sky(c, '#4f9fe0', '#cfe8f7');
    sun(c, 1080, 130, 40, '#fff6d5', '#fff2b0');
    clouds(c, 4, 80, 240);
    const far = ridge(c, 430, 40, '#8fb7a0', 1.4);
    hillHouses(c, far, 70, 9, 60);
    const mid = ridge(c, 520, 45, '#6e9f6a');
    hillHouses(c, mid, 45, 14, 70);
    ridge(c, 690, 20, '#4f8a48', 2);
    hotel(c, 470, 720, 320, 9, { wall: '#f3efe7', trim: '#7b8c99', glass: GLASS });
    roundTree(c, 380, 730, 1.3, '#5e9e4f', '#3f7a3a');
    roundTree(c, 880, 735, 1.5, '#5e9e4f', '#3f7a3a');
    banana(c, 220, 760, 1.2, '#6fae4a');
    c.add(rect(0, 760, W, H - 760, '#555b61'), rect(0, 800, W, 6, '#f5f5f5', 'opacity="0.6"'));
  },
  'kigali-apartments': (c) => {
    sky(c, '#f0a35e', '#fde3b5');
    sun(c, 220, 300, 50, '#fff0c4', '#ffd08a');
    const far = ridge(c, 470, 35, '#b99a7a', 1.5);
    hillHouses(c, far, 60, 8, 50);
    ridge(c, 560, 40, '#8c8a5c');
    apartments(
      c,
      560,
      760,
      260,
      8,
      { wall: '#efe6d8', trim: '#5c4b3e', glass: '#c9d7de', lit: 0.15 },
      '#c77d4f',
    );
    apartments(
      c,
      860,
      760,
      220,
      6,
      { wall: '#f4efe8', trim: '#5c4b3e', glass: '#c9d7de', lit: 0.1 },
      '#8ea3a8',
    );
    palm(c, 470, 780, 1.6, '#4f7d38');
    palm(c, 1150, 790, 1.4, '#4f7d38');
    c.add(rect(0, 760, W, H - 760, '#7b8d4e'));
    flowers(c, 540, 790, 300, ['#e04f7a', '#ffcc33', '#ffffff']);
    flowers(c, 860, 800, 220, ['#e04f7a', '#ff8a3c']);
  },
  'kigali-dusk': (c) => {
    sky(c, '#2b2f66', '#e9847c');
    c.add(circle(1000, 150, 3, '#fff'), circle(300, 90, 2, '#fff'), circle(640, 60, 2, '#fff'));
    const far = ridge(c, 470, 40, '#3f3d6b', 1.4);
    hillHouses(c, far, 110, 8, 90, 0.8);
    const mid = ridge(c, 580, 40, '#2f3058');
    hillHouses(c, mid, 60, 12, 80, 0.7);
    hotel(c, 420, 780, 360, 10, { wall: '#d9d4e4', trim: '#4a4a6a', glass: '#4a5680', lit: 0.55 });
    cypress(c, 360, 790, 1.4, '#1f3a2c');
    cypress(c, 830, 790, 1.6, '#1f3a2c');
    c.add(rect(0, 780, W, H - 780, '#24243a'));
    for (let x = 80; x < W; x += 160) {
      c.add(
        rect(x - 3, 735, 6, 80, '#111118'),
        circle(x, 732, 7, '#ffe08a'),
        circle(x, 732, 30, '#ffe08a', 'opacity="0.22"'),
      );
    }
  },
  'garden-guest-house': (c) => {
    sky(c, '#8cc8f0', '#e8f5fb');
    clouds(c, 5, 60, 220);
    ridge(c, 420, 50, '#9cc39a', 1.3);
    ridge(c, 520, 35, '#77a86b');
    c.add(
      rect(
        0,
        600,
        W,
        H - 600,
        c.linear([
          [0, '#7fb55c'],
          [1, '#5d9443'],
        ]),
      ),
    );
    guestHouse(c, 380, 650, 520, { wall: '#f6ead2', trim: '#8a5a3a', glass: '#7aa6c2' }, '#b5553a');
    banana(c, 230, 680, 1.4, '#6fae4a');
    banana(c, 1040, 690, 1.6, '#6fae4a');
    roundTree(c, 120, 640, 1.6, '#5e9e4f', '#3f7a3a');
    flowers(c, 360, 680, 220, ['#e04f7a', '#ffcc33', '#ff7b54', '#ffffff']);
    flowers(c, 680, 680, 240, ['#b84fd0', '#ffcc33', '#ffffff']);
    c.add(
      path(`M${W / 2 - 40} 660 L${W / 2 + 40} 660 L${W / 2 + 160} ${H} L${W / 2 - 160} ${H}Z`, '#d8c39a'),
    );
    grass(c, 700, '#4f8a38', 90);
  },
  'kivu-hotel': (c) => {
    sky(c, '#5aa7e6', '#d6eefa', 460);
    clouds(c, 4, 60, 200);
    ridge(c, 420, 25, '#7d9ab0', 2, 470);
    lake(c, 460, '#2f6f99', '#6aa6c8');
    kivuBoat(c, 300, 560, 0.9, '#2b2b2b');
    kivuBoat(c, 900, 520, 0.6, '#333');
    c.add(path(`M0 640 Q400 600 ${W} 650 L${W} ${H} L0 ${H}Z`, '#d9c08e'));
    ridge(c, 700, 20, '#5a9a4a', 2);
    hotel(c, 640, 760, 380, 5, { wall: '#fbf6ec', trim: '#a0603f', glass: GLASS });
    palm(c, 560, 780, 1.7, '#3f7d38');
    palm(c, 1100, 790, 1.9, '#3f7d38');
    palm(c, 140, 800, 1.5, '#3f7d38');
    umbrella(c, 300, 800, 0.8, '#e05a3a');
  },
  'kivu-sunset': (c) => {
    sky(c, '#5b3f7d', '#f7a84a', 480);
    sun(c, 760, 440, 55, '#ffe29a', '#ffb347');
    ridge(c, 455, 30, '#4a3b5e', 1.6, 490);
    lake(c, 480, '#3a2f55', '#c9744a', '#ffd08a');
    sunReflection(c, 760, 480, '#ffd08a');
    kivuBoat(c, 420, 600, 1.2, '#1c1724');
    kivuBoat(c, 1000, 560, 0.8, '#1c1724');
    c.add(path(`M0 720 Q300 680 620 720 T${W} 700 L${W} ${H} L0 ${H}Z`, '#22192c'));
    lodge(c, 120, 760, 170, '#2a2030', '#1a1320', true);
    palm(c, 1120, 800, 1.8, '#1a1320');
  },
  'volcano-lodge': (c) => {
    sky(c, '#9fc6dd', '#eef4f2');
    volcano(c, 380, 520, 760, 330, '#5d6f7c');
    volcano(c, 930, 520, 640, 250, '#6f8190');
    mist(c, 400, 150, '#ffffff', 0.75);
    const mid = ridge(c, 540, 30, '#5f8f5a', 1.2);
    teaRows(c, mid, 4, '#4c7d47');
    ridge(c, 640, 25, '#4b7d44', 1.8);
    c.add(rect(0, 700, W, H - 700, '#3f6f3a'));
    lodge(c, 300, 740, 180, '#a77a52', '#c9a45c');
    lodge(c, 580, 760, 220, '#a77a52', '#c9a45c');
    lodge(c, 900, 735, 160, '#a77a52', '#c9a45c');
    for (const x of [90, 180, 1120, 1200]) cypress(c, x, 760, 1.8, '#2f5a34');
    grass(c, 760, '#5d8f45', 80);
  },
  'volcano-dawn': (c) => {
    sky(c, '#f3b6a0', '#fbe6c8');
    sun(c, 1000, 330, 36, '#fff3d6', '#ffd1a8');
    volcano(c, 520, 560, 900, 380, '#6c5a78');
    volcano(c, 1100, 560, 500, 200, '#8a7390');
    mist(c, 440, 180, '#fde9dc', 0.8);
    const hill = ridge(c, 600, 30, '#5a7d4f', 1.3);
    teaRows(c, hill, 5, '#46683f');
    guestHouse(c, 340, 720, 420, { wall: '#efe2c8', trim: '#6b4a32', glass: '#6e8fa8', lit: 0.5 }, '#8f3f2d');
    banana(c, 860, 740, 1.3, '#5d9a44');
    banana(c, 250, 740, 1.1, '#5d9a44');
    c.add(rect(0, 740, W, H - 740, '#44693c'));
    flowers(c, 420, 760, 260, ['#ffcc33', '#ffffff', '#e04f7a']);
  },
  'savanna-lodge': (c) => {
    sky(c, '#7fb7e0', '#f6e7c2');
    sun(c, 200, 170, 42, '#fff6d5', '#ffe3a0');
    ridge(c, 520, 18, '#a4a07a', 2.5);
    c.add(
      rect(
        0,
        560,
        W,
        H - 560,
        c.linear([
          [0, '#d8b86a'],
          [1, '#b8923f'],
        ]),
      ),
    );
    acacia(c, 300, 600, 1.2, '#6a7d3a');
    acacia(c, 1050, 590, 0.9, '#6a7d3a');
    acacia(c, 760, 575, 0.6, '#6a7d3a');
    lodge(c, 420, 700, 200, '#c8a478', '#a88a4a');
    lodge(c, 700, 690, 170, '#c8a478', '#a88a4a');
    c.add(rect(380, 700, 560, 16, '#8a6a44'));
    grass(c, 620, '#9c7a30', 160);
    acacia(c, 1180, 820, 1.8, '#55682f');
  },
  'tea-hills': (c) => {
    sky(c, '#a6d3ef', '#eef8fb');
    clouds(c, 5, 60, 200);
    ridge(c, 380, 40, '#a5c99a', 1.5);
    const mid = ridge(c, 470, 50, '#6fae5a', 1.2);
    teaRows(c, mid, 9, '#4f8f3e');
    const near = ridge(c, 640, 30, '#5ea24a', 1.6);
    teaRows(c, near, 6, '#3f7f32');
    guestHouse(c, 720, 640, 360, { wall: '#fbf3e4', trim: '#7a5234', glass: '#6e98b8' }, '#b5553a');
    cypress(c, 680, 650, 1.4, '#2f6a34');
    cypress(c, 1110, 655, 1.6, '#2f6a34');
    roundTree(c, 180, 760, 1.8, '#5e9e4f', '#3f7a3a');
  },
  'hillside-villa': (c) => {
    sky(c, '#6cb3e6', '#e3f2fa');
    clouds(c, 3, 80, 200);
    const far = ridge(c, 420, 45, '#93b99b', 1.4);
    hillHouses(c, far, 40, 8, 50);
    const terraces = ridge(c, 560, 40, '#79a864', 1.1);
    teaRows(c, terraces, 5, '#5f9150');
    c.add(rect(0, 690, W, H - 690, '#5f9a4a'));
    villa(c, 360, 720, 560, { wall: '#f7f5f0', trim: '#444a50', glass: '#8fb8d0' }, '#a0704a');
    palm(c, 290, 740, 1.5, '#3f7d38');
    banana(c, 1000, 740, 1.4, '#6fae4a');
    c.add(rect(0, 735, W, H - 735, '#cfc6b4'), rect(380, 750, 520, 60, '#58b5d4'));
    lounger(c, 420, 790, 0.9, '#ffffff');
    lounger(c, 620, 790, 0.9, '#ffffff');
  },
  pool: (c) => {
    sky(c, '#3f9be0', '#c9e8f7');
    clouds(c, 3, 60, 180);
    ridge(c, 400, 30, '#86b39a', 1.5);
    hotel(c, 300, 560, 680, 6, { wall: '#fbf7ef', trim: '#b0704a', glass: GLASS });
    palm(c, 220, 600, 1.8, '#3f7d38');
    palm(c, 1060, 600, 1.9, '#3f7d38');
    pool(c, 620, '#6fd3e8', '#1f8fb8', '#e9dfcc');
    lounger(c, 60, 700, 1, '#ffffff');
    lounger(c, 1090, 700, 1, '#ffffff');
    umbrella(c, 120, 700, 1, '#f2c14e');
    umbrella(c, 1160, 700, 1, '#e05a3a');
  },
  'bedroom-king': (c) => {
    c.add(
      rect(
        0,
        0,
        W,
        640,
        c.linear([
          [0, '#efe4d3'],
          [1, '#e2d3bd'],
        ]),
      ),
    );
    floor(c, 640, '#a8774f', '#8d6240');
    windowView(c, 880, 150, 260, 300, 'hills', '#ffffff');
    curtains(c, 880, 150, 260, 300, '#c9a27a');
    artwork(c, 330, 110, 300, 150, c.imigongo('#1e1a18', '#f2ede4', '#b5553a'));
    c.add(ellipse(480, 800, 420, 50, '#c9b89a'));
    bed(c, 480, 740, 460, '#f7f4ee', '#7a8f6a');
    nightstand(c, 130, 740, '#f3e3c0', true);
    nightstand(c, 750, 740, '#f3e3c0', true);
    pottedPlant(c, 1190, 760, 1.2);
  },
  'bedroom-twin': (c) => {
    c.add(
      rect(
        0,
        0,
        W,
        640,
        c.linear([
          [0, '#dfe9ec'],
          [1, '#cfdde2'],
        ]),
      ),
    );
    floor(c, 640, '#c2a27a', '#a88660');
    windowView(c, 510, 120, 260, 260, 'lake', '#ffffff');
    curtains(c, 510, 120, 260, 260, '#6f8fa8');
    bed(c, 280, 740, 300, '#ffffff', '#d08a3f');
    bed(c, 1000, 740, 300, '#ffffff', '#d08a3f');
    nightstand(c, 600, 740, '#fff3dc', true);
    artwork(c, 140, 200, 110, 110, c.imigongo('#2a2a2a', '#f5f0e6', '#c26a45'));
    artwork(c, 1080, 200, 110, 110, c.imigongo('#2a2a2a', '#f5f0e6', '#c26a45'));
  },
  lounge: (c) => {
    c.add(
      rect(
        0,
        0,
        W,
        640,
        c.linear([
          [0, '#f3ece0'],
          [1, '#e6dccb'],
        ]),
      ),
    );
    floor(c, 640, '#8f6a4a', '#775638');
    windowView(c, 90, 120, 420, 380, 'city', '#3a3a3a');
    artwork(c, 720, 140, 380, 170, c.imigongo('#161412', '#efe8dc', '#9c4a34'));
    c.add(ellipse(880, 790, 360, 48, '#b5553a', 'opacity="0.85"'));
    sofa(c, 640, 740, 480, '#4f6d7a', '#f2c14e');
    c.add(
      rect(740, 760, 280, 18, '#5a3e2a', 'rx="6"'),
      rect(760, 778, 12, 40, '#5a3e2a'),
      rect(988, 778, 12, 40, '#5a3e2a'),
    );
    c.add(ellipse(840, 750, 30, 10, '#ffffff'), rect(900, 730, 60, 30, '#2f6a34', 'rx="6"'));
    pottedPlant(c, 560, 760, 1.3);
    nightstand(c, 1160, 740, '#fff0d0', true);
  },
  terrace: (c) => {
    sky(c, '#8fc3ea', '#f2e6cf', 470);
    ridge(c, 430, 25, '#7f95a8', 2, 480);
    lake(c, 470, '#3f7fa8', '#8fb9d0');
    kivuBoat(c, 700, 540, 0.6, '#2b2b2b');
    c.add(rect(0, 600, W, H - 600, '#a97c55'));
    for (let i = 0; i < 12; i++) c.add(rect(0, 610 + i * 22, W, 2, '#8d6240'));
    c.add(rect(0, 560, W, 8, '#5a3e2a'), rect(0, 520, W, 6, '#5a3e2a'));
    for (let x = 20; x < W; x += 60) c.add(rect(x, 520, 6, 80, '#5a3e2a'));
    c.add(
      ellipse(640, 700, 250, 50, '#ffffff'),
      rect(400, 700, 480, 60, '#ffffff'),
      rect(420, 760, 14, 90, '#5a3e2a'),
      rect(846, 760, 14, 90, '#5a3e2a'),
    );
    for (const x of [520, 640, 760])
      c.add(ellipse(x, 690, 34, 12, '#e9e4da'), ellipse(x, 686, 20, 6, '#6b3f26'));
    c.add(circle(580, 676, 16, '#f2a03a'), circle(700, 678, 14, '#e0503a'), circle(600, 668, 10, '#7fb34a'));
    pottedPlant(c, 120, 840, 1.6);
    pottedPlant(c, 1170, 840, 1.5);
  },
};

/** The SVG source of one scene, the same on every call. */
export function sceneSvg(name: SceneName): string {
  const seed = [...name].reduce((hash, ch) => (Math.imul(hash, 31) + ch.charCodeAt(0)) >>> 0, 7);
  const canvas = new Canvas(createRandom(seed));
  SCENES[name](canvas);
  return canvas.svg();
}
