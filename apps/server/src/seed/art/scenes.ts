// Whole product pictures: the packshot (main image), the pack on a table with what it is made of, and
// a close-up of the ingredient. All 1024 x 1024.
import { placedPack, studioBackdrop, type PackLabel, type PackSpec } from './packs';
import { darken, hexPoints, join, lighten, linear, mix, part, r, radial, rng, svgDocument, type Part } from './svg';

export type Ingredient = 'honey' | 'comb' | 'flowers' | 'leaves' | 'petals' | 'seeds' | 'powder' | 'oil' | 'cream' | 'resin' | 'spice';

const SIZE = 1024;
/** The table and close-up pictures are stored at most this wide; the packshot keeps every width. */
const SECONDARY_WIDTH = 640;

export function packshotSvg(spec: PackSpec, label: PackLabel, id: string): string {
  return svgDocument(
    { width: SIZE, height: SIZE },
    studioBackdrop(spec.accent, id),
    placedPack(spec, label, id, { cx: 512, baseY: 900, maxW: 800, maxH: 720, centreY: 540 }),
  );
}

/** The pack on a table against a wall, with its ingredient beside it. */
export function lifestyleSvg(spec: PackSpec, label: PackLabel, ingredient: Ingredient, color: string, id: string): string {
  const wall = lighten(mix(spec.accent, '#e8dcc8', 0.6), 0.35);
  const table = ingredient === 'cream' || ingredient === 'petals' ? '#efe9e1' : '#b9895a';
  const rand = rng(`${id}life`);
  return svgDocument(
    { width: SIZE, height: SIZE, renderWidth: SECONDARY_WIDTH },
    part(
      `<rect width="${SIZE}" height="${SIZE}" fill="url(#${id}wall)"/>` +
        `<rect y="700" width="${SIZE}" height="324" fill="url(#${id}table)"/>` +
        (table === '#b9895a'
          ? Array.from(
              { length: 6 },
              (_, i) =>
                `<path d="M0 ${740 + i * 50} q 300 ${r(rand() * 16 - 8)} 620 0 t 420 0" stroke="#6d4525" stroke-opacity="0.14" stroke-width="3" fill="none"/>`,
            ).join('')
          : '') +
        `<rect y="700" width="${SIZE}" height="10" fill="#000" opacity="0.06"/>` +
        // Window light falling on the wall.
        `<path d="M620 0 L 900 0 L 760 700 L 420 700 Z" fill="#fff" opacity="0.16"/>`,
      radial(
        `${id}wall`,
        [
          [0, lighten(wall, 0.3)],
          [1, darken(wall, 0.06)],
        ],
        0.35,
        0.35,
        0.9,
      ) +
        linear(
          `${id}table`,
          [
            [0, lighten(table, 0.05)],
            [1, darken(table, 0.12)],
          ],
          true,
        ),
    ),
    placedPack(spec, label, `${id}pk`, { cx: 410, baseY: 900, maxW: 560, maxH: 700, centreY: 640 }),
    scaled(prop(ingredient, color, 800, 900, id), 800, 900, 1.45),
  );
}

export function closeUpSvg(ingredient: Ingredient, color: string, id: string): string {
  return svgDocument({ width: SIZE, height: SIZE, renderWidth: SECONDARY_WIDTH }, closeUp(ingredient, color, id));
}

// ---------- props beside a pack ----------

export const scaled = (p: Part, cx: number, cy: number, s: number): Part => ({
  defs: p.defs,
  body: `<g transform="translate(${cx} ${cy}) scale(${s}) translate(${-cx} ${-cy})">${p.body}</g>`,
});

