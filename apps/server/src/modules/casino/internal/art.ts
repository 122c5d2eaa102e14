import type { CasinoFilter, StudioEngine } from '@wager/contract';

/**
 * Generated cover art (decision 018): an SVG per game, deterministic from its art seed, colours,
 * engine and filter: a gradient, a geometric motif for the kind of game, and the title set in the
 * picture. No external font or image (system font stack), so it renders the same offline and
 * passes the CSP. The art is its own dark-on-colour card with white text, so it reads on light and
 * dark pages alike.
 */

export interface ArtInput {
  seed: number;
  title: string;
  subtitle: string;
  from: string;
  to: string;
  engine: StudioEngine | null;
  filter: CasinoFilter;
  live: boolean;
}

const W = 400;
const H = 300;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

function rng(seed: number) {
  let a = seed >>> 0 || 1;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const COLOUR = /^#[0-9a-f]{6}$/i;
const safeColour = (c: string, fallback: string) => (COLOUR.test(c) ? c : fallback);
const f = (n: number) => n.toFixed(1);

type Motif = (next: () => number) => string;

const MOTIFS: Record<string, Motif> = {
  // Reels: three rounded columns with symbols.
  slots: (next) => {
    const symbols = ['7', '★', '♦', '♣', 'BAR', '♥'];
    let out = '';
    for (let c = 0; c < 3; c++) {
      const x = 70 + c * 90;
      out += `<rect x="${x}" y="38" width="80" height="130" rx="14" fill="#fff" fill-opacity="0.14" stroke="#fff" stroke-opacity="0.35"/>`;
      for (let r = 0; r < 3; r++) {
        const s = symbols[Math.floor(next() * symbols.length)]!;
        out += `<text x="${x + 40}" y="${70 + r * 40}" font-size="${s.length > 1 ? 18 : 28}" text-anchor="middle" fill="#fff" fill-opacity="${r === 1 ? 0.95 : 0.45}" font-weight="800">${escapeXml(s)}</text>`;
      }
    }
    return out;
  },
  // A rising curve with a dot at its head.
  crash: (next) => {
    const k = 1.6 + next() * 1.4;
    let d = 'M30 180';
    for (let x = 30; x <= 360; x += 15) d += ` L${x} ${f(180 - 150 * ((x - 30) / 330) ** k)}`;
    return `<path d="${d}" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-opacity="0.9"/><circle cx="360" cy="30" r="12" fill="#fff"/>`;
  },
  // A peg triangle.
  plinko: (next) => {
    let out = '';
    for (let row = 0; row < 7; row++) for (let i = 0; i <= row; i++) out += `<circle cx="${f(200 + (i - row / 2) * 34)}" cy="${30 + row * 22}" r="${row === 6 ? 5 : 4}" fill="#fff" fill-opacity="${0.4 + next() * 0.5}"/>`;
    return out + `<circle cx="${f(190 + next() * 20)}" cy="18" r="9" fill="#fde047"/>`;
  },
  // A grid of tiles, some revealed gems.
  mines: (next) => {
    let out = '';
    for (let r = 0; r < 4; r++)
      for (let c = 0; c < 5; c++) {
        const x = 95 + c * 44;
        const y = 20 + r * 40;
        const gem = next() < 0.3;
        out += `<rect x="${x}" y="${y}" width="36" height="32" rx="7" fill="#fff" fill-opacity="${gem ? 0.85 : 0.16}"/>`;
        if (gem) out += `<path d="M${x + 18} ${y + 6} l10 10 l-10 11 l-10 -11z" fill="#10b981"/>`;
      }
    return out;
  },
  // Two dice.
  dice: (next) => {
    const die = (x: number, y: number, rot: number, n: number) => {
      const pips: [number, number][] = ([[], [[0, 0]], [[-1, -1], [1, 1]], [[-1, -1], [0, 0], [1, 1]], [[-1, -1], [1, -1], [-1, 1], [1, 1]], [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]]] as [number, number][][])[n]!;
      return `<g transform="translate(${x} ${y}) rotate(${f(rot)})"><rect x="-38" y="-38" width="76" height="76" rx="16" fill="#fff" fill-opacity="0.92"/>${pips.map(([px, py]) => `<circle cx="${px * 20}" cy="${py * 20}" r="7" fill="#111827"/>`).join('')}</g>`;
    };
    return die(150, 100, -15 + next() * 10, 1 + Math.floor(next() * 6)) + die(250, 90, 8 + next() * 12, 1 + Math.floor(next() * 6));
  },
  // Numbered balls.
  keno: (next) => {
    let out = '';
    for (let i = 0; i < 7; i++) {
      const x = 60 + i * 47;
      const y = 70 + Math.sin(i + next()) * 35;
      out += `<circle cx="${x}" cy="${f(y)}" r="21" fill="#fff" fill-opacity="0.9"/><text x="${x}" y="${f(y + 7)}" font-size="19" font-weight="800" text-anchor="middle" fill="#111827">${1 + Math.floor(next() * 80)}</text>`;
    }
    return out;
  },
  // A ticket with a scratched-off corner.
  scratchcard: (next) => {
    let out = `<rect x="80" y="26" width="240" height="140" rx="16" fill="#fff" fill-opacity="0.9"/>`;
    for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) out += `<rect x="${110 + c * 64}" y="${38 + r * 42}" width="52" height="34" rx="8" fill="${next() < 0.35 ? '#fbbf24' : '#9ca3af'}"/>`;
    return out;
  },
  // Cards fanned out.
  cards: (next) => {
    const suits = ['♠', '♥', '♦', '♣'];
    let out = '';
    for (let i = 0; i < 3; i++) {
      const s = suits[Math.floor(next() * 4)]!;
      const red = s === '♥' || s === '♦';
      out += `<g transform="translate(200 175) rotate(${(i - 1) * 16}) translate(-40 -160)"><rect width="80" height="112" rx="10" fill="#fff" stroke="#111827" stroke-opacity="0.2"/><text x="40" y="70" font-size="44" text-anchor="middle" fill="${red ? '#dc2626' : '#111827'}">${s}</text></g>`;
    }
    return out;
  },
  // A wheel of segments.
  wheel: (next) => {
    const n = 12;
    const off = next() * 30;
    let out = '';
    for (let i = 0; i < n; i++) {
      const a0 = ((i * 360) / n + off) * (Math.PI / 180);
      const a1 = (((i + 1) * 360) / n + off) * (Math.PI / 180);
      out += `<path d="M200 100 L${f(200 + 80 * Math.cos(a0))} ${f(100 + 80 * Math.sin(a0))} A80 80 0 0 1 ${f(200 + 80 * Math.cos(a1))} ${f(100 + 80 * Math.sin(a1))}Z" fill="#fff" fill-opacity="${i % 2 ? 0.2 : 0.6}"/>`;
    }
    return out + `<circle cx="200" cy="100" r="14" fill="#fde047"/>`;
  },
};

