// Product packages drawn in SVG: honey jars, comb frames, oil bottles, droppers, pouches, tea boxes,
// cream jars, tubes, soap bars, capsule bottles and sprays, each in the product's colours with a
// bilingual label. Every pack stands on (512, 880) of a 1024 x 1024 canvas.
import { darken, FONT_ARABIC, FONT_SERIF, hexPoints, join, lighten, linear, mix, part, r, radial, rng, text, type Part } from './svg';

export type PackShape = 'jar' | 'comb' | 'dropper' | 'bottle' | 'pouch' | 'box' | 'creamJar' | 'tube' | 'soap' | 'capsules' | 'spray';
export type PackContent = 'liquid' | 'creamed' | 'pieces' | 'leaves' | 'flowers' | 'powder' | 'seeds';

export interface PackSpec {
  shape: PackShape;
  /** What is inside (honey, oil, cream, herbs) or, for pouches, tubes, boxes and soap, the package colour. */
  color: string;
  /** Lid, cap, label band. */
  accent: string;
  size?: 's' | 'm' | 'l';
  content?: PackContent;
  lid?: 'metal' | 'wood' | 'cloth' | 'cork';
  /** Glass tint of bottles. */
  glass?: string;
}

export interface PackLabel {
  en: string;
  ar: string;
  /** Net contents line: '500 g', '30 ml'. */
  size: string;
}

const BASE_Y = 880;
const CX = 512;
const PAPER = '#fbf6ea';
const INK = '#4a2f17';

export function drawPack(spec: PackSpec, label: PackLabel, id: string): Part {
  const draw = shapes[spec.shape];
  return join(shadow(spec.shape === 'soap' || spec.shape === 'creamJar' ? 260 : 220), draw(spec, label, id));
}

/** The space a pack takes above its base point (for scaling it into a picture). */
export function packBounds(spec: PackSpec): { width: number; height: number } {
  const size = spec.size ?? 'm';
  switch (spec.shape) {
    case 'jar':
      return { width: JAR_SIZES[size].w, height: JAR_SIZES[size].h };
    case 'comb':
      return { width: 560, height: 440 };
    case 'bottle':
      return { width: 270, height: (size === 'l' ? 640 : size === 's' ? 500 : 580) + 60 };
    case 'dropper':
      return { width: 220, height: (size === 's' ? 290 : 330) + 170 };
    case 'spray':
      return { width: 210, height: 570 };
    case 'pouch':
      return { width: 470, height: size === 'l' ? 610 : 550 };
    case 'box':
      return { width: 490, height: 520 };
    case 'creamJar':
      return { width: 472, height: 320 };
    case 'tube':
      return { width: 290, height: 560 };
    case 'soap':
      return { width: 550, height: 280 };
    case 'capsules':
      return { width: 560, height: 400 };
  }
}

/**
 * The pack scaled into a box of the canvas: `maxW` x `maxH`, standing on (cx, baseY), or centred on
 * `centreY` when it is short.
 */
export function placedPack(
  spec: PackSpec,
  label: PackLabel,
  id: string,
  at: { cx: number; baseY: number; maxW: number; maxH: number; centreY?: number },
): Part {
  const { width, height } = packBounds(spec);
  const s = Math.min(at.maxW / width, at.maxH / height, 1.8);
  const base = at.centreY === undefined ? at.baseY : Math.min(at.baseY, at.centreY + (height * s) / 2);
  const p = drawPack(spec, label, id);
  return {
    defs: p.defs,
    body: `<g transform="translate(${r(at.cx)} ${r(base)}) scale(${r(s * 1000) / 1000}) translate(${-CX} ${-BASE_Y})">${p.body}</g>`,
  };
}

const shadow = (rx: number) => part(`<ellipse cx="${CX}" cy="${BASE_Y + 6}" rx="${rx}" ry="26" fill="#3b2510" opacity="0.13"/>`);