function prop(ingredient: Ingredient, color: string, cx: number, baseY: number, id: string): Part {
  switch (ingredient) {
    case 'honey':
    case 'comb':
      return join(combChunk(cx - 20, baseY - 70, 130, color, id), dipper(cx + 10, baseY - 10, color));
    case 'oil':
      return join(
        bowl(cx, baseY, 130, '#f3ede2', seedsHeap(cx, baseY - 50, 110, darken(color, 0.1), id)),
        leafSprig(cx + 40, baseY - 150, '#5f7f3a', id, -30),
      );
    case 'seeds':
    case 'spice':
      return bowl(cx, baseY, 140, '#e9dfcf', seedsHeap(cx, baseY - 55, 120, color, id));
    case 'powder':
      return join(bowl(cx, baseY, 140, '#f4efe6', powderHeap(cx, baseY - 50, 120, color)), spoon(cx - 160, baseY - 6, color));
    case 'leaves':
      return join(teaCup(cx, baseY, color), leafSprig(cx + 90, baseY - 40, darken(color, 0.05), id, 20));
    case 'flowers':
      return join(teaCup(cx, baseY, '#e3b341'), flowerHead(cx + 120, baseY - 40, 40, color), flowerHead(cx - 130, baseY - 30, 32, color));
    case 'petals':
      return join(
        flowerHead(cx, baseY - 120, 90, color, 8, '#f7e4a5'),
        flowerHead(cx + 110, baseY - 30, 46, lighten(color, 0.2), 8, '#f7e4a5'),
      );
    case 'cream':
      return join(creamSwatch(cx, baseY - 60, 150, color), leafSprig(cx + 40, baseY - 190, '#6b8e4e', id, 40));
    case 'resin':
      return bowl(cx, baseY, 140, '#6b4b33', resinHeap(cx, baseY - 50, 120, color, id));
  }
}

export function combChunk(cx: number, cy: number, s: number, color: string, id: string): Part {
  const cells: string[] = [];
  const rand = rng(`${id}chunk`);
  for (let row = -3; row <= 3; row++) {
    for (let col = -3; col <= 3; col++) {
      const x = cx + col * 26 + (row % 2 ? 13 : 0);
      const y = cy + row * 23;
      if (Math.hypot(x - cx, (y - cy) * 1.3) > s) continue;
      cells.push(
        `<polygon points="${hexPoints(x, y, 14)}" fill="${rand() > 0.6 ? lighten(color, 0.5) : mix(color, '#ffffff', rand() * 0.3)}" stroke="${darken(color, 0.35)}" stroke-width="2.5"/>`,
      );
    }
  }
  return part(`<ellipse cx="${cx}" cy="${cy + 70}" rx="${s}" ry="18" fill="#3b2510" opacity="0.12"/>${cells.join('')}`);
}

export function dipper(x: number, y: number, color: string): Part {
  return part(
    `<g transform="rotate(-28 ${x} ${y})">` +
      `<rect x="${x - 8}" y="${y - 330}" width="16" height="250" rx="8" fill="#a9784b"/>` +
      Array.from(
        { length: 5 },
        (_, i) =>
          `<ellipse cx="${x}" cy="${y - 70 + i * 16}" rx="${34 - Math.abs(i - 2) * 5}" ry="9" fill="#b98656" stroke="#7e5430" stroke-width="2"/>`,
      ).join('') +
      `<path d="M${x - 20} ${y - 10} q 20 50 8 90" stroke="${color}" stroke-width="12" fill="none" stroke-linecap="round" opacity="0.9"/>` +
      `</g>`,
  );
}

export function bowl(cx: number, baseY: number, w: number, color: string, inside: Part): Part {
  return join(
    part(`<ellipse cx="${cx}" cy="${baseY + 4}" rx="${w}" ry="16" fill="#3b2510" opacity="0.12"/>`),
    inside,
    part(
      `<path d="M${cx - w} ${baseY - 70} Q ${cx - w} ${baseY} ${cx} ${baseY} Q ${cx + w} ${baseY} ${cx + w} ${baseY - 70} Z" fill="${color}"/>` +
        `<path d="M${cx - w} ${baseY - 70} Q ${cx - w} ${baseY} ${cx} ${baseY} Q ${cx + w} ${baseY} ${cx + w} ${baseY - 70} Z" fill="#000" opacity="0.06"/>` +
        `<ellipse cx="${cx}" cy="${baseY - 70}" rx="${w}" ry="12" fill="${lighten(color, 0.2)}" opacity="0.7"/>`,
    ),
  );
}

