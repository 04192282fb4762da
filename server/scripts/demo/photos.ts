/**
 * Generated pictures for the demo: an SVG drawn from the item's name (a coloured background, a
 * simple shape, the name as text), turned into a JPEG by sharp. Same name, same picture.
 */
import sharp from 'sharp';
import { hashOf } from './random.ts';

const PALETTE = [
  ['#2a6f97', '#61a5c2'],
  ['#bc4749', '#f2a65a'],
  ['#386641', '#a7c957'],
  ['#6a4c93', '#b8a1d9'],
  ['#d17a22', '#f4d35e'],
  ['#1b998b', '#9ee6cf'],
  ['#9d0208', '#e85d04'],
  ['#3d405b', '#81b29a'],
  ['#c9184a', '#ff8fa3'],
  ['#005f73', '#94d2bd'],
  ['#7f5539', '#ddb892'],
  ['#264653', '#e9c46a'],
] as const;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Splits a name into lines of about `width` characters, at most `lines` of them. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) out.push(line);
  if (out.length > lines) {
    const kept = out.slice(0, lines);
    kept[lines - 1] = `${kept[lines - 1]}…`;
    return kept;
  }
  return out;
}

function shape(kind: number, cx: number, cy: number, size: number, fill: string): string {
  switch (kind % 4) {
    case 0:
      return `<circle cx="${cx}" cy="${cy}" r="${size}" fill="${fill}"/>`;
    case 1:
      return `<rect x="${cx - size}" y="${cy - size}" width="${size * 2}" height="${size * 2}" rx="${size / 4}" fill="${fill}" transform="rotate(12 ${cx} ${cy})"/>`;
    case 2:
      return `<polygon points="${cx},${cy - size} ${cx + size},${cy + size * 0.8} ${cx - size},${cy + size * 0.8}" fill="${fill}"/>`;
    default:
      return `<polygon points="${cx},${cy - size} ${cx + size},${cy} ${cx},${cy + size} ${cx - size},${cy}" fill="${fill}"/>`;
  }
}

const WIDTH = 480;
const HEIGHT = 360;

/** Photo `index` (0-based) of `total` of an item: 480 × 360 JPEG. */
export async function itemPhoto(name: string, categoryName: string, index: number, total: number): Promise<Buffer> {
  const hash = hashOf(name);
  const [dark, light] = PALETTE[(hashOf(categoryName) + index) % PALETTE.length] as readonly [string, string];
  const lines = wrap(name, 22, 3);
  const textTop = HEIGHT - 40 - lines.length * 34;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  ${shape(hash + index, 150 + ((hash >> 3) % 180), 120 + index * 10, 70 - index * 8, 'rgba(255,255,255,0.55)')}
  ${shape(hash + index + 1, 330 - ((hash >> 5) % 120), 90, 34, 'rgba(0,0,0,0.18)')}
  <rect x="0" y="${textTop - 34}" width="${WIDTH}" height="${HEIGHT - textTop + 34}" fill="rgba(0,0,0,0.35)"/>
  <text x="24" y="36" font-family="DejaVu Sans, sans-serif" font-size="18" fill="white">${escapeXml(categoryName)}</text>
  ${lines
    .map(
      (line, i) =>
        `<text x="24" y="${textTop + i * 34}" font-family="DejaVu Sans, sans-serif" font-size="28" font-weight="bold" fill="white">${escapeXml(line)}</text>`,
    )
    .join('\n  ')}
  <text x="${WIDTH - 24}" y="${HEIGHT - 16}" font-family="DejaVu Sans, sans-serif" font-size="16" fill="white" text-anchor="end">${index + 1} / ${total}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** A round badge with initials, as a profile photo or a charity logo: 256 × 256 JPEG. */
export async function badge(initials: string, colour?: string): Promise<Buffer> {
  const [dark, light] = colour
    ? [colour, '#ffffff']
    : (PALETTE[hashOf(initials) % PALETTE.length] as readonly string[]);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <rect width="256" height="256" fill="${light}"/>
  <circle cx="128" cy="128" r="118" fill="${dark}"/>
  <text x="128" y="160" font-family="DejaVu Sans, sans-serif" font-size="96" font-weight="bold" fill="white" text-anchor="middle">${escapeXml(initials)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