/** A paper label with the shop's mark, the English and Arabic names and the net contents. */
function paperLabel(
  x: number,
  y: number,
  w: number,
  h: number,
  label: PackLabel,
  accent: string,
  opts: { paper?: string; ink?: string } = {},
): string {
  const paper = opts.paper ?? PAPER;
  const ink = opts.ink ?? INK;
  const band = Math.max(8, h * 0.07);
  const lines = [
    `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(Math.min(18, w * 0.05))}" fill="${paper}"/>`,
    `<rect x="${r(x)}" y="${r(y + band * 0.9)}" width="${r(w)}" height="${r(band * 0.35)}" fill="${accent}"/>`,
    `<rect x="${r(x)}" y="${r(y + h - band * 1.25)}" width="${r(w)}" height="${r(band * 0.35)}" fill="${accent}"/>`,
    text('SOUQ AL ASAL', {
      x: x + w / 2,
      y: y + h * 0.25,
      size: h * 0.075,
      maxWidth: w * 0.7,
      fill: accent,
      family: FONT_SERIF,
      spacing: 3,
      weight: 700,
    }),
    text(label.en, { x: x + w / 2, y: y + h * 0.47, size: h * 0.16, maxWidth: w * 0.86, fill: ink, family: FONT_SERIF, weight: 700 }),
    text(label.ar, { x: x + w / 2, y: y + h * 0.68, size: h * 0.15, maxWidth: w * 0.84, fill: ink, family: FONT_ARABIC, weight: 700 }),
    text(label.size, { x: x + w / 2, y: y + h * 0.84, size: h * 0.085, maxWidth: w * 0.6, fill: darken(accent, 0.1) }),
  ];
  return lines.join('');
}

/** Soft vertical reflections that make a surface read as glass or gloss. */
const gloss = (x: number, y: number, w: number, h: number, strength = 0.45) =>
  `<rect x="${r(x + w * 0.1)}" y="${r(y + h * 0.06)}" width="${r(w * 0.07)}" height="${r(h * 0.82)}" rx="${r(w * 0.035)}" fill="#ffffff" opacity="${strength}"/>` +
  `<rect x="${r(x + w * 0.2)}" y="${r(y + h * 0.1)}" width="${r(w * 0.025)}" height="${r(h * 0.6)}" rx="${r(w * 0.012)}" fill="#ffffff" opacity="${strength * 0.6}"/>` +
  `<rect x="${r(x + w * 0.86)}" y="${r(y + h * 0.08)}" width="${r(w * 0.03)}" height="${r(h * 0.78)}" rx="${r(w * 0.015)}" fill="#ffffff" opacity="${strength * 0.35}"/>`;

/** A screw lid, seen from the front, in metal, wood, cork or covered with a cloth tied with twine. */
function lid(x: number, y: number, w: number, h: number, kind: PackSpec['lid'], accent: string, id: string): Part {
  const defs = {
    metal: linear(`${id}lid`, [
      [0, darken(accent, 0.35)],
      [0.35, lighten(accent, 0.35)],
      [0.6, accent],
      [1, darken(accent, 0.45)],
    ]),
    wood: linear(`${id}lid`, [
      [0, '#6b4324'],
      [0.4, '#a8774a'],
      [1, '#5a371c'],
    ]),
    cork: linear(`${id}lid`, [
      [0, '#a77c4f'],
      [0.45, '#d6b07f'],
      [1, '#94693e'],
    ]),
    cloth: linear(`${id}lid`, [
      [0, darken(accent, 0.25)],
      [0.5, lighten(accent, 0.15)],
      [1, darken(accent, 0.3)],
    ]),
  }[kind ?? 'metal'];
  if (kind === 'cloth') {
    // A square of cloth over the lid, hanging in a zigzag skirt, tied with twine.
    const skirt = h * 1.2;
    const teeth = 9;
    const left = x - w * 0.06;
    const right = x + w * 1.06;
    const points = [`${r(left + w * 0.08)},${r(y)}`, `${r(right - w * 0.08)},${r(y)}`];
    for (let i = teeth; i >= 0; i--) {
      const px = left + ((right - left) * i) / teeth;
      points.push(`${r(px)},${r(y + h + skirt * (i % 2 === 0 ? 1 : 0.7))}`);
    }
    return part(
      `<polygon points="${points.join(' ')}" fill="url(#${id}lid)"/>` +
        `<rect x="${r(x - w * 0.02)}" y="${r(y + h * 0.95)}" width="${r(w * 1.04)}" height="${r(h * 0.18)}" rx="6" fill="#c9a66b"/>` +
        `<path d="M${r(x + w * 0.48)} ${r(y + h * 1.05)} q -30 50 -12 90 M${r(x + w * 0.52)} ${r(y + h * 1.05)} q 30 50 14 88" stroke="#c9a66b" stroke-width="7" fill="none" stroke-linecap="round"/>`,
      defs,
    );
  }
  const ridges =
    kind === 'metal'
      ? Array.from({ length: 14 }, (_, i) => {
          const px = x + (w * (i + 0.5)) / 14;
          return `<line x1="${r(px)}" y1="${r(y + 6)}" x2="${r(px)}" y2="${r(y + h - 6)}" stroke="#000" stroke-opacity="0.09" stroke-width="3"/>`;
        }).join('')
      : kind === 'wood'
        ? `<path d="M${r(x + 10)} ${r(y + h * 0.35)} q ${r(w / 2)} -14 ${r(w - 20)} 0 M${r(x + 14)} ${r(y + h * 0.7)} q ${r(w / 2)} 12 ${r(w - 28)} 0" stroke="#4a2e16" stroke-opacity="0.3" stroke-width="3" fill="none"/>`
        : '';
  return part(
    `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(Math.min(14, h * 0.25))}" fill="url(#${id}lid)"/>${ridges}` +
      `<rect x="${r(x + 4)}" y="${r(y + 4)}" width="${r(w - 8)}" height="${r(h * 0.18)}" rx="6" fill="#fff" opacity="0.22"/>`,
    defs,
  );
}