export function seedsHeap(cx: number, cy: number, w: number, color: string, id: string): Part {
  const rand = rng(`${id}heap${color}`);
  const seeds = Array.from({ length: 140 }, () => {
    const a = rand() * Math.PI;
    const d = Math.sqrt(rand());
    const x = cx + Math.cos(a) * w * d * (rand() > 0.5 ? 1 : -1);
    const y = cy - Math.sin(a) * 40 * d;
    return `<ellipse cx="${r(x)}" cy="${r(y)}" rx="8" ry="5" fill="${mix(color, rand() > 0.5 ? '#ffffff' : '#000000', rand() * 0.25)}" transform="rotate(${Math.round(rand() * 180)} ${r(x)} ${r(y)})"/>`;
  });
  return part(seeds.join(''));
}

export function powderHeap(cx: number, cy: number, w: number, color: string): Part {
  return part(
    `<path d="M${cx - w} ${cy + 20} Q ${cx - w * 0.3} ${cy - 70} ${cx} ${cy - 60} Q ${cx + w * 0.4} ${cy - 60} ${cx + w} ${cy + 20} Z" fill="${color}"/>`,
  );
}

function resinHeap(cx: number, cy: number, w: number, color: string, id: string): Part {
  const rand = rng(`${id}resin`);
  const pieces = Array.from({ length: 16 }, () => {
    const x = cx + (rand() - 0.5) * w * 1.6;
    const y = cy - rand() * 50;
    const s = 18 + rand() * 14;
    return `<path d="M${r(x)} ${r(y)} l ${r(s)} ${r(-s * 0.4)} l ${r(s * 0.5)} ${r(s)} l ${r(-s * 1.1)} ${r(s * 0.4)} z" fill="${mix(color, '#ffffff', rand() * 0.3)}" stroke="${darken(color, 0.2)}" stroke-width="2"/>`;
  });
  return part(pieces.join(''));
}

function spoon(x: number, y: number, color: string): Part {
  return part(
    `<g transform="rotate(-12 ${x} ${y})"><rect x="${x - 150}" y="${y - 10}" width="160" height="14" rx="7" fill="#b98656"/>` +
      `<ellipse cx="${x + 40}" cy="${y - 4}" rx="48" ry="26" fill="#c69362"/><ellipse cx="${x + 40}" cy="${y - 8}" rx="38" ry="16" fill="${color}"/></g>`,
  );
}