function motifOf(input: ArtInput): Motif {
  if (input.live) return input.filter === 'cards' ? MOTIFS.cards! : input.filter === 'dice' ? MOTIFS.dice! : MOTIFS.wheel!;
  if (input.filter === 'cards' && input.engine !== 'slots') return MOTIFS.cards!;
  return MOTIFS[input.engine ?? 'wheel'] ?? MOTIFS.wheel!;
}

/** Splits a title over at most two lines of about `width` characters. */
function titleLines(title: string, width: number): string[] {
  if (title.length <= width) return [title];
  const words = title.split(' ');
  let first = '';
  while (words.length && (first + ' ' + words[0]).trim().length <= width) first = (first + ' ' + words.shift()).trim();
  if (!first) first = words.shift() ?? '';
  const rest = words.join(' ');
  return rest ? [first, rest.length > width + 4 ? `${rest.slice(0, width + 2)}…` : rest] : [first];
}

export function gameArtSvg(input: ArtInput): string {
  const next = rng(input.seed);
  const from = safeColour(input.from, '#4c1d95');
  const to = safeColour(input.to, '#0f172a');
  const angle = Math.floor(next() * 360);
  const glowX = f(60 + next() * 280);
  const lines = titleLines(input.title, 20);
  const size = lines.length > 1 || input.title.length > 16 ? 30 : 36;
  // Ids unique to the art: several covers inlined in one document must not share a gradient.
  const id = `a${(input.seed >>> 0).toString(36)}`;
  const titleY = H - 48 - (lines.length - 1) * (size + 2);
  const title = lines
    .map((line, i) => `<text x="24" y="${titleY + i * (size + 2)}" font-size="${size}" font-weight="800" fill="#fff">${escapeXml(line)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(input.title)}">` +
    `<defs><linearGradient id="${id}g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="${id}l" cx="${glowX}" cy="40" r="220" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".6"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" rx="18" fill="url(#${id}g)"/><rect width="${W}" height="${H}" rx="18" fill="url(#${id}l)"/>` +
    `<g>${motifOf(input)(next)}</g>` +
    `<rect width="${W}" height="${H}" rx="18" fill="url(#${id}s)"/>` +
    `<g font-family="${FONT}">${title}<text x="24" y="${H - 22}" font-size="15" font-weight="600" fill="#fff" fill-opacity=".8">${escapeXml(input.subtitle)}</text>` +
`</g></svg>`
  );
}

export function providerArtSvg(input: { name: string; from: string; to: string; seed: number }): string {
  const next = rng(input.seed);
  const from = safeColour(input.from, '#4c1d95');
  const to = safeColour(input.to, '#0f172a');
  const initials = input.name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const id = `p${input.seed.toString(36)}`;
  let rings = '';
  for (let i = 0; i < 5; i++) rings += `<circle cx="${f(40 + next() * 240)}" cy="${f(next() * 120)}" r="${f(20 + next() * 60)}" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="3"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120" width="320" height="120" role="img" aria-label="${escapeXml(input.name)}">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="320" height="120" rx="16" fill="url(#${id})"/>${rings}` +
    `<g font-family="${FONT}" fill="#fff"><circle cx="56" cy="60" r="32" fill="#fff" fill-opacity=".2"/><text x="56" y="70" font-size="28" font-weight="800" text-anchor="middle">${escapeXml(initials)}</text>` +
    `<text x="104" y="68" font-size="${input.name.length > 17 ? 16 : input.name.length > 13 ? 19 : 23}" font-weight="800">${escapeXml(input.name)}</text></g></svg>`
  );
}

/** A seed from a text (providers have no stored seed). */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