/** What a transparent container shows: honey or oil, creamed honey, resin pieces, seeds, leaves, powder. */
function filling(spec: PackSpec, x: number, y: number, w: number, h: number, id: string, rx: number): Part {
  const c = spec.color;
  const clip = `<clipPath id="${id}clip"><rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(rx)}"/></clipPath>`;
  const content = spec.content ?? 'liquid';
  if (content === 'liquid') {
    return part(
      `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(rx)}" fill="url(#${id}fill)"/>`,
      linear(`${id}fill`, [
        [0, darken(c, 0.3)],
        [0.3, lighten(c, 0.18)],
        [0.55, c],
        [1, darken(c, 0.38)],
      ]),
    );
  }
  if (content === 'creamed') {
    return part(
      `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(rx)}" fill="url(#${id}fill)"/>`,
      linear(`${id}fill`, [
        [0, darken(c, 0.12)],
        [0.4, lighten(c, 0.2)],
        [1, darken(c, 0.15)],
      ]),
    );
  }
  // Loose contents: a base colour and many small pieces, clipped to the container.
  const rand = rng(`${id}${content}${c}`);
  const pieces: string[] = [];
  const count = content === 'seeds' ? 420 : content === 'powder' ? 0 : 70;
  for (let i = 0; i < count; i++) {
    const px = x + rand() * w;
    const py = y + rand() * h;
    const tone = mix(c, rand() > 0.5 ? '#ffffff' : '#000000', rand() * 0.3);
    const rot = Math.round(rand() * 180);
    if (content === 'seeds')
      pieces.push(`<ellipse cx="${r(px)}" cy="${r(py)}" rx="7" ry="4.5" fill="${tone}" transform="rotate(${rot} ${r(px)} ${r(py)})"/>`);
    else if (content === 'pieces') {
      const s = 14 + rand() * 22;
      pieces.push(
        `<path d="M${r(px)} ${r(py)} l ${r(s)} ${r(-s * 0.3)} l ${r(s * 0.4)} ${r(s * 0.9)} l ${r(-s)} ${r(s * 0.5)} z" fill="${tone}" opacity="0.95" transform="rotate(${rot} ${r(px)} ${r(py)})"/>`,
      );
    } else if (content === 'leaves')
      pieces.push(`<ellipse cx="${r(px)}" cy="${r(py)}" rx="20" ry="8" fill="${tone}" transform="rotate(${rot} ${r(px)} ${r(py)})"/>`);
    else if (content === 'flowers') {
      pieces.push(
        `<circle cx="${r(px)}" cy="${r(py)}" r="14" fill="${mix('#ffffff', c, 0.15)}"/><circle cx="${r(px)}" cy="${r(py)}" r="6" fill="${c}"/>`,
      );
    }
  }
  return part(
    `<g clip-path="url(#${id}clip)"><rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="url(#${id}fill)"/>${pieces.join('')}</g>`,
    clip +
      linear(`${id}fill`, [
        [0, darken(c, 0.25)],
        [0.5, lighten(c, content === 'powder' ? 0.15 : 0.05)],
        [1, darken(c, 0.3)],
      ]),
  );
}

const JAR_SIZES = { s: { w: 300, h: 330 }, m: { w: 350, h: 420 }, l: { w: 410, h: 520 } } as const;