export function teaCup(cx: number, baseY: number, tea: string): Part {
  return part(
    `<ellipse cx="${cx}" cy="${baseY}" rx="150" ry="22" fill="#f4efe6"/>` +
      `<path d="M${cx - 100} ${baseY - 150} Q ${cx - 100} ${baseY - 10} ${cx} ${baseY - 10} Q ${cx + 100} ${baseY - 10} ${cx + 100} ${baseY - 150} Z" fill="#fbf8f2"/>` +
      `<path d="M${cx + 96} ${baseY - 120} q 60 0 50 40 q -10 30 -60 28" stroke="#fbf8f2" stroke-width="14" fill="none"/>` +
      `<ellipse cx="${cx}" cy="${baseY - 150}" rx="100" ry="20" fill="${darken(tea, 0.2)}"/>` +
      `<ellipse cx="${cx - 20}" cy="${baseY - 154}" rx="50" ry="8" fill="#fff" opacity="0.25"/>` +
      `<path d="M${cx - 30} ${baseY - 190} q -20 -40 0 -70 M${cx + 20} ${baseY - 190} q 20 -40 0 -80" stroke="#ffffff" stroke-opacity="0.6" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  );
}

export function leafShape(x: number, y: number, len: number, rot: number, color: string): string {
  const w = len * 0.42;
  return (
    `<g transform="rotate(${r(rot)} ${r(x)} ${r(y)})"><path d="M${r(x)} ${r(y)} C ${r(x + len * 0.3)} ${r(y - w)} ${r(x + len * 0.75)} ${r(y - w)} ${r(x + len)} ${r(y)} C ${r(x + len * 0.75)} ${r(y + w)} ${r(x + len * 0.3)} ${r(y + w)} ${r(x)} ${r(y)} Z" fill="${color}"/>` +
    `<path d="M${r(x + 4)} ${r(y)} L ${r(x + len * 0.92)} ${r(y)}" stroke="${darken(color, 0.3)}" stroke-width="2.5"/></g>`
  );
}

export function leafSprig(x: number, y: number, color: string, id: string, rot: number): Part {
  const rand = rng(`${id}sprig`);
  const leaves = Array.from({ length: 7 }, (_, i) => {
    const t = i / 6;
    const side = i % 2 ? 1 : -1;
    return leafShape(x + t * 10, y + t * 150, 70 - t * 20, side * (40 + rand() * 20) - 90 + rot, mix(color, '#ffffff', rand() * 0.2));
  });
  return part(
    `<path d="M${x} ${y - 20} Q ${x + 10} ${y + 80} ${x + 14} ${y + 170}" stroke="${darken(color, 0.2)}" stroke-width="5" fill="none"/>${leaves.join('')}`,
  );
}

export function flowerHead(cx: number, cy: number, s: number, petal: string, count = 14, heart = '#e8b020'): Part {
  const petals = Array.from({ length: count }, (_, i) => {
    const a = (360 / count) * i;
    return `<ellipse cx="${r(cx)}" cy="${r(cy - s * 0.62)}" rx="${r(s * (count > 10 ? 0.16 : 0.3))}" ry="${r(s * 0.48)}" fill="${petal}" transform="rotate(${r(a)} ${r(cx)} ${r(cy)})"/>`;
  });
  return part(
    `${petals.join('')}<circle cx="${cx}" cy="${cy}" r="${r(s * 0.3)}" fill="${heart}"/><circle cx="${r(cx - s * 0.08)}" cy="${r(cy - s * 0.08)}" r="${r(s * 0.1)}" fill="#fff" opacity="0.3"/>`,
  );
}

function creamSwatch(cx: number, cy: number, s: number, color: string): Part {
  return part(
    `<path d="M${cx - s} ${cy + 40} C ${cx - s} ${cy - 40} ${cx - s * 0.2} ${cy - 50} ${cx} ${cy - 20} C ${cx + s * 0.3} ${cy - 60} ${cx + s} ${cy - 30} ${cx + s * 0.8} ${cy + 40} Z" fill="${color}"/>` +
      `<path d="M${cx - s * 0.6} ${cy + 10} C ${cx - s * 0.3} ${cy - 20} ${cx} ${cy} ${cx + s * 0.4} ${cy - 10}" stroke="#fff" stroke-opacity="0.7" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  );
}

// ---------- close-ups ----------

