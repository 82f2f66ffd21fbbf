import { loadSharp } from '#server/lib/images';
import { ICONS, type TIconName } from './icons';

/** Two-colour gradients that read well under white text. */
export const PALETTES = {
  lake: ['#1d4e89', '#4fb0c6'],
  forest: ['#1f5f4a', '#8cc084'],
  sunset: ['#b6465f', '#f2a65a'],
  dusk: ['#3a2e6e', '#c86b98'],
  slate: ['#23395b', '#8ea8c3'],
  ember: ['#8c3b1e', '#e0a458'],
  mint: ['#0f6e6e', '#9bd5c0'],
  plum: ['#5b2a5c', '#b58db6'],
} as const;
export type TPalette = keyof typeof PALETTES;

const WIDTH = 1000;
const HEIGHT = 625;

/** A small deterministic generator, so each caption always gets the same picture. */
function random(seed: string) {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507);
    state = Math.imul(state ^ (state >>> 13), 3266489909);
    state ^= state >>> 16;
    return (state >>> 0) / 4294967296;
  };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An illustration standing in for a photo: a gradient, soft light shapes, gentle waves, the
 * subject's icon drawn large, and a caption. Different for every caption.
 */
export function photoSvg(options: {
  caption: string;
  subcaption: string;
  icon: TIconName;
  palette: TPalette;
}): string {
  const next = random(`${options.caption}|${options.subcaption}`);
  const [from, to] = PALETTES[options.palette];
  const angle = Math.round(next() * 360);
  const circles = Array.from({ length: 6 }, () => {
    const r = 40 + next() * 180;
    return `<circle cx="${Math.round(next() * WIDTH)}" cy="${Math.round(next() * HEIGHT * 0.7)}" r="${Math.round(r)}" fill="#fff" fill-opacity="${(0.05 + next() * 0.12).toFixed(2)}"/>`;
  }).join('');
  const wave = (y: number, amplitude: number, opacity: number) => {
    const phase = next() * 200;
    let d = `M0 ${y}`;
    for (let x = 0; x <= WIDTH; x += 50) {
      d += ` L${x} ${(y + Math.sin((x + phase) / 90) * amplitude).toFixed(1)}`;
    }
    return `<path d="${d} L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z" fill="#fff" fill-opacity="${opacity}"/>`;
  };
  // Long captions get a smaller font so they fit the width (Helvetica-like average glyph width).
  const captionSize = Math.min(50, Math.floor(880 / (0.6 * options.caption.length)));
  const iconX = 560 + Math.round(next() * 120);
  const iconY = 70 + Math.round(next() * 60);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
  <linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient>
  <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/>
  </linearGradient>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
${circles}
${wave(430, 18, 0.1)}${wave(470, 12, 0.08)}
<g transform="translate(${iconX} ${iconY}) scale(13)" fill="none" stroke="#fff" stroke-opacity="0.9" stroke-width="1.1" stroke-linecap="round" stroke-linejoin="round">${ICONS[options.icon]}</g>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#shade)"/>
<text x="56" y="530" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${captionSize}" font-weight="bold" fill="#fff">${escapeXml(options.caption)}</text>
<text x="58" y="578" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="26" fill="#fff" fill-opacity="0.85">${escapeXml(options.subcaption)}</text>
</svg>`;
}

const rendered = new Map<string, Promise<Buffer>>();

/**
 * The illustration as a 1000×625 JPEG at a modest quality (fast to make, light to send).
 * Kept in memory for the process: tests seed a fresh database per file and reuse the bytes
 * (nothing is cached on disk).
 */
export function renderPhoto(options: Parameters<typeof photoSvg>[0]): Promise<Buffer> {
  const key = JSON.stringify(options);
  let photo = rendered.get(key);
  if (!photo) {
    photo = loadSharp().then((sharp) =>
      sharp(Buffer.from(photoSvg(options)))
        .jpeg({ quality: 72 })
        .toBuffer(),
    );
    photo.catch(() => rendered.delete(key));
    rendered.set(key, photo);
  }
  return photo;
}