function jar(spec: PackSpec, label: PackLabel, id: string): Part {
  const { w, h } = JAR_SIZES[spec.size ?? 'm'];
  const x = CX - w / 2;
  const top = BASE_Y - h;
  const lidH = 64;
  const glassTop = top + lidH - 6;
  const bodyH = h - lidH + 6;
  const fillTop = glassTop + bodyH * 0.07;
  const labelH = Math.min(bodyH * 0.5, 230);
  return join(
    part(`<rect x="${r(x)}" y="${r(glassTop)}" width="${w}" height="${r(bodyH)}" rx="46" fill="#f4efe6" opacity="0.55"/>`),
    filling(spec, x + 8, fillTop, w - 16, BASE_Y - fillTop - 8, id, 40),
    part(
      `<rect x="${r(x)}" y="${r(glassTop)}" width="${w}" height="${r(bodyH)}" rx="46" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="6"/>` +
        gloss(x, glassTop, w, bodyH, 0.4) +
        paperLabel(x + w * 0.1, glassTop + bodyH * 0.3, w * 0.8, labelH, label, spec.accent),
    ),
    lid(x + w * 0.06, top, w * 0.88, lidH, spec.lid, spec.accent, id),
  );
}

function comb(spec: PackSpec, label: PackLabel, id: string): Part {
  // A wooden frame of comb, slightly capped with wax, with a paper band.
  const w = 560;
  const h = 440;
  const x = CX - w / 2;
  const y = BASE_Y - h;
  const inner = 30;
  const cell = 26;
  const cells: string[] = [];
  const rand = rng(`${id}comb`);
  for (let row = 0; row < 14; row++) {
    for (let col = 0; col < 13; col++) {
      const cx = x + inner + col * cell * 1.73 + (row % 2 ? cell * 0.87 : 0);
      const cy = y + inner + row * cell * 1.5;
      const capped = rand() > 0.55;
      cells.push(
        `<polygon points="${hexPoints(cx, cy, cell - 2)}" fill="${capped ? lighten(spec.color, 0.45) : mix(spec.color, '#ffffff', rand() * 0.25)}" stroke="${darken(spec.color, 0.3)}" stroke-width="3"/>`,
      );
    }
  }
  return join(
    part(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="url(#${id}wood)"/>` +
        `<g clip-path="url(#${id}clip)"><rect x="${x + inner}" y="${y + inner}" width="${w - inner * 2}" height="${h - inner * 2}" fill="${darken(spec.color, 0.2)}"/>${cells.join('')}</g>` +
        `<rect x="${x + inner}" y="${y + inner}" width="${w - inner * 2}" height="${h - inner * 2}" fill="none" stroke="#3f2711" stroke-opacity="0.35" stroke-width="4"/>` +
        paperLabel(x + w * 0.2, y + h * 0.52, w * 0.6, h * 0.42, label, spec.accent),
      linear(
        `${id}wood`,
        [
          [0, '#8a5a2f'],
          [0.5, '#b98a5a'],
          [1, '#7a4d26'],
        ],
        true,
      ) +
        `<clipPath id="${id}clip"><rect x="${x + inner}" y="${y + inner}" width="${w - inner * 2}" height="${h - inner * 2}"/></clipPath>`,
    ),
  );
}

function glassBottle(
  spec: PackSpec,
  label: PackLabel,
  id: string,
  o: { w: number; h: number; neckW: number; neckH: number; shoulder: number },
): Part {
  const glass = spec.glass ?? '#e9e3d6';
  const x = CX - o.w / 2;
  const top = BASE_Y - o.h;
  const bodyTop = top + o.neckH + o.shoulder;
  const nx = CX - o.neckW / 2;
  const path =
    `M${r(nx)} ${r(top)} h ${o.neckW} v ${o.neckH} ` +
    `C ${r(nx + o.neckW)} ${r(top + o.neckH + o.shoulder * 0.6)} ${r(x + o.w)} ${r(bodyTop - o.shoulder * 0.35)} ${r(x + o.w)} ${r(bodyTop)} ` +
    `V ${BASE_Y - 24} q 0 24 -24 24 H ${r(x + 24)} q -24 0 -24 -24 V ${r(bodyTop)} ` +
    `C ${r(x)} ${r(bodyTop - o.shoulder * 0.35)} ${r(nx)} ${r(top + o.neckH + o.shoulder * 0.6)} ${r(nx)} ${r(top + o.neckH)} Z`;
  const clear = glass === '#e9e3d6';
  const liquid = clear ? spec.color : mix(darken(glass, 0.1), spec.color, 0.2);
  const labelH = Math.min(o.h * 0.4, 250);
  return part(
    `<path d="${path}" fill="url(#${id}glass)"/>` +
      `<clipPath id="${id}bclip"><path d="${path}"/></clipPath>` +
      `<rect x="${r(x)}" y="${r(bodyTop + (clear ? 10 : 0))}" width="${o.w}" height="${r(BASE_Y - bodyTop)}" fill="url(#${id}liq)" clip-path="url(#${id}bclip)" opacity="${clear ? 0.95 : 0.5}"/>` +
      gloss(x, bodyTop - o.shoulder * 0.5, o.w, BASE_Y - bodyTop + o.shoulder * 0.3, 0.35) +
      paperLabel(x + o.w * 0.08, bodyTop + (BASE_Y - bodyTop) * 0.22, o.w * 0.84, labelH, label, spec.accent),
    linear(`${id}glass`, [
      [0, darken(glass, 0.35)],
      [0.3, lighten(glass, 0.15)],
      [0.6, glass],
      [1, darken(glass, 0.4)],
    ]) +
      linear(`${id}liq`, [
        [0, darken(liquid, 0.3)],
        [0.35, lighten(liquid, 0.2)],
        [1, darken(liquid, 0.35)],
      ]),
  );
}

function bottle(spec: PackSpec, label: PackLabel, id: string): Part {
  const big = spec.size === 'l';
  const o = { w: big ? 270 : 230, h: big ? 640 : spec.size === 's' ? 500 : 580, neckW: 70, neckH: 120, shoulder: 90 };
  const top = BASE_Y - o.h;
  return join(
    glassBottle(spec, label, id, o),
    spec.lid === 'cork'
      ? part(
          `<rect x="${CX - 40}" y="${top - 56}" width="80" height="74" rx="10" fill="url(#${id}cork)"/>`,
          linear(`${id}cork`, [
            [0, '#9b7045'],
            [0.5, '#d8b283'],
            [1, '#8c6238'],
          ]),
        )
      : lid(CX - 46, top - 60, 92, 70, 'metal', spec.accent, id),
  );
}

function dropper(spec: PackSpec, label: PackLabel, id: string): Part {
  const o = { w: spec.size === 's' ? 190 : 220, h: spec.size === 's' ? 290 : 330, neckW: 80, neckH: 26, shoulder: 60 };
  const top = BASE_Y - o.h;
  return join(
    glassBottle({ ...spec, glass: spec.glass ?? '#8a4b12' }, label, id, o),
    part(
      `<rect x="${CX - 56}" y="${top - 70}" width="112" height="84" rx="12" fill="url(#${id}cap)"/>` +
        `<path d="M${CX - 40} ${top - 66} V ${top - 170} a 40 40 0 0 1 80 0 V ${top - 66} Z" fill="${spec.accent === '#ffffff' ? '#f1efe9' : '#2d2620'}"/>` +
        `<rect x="${CX - 30}" y="${top - 160}" width="12" height="80" rx="6" fill="#fff" opacity="0.18"/>`,
      linear(`${id}cap`, [
        [0, darken(spec.accent, 0.4)],
        [0.4, lighten(spec.accent, 0.3)],
        [1, darken(spec.accent, 0.45)],
      ]),
    ),
  );
}

function spray(spec: PackSpec, label: PackLabel, id: string): Part {
  const o = { w: 210, h: 420, neckW: 70, neckH: 24, shoulder: 60 };
  const top = BASE_Y - o.h;
  return join(
    glassBottle({ ...spec, glass: spec.glass ?? '#e9e3d6' }, label, id, o),
    part(
      `<rect x="${CX - 50}" y="${top - 50}" width="100" height="62" rx="8" fill="url(#${id}cap)"/>` +
        `<rect x="${CX - 18}" y="${top - 110}" width="36" height="64" rx="6" fill="#f2f0ec"/>` +
        `<path d="M${CX - 28} ${top - 150} h 74 a 12 12 0 0 1 0 44 h -74 z" fill="#fafaf7" stroke="#d8d2c6" stroke-width="3"/>`,
      linear(`${id}cap`, [
        [0, darken(spec.accent, 0.35)],
        [0.45, lighten(spec.accent, 0.35)],
        [1, darken(spec.accent, 0.4)],
      ]),
    ),
  );
}

function pouch(spec: PackSpec, label: PackLabel, id: string): Part {
  const w = spec.size === 'l' ? 470 : 420;
  const h = spec.size === 'l' ? 600 : 540;
  const x = CX - w / 2;
  const y = BASE_Y - h;
  const body = `M${x + 16} ${y} H ${x + w - 16} C ${x + w} ${y + h * 0.4} ${x + w + 8} ${y + h * 0.8} ${x + w - 6} ${BASE_Y} H ${x + 6} C ${x - 8} ${y + h * 0.8} ${x} ${y + h * 0.4} ${x + 16} ${y} Z`;
  const teeth = Array.from({ length: 24 }, (_, i) => `${r(x + 16 + ((w - 32) * (i + 0.5)) / 24)},${y - 8}`);
  const windowY = y + h * 0.55;
  const windowH = h * 0.33;
  return join(
    part(
      `<path d="${body}" fill="url(#${id}pouch)"/>` +
        `<polyline points="${x + 16},${y} ${teeth.join(' ')} ${x + w - 16},${y}" fill="${darken(spec.color, 0.15)}" stroke="none"/>` +
        `<rect x="${x + 26}" y="${y + 22}" width="${w - 52}" height="10" rx="5" fill="${darken(spec.color, 0.2)}" opacity="0.6"/>` +
        text('SOUQ AL ASAL', {
          x: CX,
          y: y + h * 0.14,
          size: 24,
          fill: mix(spec.accent, INK, 0.6),
          family: FONT_SERIF,
          spacing: 4,
          weight: 700,
        }) +
        text(label.en, { x: CX, y: y + h * 0.25, size: 52, maxWidth: w * 0.82, fill: INK, family: FONT_SERIF, weight: 700 }) +
        text(label.ar, { x: CX, y: y + h * 0.37, size: 50, maxWidth: w * 0.8, fill: INK, family: FONT_ARABIC, weight: 700 }) +
        text(label.size, { x: CX, y: y + h * 0.47, size: 28, fill: mix(spec.accent, INK, 0.6) }) +
        `<rect x="${x + w * 0.2}" y="${r(windowY)}" width="${w * 0.6}" height="${r(windowH)}" rx="40" fill="#fff" opacity="0.6"/>`,
      linear(`${id}pouch`, [
        [0, darken(spec.color, 0.18)],
        [0.25, lighten(spec.color, 0.12)],
        [0.7, spec.color],
        [1, darken(spec.color, 0.25)],
      ]),
    ),
    filling({ ...spec, color: contentColor(spec) }, x + w * 0.2 + 8, windowY + 8, w * 0.6 - 16, windowH - 16, id, 34),
    part(
      `<rect x="${x + w * 0.2}" y="${r(windowY)}" width="${w * 0.6}" height="${r(windowH)}" rx="40" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="5"/>`,
    ),
  );
}

/** Pouches are kraft paper; the window shows what is inside in the accent's herbal colour. */
const contentColor = (spec: PackSpec) => spec.accent;

function box(spec: PackSpec, label: PackLabel, id: string): Part {
  // A tea box in three-quarter view: front, side and top faces, with a leaf emblem.
  const w = 380;
  const h = 470;
  const d = 110;
  const x = CX - w / 2 - d / 3;
  const y = BASE_Y - h;
  const front = spec.color;
  return part(
    `<polygon points="${x + w},${y} ${x + w + d},${y - d * 0.45} ${x + w + d},${BASE_Y - d * 0.45} ${x + w},${BASE_Y}" fill="${darken(front, 0.25)}"/>` +
      `<polygon points="${x},${y} ${x + d},${y - d * 0.45} ${x + w + d},${y - d * 0.45} ${x + w},${y}" fill="${lighten(front, 0.2)}"/>` +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id}box)"/>` +
      `<rect x="${x + 22}" y="${y + 22}" width="${w - 44}" height="${h - 44}" fill="none" stroke="${spec.accent}" stroke-width="4"/>` +
      leafEmblem(x + w / 2, y + h * 0.28, 70, spec.accent) +
      text(label.en, { x: x + w / 2, y: y + h * 0.56, size: 46, maxWidth: w * 0.8, fill: '#fffaf0', family: FONT_SERIF, weight: 700 }) +
      text(label.ar, { x: x + w / 2, y: y + h * 0.7, size: 44, maxWidth: w * 0.78, fill: '#fffaf0', family: FONT_ARABIC, weight: 700 }) +
      text(label.size, { x: x + w / 2, y: y + h * 0.84, size: 26, fill: lighten(spec.accent, 0.3) }),
    linear(`${id}box`, [
      [0, darken(front, 0.08)],
      [0.5, lighten(front, 0.08)],
      [1, darken(front, 0.12)],
    ]),
  );
}

export function leafEmblem(cx: number, cy: number, s: number, color: string): string {
  return (
    `<path d="M${cx} ${cy + s} C ${cx - s} ${cy + s * 0.2} ${cx - s * 0.6} ${cy - s * 0.8} ${cx} ${cy - s} C ${cx + s * 0.6} ${cy - s * 0.8} ${cx + s} ${cy + s * 0.2} ${cx} ${cy + s} Z" fill="${color}"/>` +
    `<path d="M${cx} ${cy + s} V ${cy - s * 0.7}" stroke="${darken(color, 0.3)}" stroke-width="4"/>`
  );
}

function creamJar(spec: PackSpec, label: PackLabel, id: string): Part {
  const w = 460;
  const bodyH = 210;
  const lidH = 110;
  const x = CX - w / 2;
  const bodyY = BASE_Y - bodyH;
  return join(
    part(
      `<rect x="${x}" y="${bodyY}" width="${w}" height="${bodyH}" rx="28" fill="url(#${id}body)"/>` +
        paperLabel(x + 50, bodyY + 24, w - 100, bodyH - 48, label, spec.accent, { paper: spec.color === '#ffffff' ? '#f7f1e4' : PAPER }) +
        gloss(x, bodyY, w, bodyH, 0.3),
      linear(`${id}body`, [
        [0, darken(spec.color, 0.2)],
        [0.35, lighten(spec.color, 0.3)],
        [1, darken(spec.color, 0.25)],
      ]),
    ),
    lid(x - 6, bodyY - lidH + 8, w + 12, lidH, spec.lid ?? 'metal', spec.accent, id),
  );
}

function tube(spec: PackSpec, label: PackLabel, id: string): Part {
  // A squeeze tube standing on its cap.
  const w = 250;
  const h = 560;
  const capH = 90;
  const bodyBottom = BASE_Y - capH;
  const top = BASE_Y - h;
  const path = `M${CX - w / 2 - 20} ${top} H ${CX + w / 2 + 20} L ${CX + w / 2 - 10} ${bodyBottom} H ${CX - w / 2 + 10} Z`;
  return part(
    `<rect x="${CX - 80}" y="${bodyBottom - 4}" width="160" height="${capH + 4}" rx="14" fill="url(#${id}cap)"/>` +
      `<path d="${path}" fill="url(#${id}tube)"/>` +
      `<rect x="${CX - w / 2 - 20}" y="${top}" width="${w + 40}" height="34" fill="${darken(spec.color, 0.12)}"/>` +
      Array.from(
        { length: 9 },
        (_, i) =>
          `<line x1="${CX - w / 2 - 10 + i * ((w + 20) / 8)}" y1="${top + 4}" x2="${CX - w / 2 - 10 + i * ((w + 20) / 8)}" y2="${top + 30}" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>`,
      ).join('') +
      text('SOUQ AL ASAL', { x: CX, y: top + 100, size: 20, fill: spec.accent, family: FONT_SERIF, spacing: 3, weight: 700 }) +
      text(label.en, { x: CX, y: top + 180, size: 44, maxWidth: w * 0.9, fill: INK, family: FONT_SERIF, weight: 700 }) +
      text(label.ar, { x: CX, y: top + 250, size: 42, maxWidth: w * 0.85, fill: INK, family: FONT_ARABIC, weight: 700 }) +
      leafEmblem(CX, top + 330, 34, spec.accent) +
      text(label.size, { x: CX, y: top + 420, size: 26, fill: darken(spec.accent, 0.1) }) +
      gloss(CX - w / 2, top + 40, w, h - capH - 60, 0.3),
    linear(`${id}tube`, [
      [0, darken(spec.color, 0.15)],
      [0.3, lighten(spec.color, 0.35)],
      [0.7, spec.color],
      [1, darken(spec.color, 0.2)],
    ]) +
      linear(`${id}cap`, [
        [0, darken(spec.accent, 0.4)],
        [0.45, lighten(spec.accent, 0.3)],
        [1, darken(spec.accent, 0.45)],
      ]),
  );
}

function soap(spec: PackSpec, label: PackLabel, id: string): Part {
  const w = 500;
  const h = 190;
  const depth = 90;
  const x = CX - w / 2;
  const y = BASE_Y - h;
  return part(
    `<path d="M${x + 30} ${y} L ${x + 90} ${y - depth} H ${x + w + 50} L ${x + w} ${y} Z" fill="${lighten(spec.color, 0.2)}"/>` +
      `<path d="M${x + w} ${y} L ${x + w + 50} ${y - depth} V ${BASE_Y - depth - 10} L ${x + w} ${BASE_Y} Z" fill="${darken(spec.color, 0.25)}"/>` +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="34" fill="url(#${id}soap)"/>` +
      `<ellipse cx="${x + w * 0.53 + 20}" cy="${y - depth / 2}" rx="120" ry="30" fill="none" stroke="${darken(spec.color, 0.15)}" stroke-width="5" opacity="0.6"/>` +
      // The paper band around the bar carries the label.
      `<rect x="${x + w * 0.3}" y="${y - 2}" width="${w * 0.4}" height="${h + 4}" fill="${PAPER}"/>` +
      `<rect x="${x + w * 0.3}" y="${y - 2}" width="${w * 0.4}" height="10" fill="${spec.accent}"/>` +
      text(label.en, { x: CX, y: y + h * 0.38, size: 30, maxWidth: w * 0.36, fill: INK, family: FONT_SERIF, weight: 700 }) +
      text(label.ar, { x: CX, y: y + h * 0.66, size: 30, maxWidth: w * 0.36, fill: INK, family: FONT_ARABIC, weight: 700 }) +
      text(label.size, { x: CX, y: y + h * 0.88, size: 20, fill: spec.accent }),
    linear(
      `${id}soap`,
      [
        [0, darken(spec.color, 0.12)],
        [0.5, lighten(spec.color, 0.1)],
        [1, darken(spec.color, 0.18)],
      ],
      true,
    ),
  );
}

function capsules(spec: PackSpec, label: PackLabel, id: string): Part {
  const w = 300;
  const h = 390;
  const x = CX - w / 2 - 60;
  const y = BASE_Y - h;
  const caps = [
    [CX + 150, BASE_Y - 20, -20],
    [CX + 230, BASE_Y - 34, 30],
    [CX + 180, BASE_Y - 60, 75],
  ]
    .map(
      ([cx, cy, rot]) =>
        `<g transform="rotate(${rot} ${cx} ${cy})"><rect x="${cx! - 50}" y="${cy! - 20}" width="100" height="40" rx="20" fill="url(#${id}caps)"/><rect x="${cx! - 40}" y="${cy! - 14}" width="60" height="8" rx="4" fill="#fff" opacity="0.5"/></g>`,
    )
    .join('');
  return join(
    part(
      `<rect x="${x}" y="${y + 70}" width="${w}" height="${h - 70}" rx="34" fill="url(#${id}pot)"/>` +
        `<rect x="${x + 30}" y="${y + 40}" width="${w - 60}" height="40" fill="${darken(spec.glass ?? '#f4f1ea', 0.1)}"/>` +
        paperLabel(x + 18, y + 130, w - 36, 210, label, spec.accent) +
        gloss(x, y + 70, w, h - 70, 0.3) +
        caps,
      linear(`${id}pot`, [
        [0, darken(spec.glass ?? '#f4f1ea', 0.2)],
        [0.35, lighten(spec.glass ?? '#f4f1ea', 0.4)],
        [1, darken(spec.glass ?? '#f4f1ea', 0.25)],
      ]) +
        linear(
          `${id}caps`,
          [
            [0, lighten(spec.color, 0.3)],
            [0.5, spec.color],
            [1, darken(spec.color, 0.35)],
          ],
          true,
        ),
    ),
    lid(x + 14, y - 6, w - 28, 64, 'metal', spec.accent, id),
  );
}

const shapes: Record<PackShape, (spec: PackSpec, label: PackLabel, id: string) => Part> = {
  jar,
  comb,
  dropper,
  bottle,
  pouch,
  box,
  creamJar,
  tube,
  soap,
  capsules,
  spray,
};

/** The backdrop of a packshot: a soft studio gradient tinted with the product's colour. */
export function studioBackdrop(tint: string, id: string, w = 1024, h = 1024): Part {
  return part(
    `<rect width="${w}" height="${h}" fill="url(#${id}bg)"/>`,
    radial(
      `${id}bg`,
      [
        [0, lighten(tint, 0.93)],
        [0.7, lighten(tint, 0.82)],
        [1, lighten(tint, 0.72)],
      ],
      0.5,
      0.42,
      0.75,
    ),
  );
}