function closeUp(ingredient: Ingredient, color: string, id: string): Part {
  const rand = rng(`${id}${ingredient}${color}`);
  const bg = (c: string) =>
    part(
      `<rect width="${SIZE}" height="${SIZE}" fill="url(#${id}cbg)"/>`,
      radial(
        `${id}cbg`,
        [
          [0, lighten(c, 0.2)],
          [1, darken(c, 0.15)],
        ],
        0.5,
        0.45,
        0.8,
      ),
    );
  switch (ingredient) {
    case 'honey':
    case 'comb': {
      // Honeycomb filling the frame, honey running down from a dipper.
      const cells: string[] = [];
      for (let row = 0; row < 22; row++) {
        for (let col = 0; col < 20; col++) {
          const x = col * 58 + (row % 2 ? 29 : 0);
          const y = row * 50;
          const capped = ingredient === 'comb' ? rand() > 0.45 : rand() > 0.8;
          cells.push(
            `<polygon points="${hexPoints(x, y, 31)}" fill="${capped ? lighten(color, 0.5) : mix(color, '#ffffff', rand() * 0.3)}" stroke="${darken(color, 0.35)}" stroke-width="5"/>`,
          );
        }
      }
      const drip =
        ingredient === 'honey'
          ? `<path d="M512 0 V 380 q 0 60 -30 110 q -30 60 30 90 q 60 -30 30 -90 q -30 -50 -30 -110" fill="${darken(color, 0.05)}" opacity="0.95"/>` +
            `<rect x="498" y="0" width="10" height="380" fill="#fff" opacity="0.3"/>`
          : '';
      return part(`<rect width="${SIZE}" height="${SIZE}" fill="${darken(color, 0.3)}"/>${cells.join('')}${drip}`);
    }
    case 'flowers':
    case 'petals': {
      const heads: Part[] = [bg(ingredient === 'flowers' ? '#eef2dc' : lighten(color, 0.75))];
      for (let i = 0; i < 26; i++) {
        const s = 40 + rand() * 50;
        heads.push(
          ingredient === 'flowers'
            ? flowerHead(rand() * SIZE, rand() * SIZE, s, color === '#ffffff' ? '#fdfbf5' : color)
            : flowerHead(rand() * SIZE, rand() * SIZE, s * 1.3, mix(color, '#ffffff', rand() * 0.3), 6, '#f2d27a'),
        );
      }
      return join(...heads);
    }
    case 'leaves': {
      const leaves = Array.from({ length: 60 }, () =>
        leafShape(
          rand() * SIZE - 60,
          rand() * SIZE,
          110 + rand() * 90,
          rand() * 360,
          mix(color, rand() > 0.5 ? '#ffffff' : '#000000', rand() * 0.25),
        ),
      );
      return join(bg(lighten(color, 0.7)), part(leaves.join('')));
    }
    case 'seeds':
    case 'spice': {
      const seeds = Array.from({ length: 900 }, () => {
        const x = rand() * SIZE;
        const y = rand() * SIZE;
        return `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${ingredient === 'spice' ? 30 : 18}" ry="${ingredient === 'spice' ? 14 : 11}" fill="${mix(color, rand() > 0.5 ? '#ffffff' : '#000000', rand() * 0.3)}" transform="rotate(${Math.round(rand() * 180)} ${r(x)} ${r(y)})"/>`;
      });
      return join(bg(darken(color, 0.2)), part(seeds.join('')));
    }
    case 'powder': {
      // Seen from above: a wooden bowl full of powder, a spoonful and a dusting around it.
      const dust = Array.from({ length: 260 }, () => {
        const a = rand() * Math.PI * 2;
        const d = 330 + rand() * 260;
        return `<circle cx="${r(470 + Math.cos(a) * d)}" cy="${r(470 + Math.sin(a) * d)}" r="${r(2 + rand() * 5)}" fill="${color}" opacity="${r(0.4 + rand() * 0.5)}"/>`;
      });
      const grain = Array.from({ length: 500 }, () => {
        const a = rand() * Math.PI * 2;
        const d = Math.sqrt(rand()) * 250;
        return `<circle cx="${r(470 + Math.cos(a) * d)}" cy="${r(470 + Math.sin(a) * d)}" r="${r(2 + rand() * 4)}" fill="${mix(color, rand() > 0.5 ? '#ffffff' : '#000000', 0.18)}"/>`;
      });
      return join(
        bg('#efe7da'),
        part(
          `${dust.join('')}<circle cx="470" cy="490" r="330" fill="#3b2510" opacity="0.15"/>` +
            `<circle cx="470" cy="470" r="330" fill="url(#${id}wood)"/><circle cx="470" cy="470" r="290" fill="${darken('#a8764a', 0.15)}"/>` +
            `<circle cx="470" cy="470" r="270" fill="url(#${id}pow)"/>${grain.join('')}` +
            `<g transform="rotate(35 860 860)"><rect x="700" y="845" width="330" height="34" rx="17" fill="#b98656"/><ellipse cx="700" cy="862" rx="95" ry="62" fill="#c69362"/><ellipse cx="700" cy="858" rx="78" ry="48" fill="${color}"/></g>`,
          linear(`${id}wood`, [
            [0, '#c69362'],
            [1, '#8a5a2f'],
          ]) +
            radial(
              `${id}pow`,
              [
                [0, lighten(color, 0.15)],
                [1, darken(color, 0.12)],
              ],
              0.45,
              0.4,
              0.6,
            ),
        ),
      );
    }
    case 'oil':
      // A large drop over a pool of oil, light caught in both.
      return part(
        `<rect width="${SIZE}" height="${SIZE}" fill="url(#${id}cbg)"/>` +
          `<ellipse cx="512" cy="800" rx="420" ry="110" fill="url(#${id}pool)"/>` +
          `<path d="M512 140 C 560 300 700 420 700 560 A 188 188 0 0 1 324 560 C 324 420 464 300 512 140 Z" fill="url(#${id}drop)"/>` +
          `<ellipse cx="450" cy="560" rx="40" ry="80" fill="#fff" opacity="0.35"/>`,
        radial(
          `${id}cbg`,
          [
            [0, lighten(color, 0.8)],
            [1, lighten(color, 0.5)],
          ],
          0.5,
          0.4,
          0.8,
        ) +
          radial(
            `${id}drop`,
            [
              [0, lighten(color, 0.35)],
              [0.7, color],
              [1, darken(color, 0.35)],
            ],
            0.4,
            0.55,
            0.6,
          ) +
          radial(`${id}pool`, [
            [0, lighten(color, 0.2)],
            [1, darken(color, 0.25)],
          ]),
      );
    case 'cream': {
      // A dollop of cream: stacked swirls narrowing to a peak, with a soft highlight.
      const rings = Array.from({ length: 5 }, (_, i) => {
        const w = 330 - i * 62;
        const y = 700 - i * 78;
        return `<ellipse cx="${512 + (i % 2 ? 12 : -12)}" cy="${y}" rx="${w}" ry="${r(70 - i * 6)}" fill="url(#${id}cream)" stroke="${darken(color, 0.08)}" stroke-width="3"/>`;
      });
      return join(
        bg('#efe6dc'),
        part(
          `<ellipse cx="512" cy="760" rx="360" ry="60" fill="#3b2510" opacity="0.1"/>${rings.join('')}` +
            `<path d="M512 290 q 30 40 -6 80" stroke="${darken(color, 0.08)}" stroke-width="26" fill="none" stroke-linecap="round"/>` +
            `<path d="M330 640 q 90 -40 200 -26 M380 520 q 70 -30 150 -20" stroke="#fff" stroke-opacity="0.7" stroke-width="12" fill="none" stroke-linecap="round"/>`,
          linear(
            `${id}cream`,
            [
              [0, darken(color, 0.06)],
              [0.4, lighten(color, 0.5)],
              [1, darken(color, 0.1)],
            ],
            true,
          ),
        ),
        leafSprig(150, 200, '#6b8e4e', id, -60),
      );
    }
    case 'resin': {
      // Tears of resin: rounded, translucent lumps in the resin's colour.
      const tears = Array.from({ length: 90 }, () => {
        const x = rand() * SIZE;
        const y = rand() * SIZE;
        const s = 34 + rand() * 44;
        const tone = mix(color, rand() > 0.5 ? '#ffffff' : '#7a5a2a', rand() * 0.35);
        return (
          `<path d="M${r(x)} ${r(y)} q ${r(s * 0.9)} ${r(-s * 0.5)} ${r(s * 1.3)} ${r(s * 0.3)} q ${r(s * 0.2)} ${r(s * 0.8)} ${r(-s * 0.6)} ${r(s)} q ${r(-s * 0.9)} ${r(-s * 0.1)} ${r(-s * 0.7)} ${r(-s * 1.3)} z" fill="${tone}" stroke="${darken(color, 0.3)}" stroke-width="2" stroke-opacity="0.5"/>` +
          `<ellipse cx="${r(x + s * 0.45)}" cy="${r(y + s * 0.15)}" rx="${r(s * 0.18)}" ry="${r(s * 0.09)}" fill="#fff" opacity="0.45"/>`
        );
      });
      return join(bg('#5b4632'), part(tears.join('')));
    }
  }
}
