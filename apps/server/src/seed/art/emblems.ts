// Flat illustrations: the category icons (512 x 512) and the wellness quiz pictures (800 x 500).
import { bowl, combChunk, dipper, flowerHead, leafShape, leafSprig, scaled, seedsHeap, teaCup } from './scenes';
import { darken, join, lighten, linear, part, r, radial, svgDocument, type Part } from './svg';

export type CategoryIcon = 'honey' | 'bee' | 'tea' | 'herbs' | 'oil' | 'essential' | 'face' | 'body';

const ICON = 512;

/** A category icon: its motif on a tinted disc. */
export function categoryIconSvg(icon: CategoryIcon, tint: string): string {
  const id = `ic${icon}`;
  return svgDocument(
    { width: ICON, height: ICON },
    part(
      `<circle cx="256" cy="256" r="246" fill="url(#${id}bg)"/><circle cx="256" cy="256" r="246" fill="none" stroke="${darken(tint, 0.1)}" stroke-opacity="0.35" stroke-width="6"/>`,
      radial(
        `${id}bg`,
        [
          [0, lighten(tint, 0.88)],
          [1, lighten(tint, 0.62)],
        ],
        0.45,
        0.4,
        0.65,
      ),
    ),
    iconMotif(icon, tint, id),
  );
}

function simpleJar(cx: number, baseY: number, w: number, h: number, honey: string, lidColor: string): string {
  return (
    `<rect x="${cx - w / 2}" y="${baseY - h}" width="${w}" height="${h}" rx="${w * 0.16}" fill="${honey}"/>` +
    `<rect x="${cx - w / 2 + w * 0.1}" y="${baseY - h + h * 0.12}" width="${w * 0.1}" height="${h * 0.7}" rx="${w * 0.05}" fill="#fff" opacity="0.4"/>` +
    `<rect x="${cx - w * 0.44}" y="${baseY - h - h * 0.2}" width="${w * 0.88}" height="${h * 0.24}" rx="${h * 0.06}" fill="${lidColor}"/>` +
    `<rect x="${cx - w * 0.32}" y="${baseY - h * 0.62}" width="${w * 0.64}" height="${h * 0.34}" rx="8" fill="#fbf6ea"/>` +
    `<rect x="${cx - w * 0.22}" y="${baseY - h * 0.5}" width="${w * 0.44}" height="${h * 0.05}" rx="4" fill="${darken(honey, 0.3)}" opacity="0.6"/>` +
    `<rect x="${cx - w * 0.16}" y="${baseY - h * 0.41}" width="${w * 0.32}" height="${h * 0.04}" rx="4" fill="${darken(honey, 0.3)}" opacity="0.45"/>`
  );
}

function simpleDropper(cx: number, baseY: number, s: number, glass: string): string {
  return (
    `<rect x="${cx - 55 * s}" y="${baseY - 150 * s}" width="${110 * s}" height="${150 * s}" rx="${22 * s}" fill="${glass}"/>` +
    `<rect x="${cx - 30 * s}" y="${baseY - 185 * s}" width="${60 * s}" height="${40 * s}" rx="${6 * s}" fill="#2d2620"/>` +
    `<path d="M${cx - 22 * s} ${baseY - 185 * s} V ${baseY - 240 * s} a ${22 * s} ${22 * s} 0 0 1 ${44 * s} 0 V ${baseY - 185 * s} Z" fill="#2d2620"/>` +
    `<rect x="${cx - 38 * s}" y="${baseY - 110 * s}" width="${76 * s}" height="${60 * s}" rx="6" fill="#fbf6ea"/>` +
    `<rect x="${cx - 44 * s}" y="${baseY - 140 * s}" width="${12 * s}" height="${110 * s}" rx="6" fill="#fff" opacity="0.35"/>`
  );
}

const drop = (cx: number, cy: number, s: number, color: string) =>
  `<path d="M${cx} ${cy - s} C ${cx + s * 0.3} ${cy - s * 0.4} ${cx + s * 0.7} ${cy} ${cx + s * 0.7} ${cy + s * 0.35} A ${s * 0.7} ${s * 0.7} 0 0 1 ${cx - s * 0.7} ${cy + s * 0.35} C ${cx - s * 0.7} ${cy} ${cx - s * 0.3} ${cy - s * 0.4} ${cx} ${cy - s} Z" fill="${color}"/>` +
  `<ellipse cx="${r(cx - s * 0.25)}" cy="${r(cy + s * 0.3)}" rx="${r(s * 0.12)}" ry="${r(s * 0.22)}" fill="#fff" opacity="0.45"/>`;

function bee(cx: number, cy: number, s: number): string {
  return (
    `<ellipse cx="${cx - 10 * s}" cy="${cy - 30 * s}" rx="${30 * s}" ry="${20 * s}" fill="#e9f3f7" opacity="0.9" transform="rotate(-25 ${cx} ${cy})"/>` +
    `<ellipse cx="${cx + 14 * s}" cy="${cy - 32 * s}" rx="${28 * s}" ry="${18 * s}" fill="#e9f3f7" opacity="0.9" transform="rotate(20 ${cx} ${cy})"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${46 * s}" ry="${30 * s}" fill="#f2b632"/>` +
    `<rect x="${cx - 14 * s}" y="${cy - 30 * s}" width="${12 * s}" height="${60 * s}" fill="#2d2620"/>` +
    `<rect x="${cx + 10 * s}" y="${cy - 28 * s}" width="${12 * s}" height="${56 * s}" fill="#2d2620"/>` +
    `<circle cx="${cx - 40 * s}" cy="${cy - 4 * s}" r="${16 * s}" fill="#2d2620"/>`
  );
}

function lavender(x: number, y: number, h: number): string {
  const buds = Array.from(
    { length: 9 },
    (_, i) => `<ellipse cx="${x + (i % 2 ? 7 : -7)}" cy="${y + i * 13}" rx="8" ry="11" fill="${i % 3 ? '#8c6bb1' : '#a48ac6'}"/>`,
  );
  return `<path d="M${x} ${y} V ${y + h}" stroke="#6b8e4e" stroke-width="5"/>${buds.join('')}`;
}

function iconMotif(icon: CategoryIcon, tint: string, id: string): Part {
  switch (icon) {
    case 'honey':
      return join(part(simpleJar(230, 410, 190, 210, '#e39b25', '#7a4a1c')), scaled(dipper(330, 380, '#e39b25'), 330, 380, 0.8));
    case 'bee':
      return join(scaled(combChunk(256, 300, 130, '#e6a52c', id), 256, 300, 1.15), part(bee(320, 170, 1.1)));
    case 'tea':
      return join(
        scaled(teaCup(256, 420, '#b8862f'), 256, 420, 1.2),
        part(leafShape(330, 170, 110, -60, '#6b8e3a') + leafShape(330, 170, 90, -120, '#7fa24a')),
      );
    case 'herbs':
      return join(
        scaled(bowl(256, 420, 150, '#e9dfcf', seedsHeap(256, 360, 130, '#7a5a2a', id)), 256, 420, 1.1),
        leafSprig(300, 110, '#5f7f3a', id, -10),
      );
    case 'oil':
      return join(
        part(drop(256, 250, 150, '#c9a227')),
        part(
          leafShape(120, 410, 120, -20, '#6b8e3a') +
            `<circle cx="250" cy="420" r="26" fill="#5b6b2a"/><circle cx="300" cy="405" r="22" fill="#6f8036"/>`,
        ),
      );
    case 'essential':
      return part(simpleDropper(230, 430, 1.4, '#8a4b12') + lavender(360, 150, 270) + lavender(395, 180, 240) + drop(120, 200, 40, tint));
    case 'face':
      return join(
        part(
          `<rect x="110" y="320" width="250" height="110" rx="18" fill="#f5efe6"/><rect x="100" y="262" width="270" height="70" rx="14" fill="#c9a227"/>` +
            `<rect x="150" y="350" width="170" height="50" rx="8" fill="#fbf6ea" stroke="#e8dcc4" stroke-width="3"/>`,
        ),
        flowerHead(370, 190, 70, '#f2b6c1', 8, '#f2d27a'),
      );
    case 'body':
      return part(
        `<path d="M110 330 L 150 270 H 400 L 380 330 Z" fill="${lighten(tint, 0.3)}"/><path d="M380 330 L 400 270 V 380 L 380 430 Z" fill="${darken(tint, 0.2)}"/>` +
          `<rect x="100" y="330" width="280" height="100" rx="26" fill="${tint}"/><ellipse cx="240" cy="380" rx="70" ry="24" fill="none" stroke="${darken(tint, 0.2)}" stroke-width="5"/>` +
          [
            [160, 200, 34],
            [230, 150, 24],
            [300, 200, 18],
            [360, 140, 28],
          ]
            .map(([cx, cy, rr]) => `<circle cx="${cx}" cy="${cy}" r="${rr}" fill="#fff" opacity="0.55" stroke="#fff" stroke-width="3"/>`)
            .join(''),
      );
  }
}

// ---------- wellness quiz pictures ----------

export type QuizTopic =
  | 'sleep'
  | 'immunity'
  | 'digestion'
  | 'energy'
  | 'skin'
  | 'joints'
  | 'stress'
  | 'hair'
  | 'heart'
  | 'focus'
  | 'breathing'
  | 'cycle'
  | 'menopause'
  | 'vitality'
  | 'sugar';

const QW = 800;
const QH = 500;

export function quizPictureSvg(topic: QuizTopic, tint: string): string {
  const id = `q${topic}`;
  return svgDocument(
    { width: QW, height: QH },
    part(
      `<rect width="${QW}" height="${QH}" fill="url(#${id}bg)"/><circle cx="400" cy="250" r="200" fill="#fff" opacity="0.45"/>`,
      linear(`${id}bg`, [
        [0, lighten(tint, 0.82)],
        [1, lighten(tint, 0.6)],
      ]),
    ),
    quizMotif(topic, tint, id),
  );
}

function quizMotif(topic: QuizTopic, tint: string, id: string): Part {
  switch (topic) {
    case 'sleep':
      return part(
        `<path d="M440 120 A 140 140 0 1 0 520 360 A 110 110 0 1 1 440 120 Z" fill="#f2c14e"/>` +
          [
            [250, 140, 14],
            [560, 120, 10],
            [600, 260, 16],
            [210, 320, 9],
          ]
            .map(
              ([x, y, s]) =>
                `<path d="M${x} ${y! - s!} L ${x! + s! * 0.3} ${y! - s! * 0.3} L ${x! + s!} ${y} L ${x! + s! * 0.3} ${y! + s! * 0.3} L ${x} ${y! + s!} L ${x! - s! * 0.3} ${y! + s! * 0.3} L ${x! - s!} ${y} L ${x! - s! * 0.3} ${y! - s! * 0.3} Z" fill="#fff"/>`,
            )
            .join('') +
          `<path d="M250 420 q -40 0 -40 -36 q 0 -36 40 -36 q 10 -40 60 -40 q 50 0 64 40 q 44 0 44 36 q 0 36 -44 36 Z" fill="#fff" opacity="0.9"/>` +
          lavender(600, 330, 130) +
          lavender(630, 345, 115),
      );
    case 'immunity':
      return join(
        part(
          `<path d="M400 90 L 520 140 V 250 C 520 330 460 380 400 410 C 340 380 280 330 280 250 V 140 Z" fill="${tint}"/>` +
            `<path d="M400 110 L 500 152 V 250 C 500 318 450 360 400 386 Z" fill="#fff" opacity="0.18"/>` +
            `<rect x="385" y="190" width="30" height="120" rx="8" fill="#fff"/><rect x="340" y="235" width="120" height="30" rx="8" fill="#fff"/>`,
        ),
        citrus(170, 300, 80),
        citrus(640, 330, 60),
      );
    case 'digestion':
      return join(
        scaled(teaCup(400, 420, '#9ab34f'), 400, 420, 1.3),
        part(
          leafShape(560, 220, 120, -40, '#4f8a3c') + leafShape(560, 220, 100, -100, '#6aa04a') + leafShape(200, 260, 110, -150, '#4f8a3c'),
        ),
      );
    case 'energy':
      return part(
        `<circle cx="400" cy="250" r="110" fill="#f2b632"/>` +
          Array.from(
            { length: 12 },
            (_, i) => `<rect x="392" y="70" width="16" height="50" rx="8" fill="#f2b632" transform="rotate(${i * 30} 400 250)"/>`,
          ).join('') +
          `<path d="M420 170 L 360 265 H 405 L 380 340 L 450 235 H 405 Z" fill="#fff"/>`,
      );
    case 'skin':
      return join(
        part(drop(330, 230, 130, '#9fd3e6') + drop(500, 300, 60, '#b9e0ee')),
        flowerHead(560, 150, 60, '#f2b6c1', 8, '#f2d27a'),
        part(leafShape(180, 380, 120, -20, '#7fa24a')),
      );
    case 'joints':
      // Turmeric and ginger: the classic kitchen answer to stiff joints.
      return join(
        scaled(
          bowl(330, 420, 130, '#e9dfcf', part(`<path d="M200 370 Q 300 300 330 310 Q 380 300 460 370 Z" fill="#e0a42a"/>`)),
          330,
          420,
          1.2,
        ),
        part(
          `<path d="M520 380 q 30 -60 80 -50 q 50 10 40 60 q -10 40 -60 30 q -30 30 -60 -40 Z" fill="#d9b27c" stroke="#a87b43" stroke-width="4"/>` +
            `<path d="M560 300 q 20 -40 60 -30 q 20 20 -10 50 Z" fill="#d9b27c" stroke="#a87b43" stroke-width="4"/>`,
        ),
      );
    case 'stress':
      return part(
        [0, 1, 2]
          .map(
            (i) =>
              `<path d="M${120} ${180 + i * 70} C 260 ${120 + i * 70} 360 ${260 + i * 70} 520 ${180 + i * 70} S 680 ${140 + i * 70} 700 ${180 + i * 70}" stroke="#fff" stroke-width="14" fill="none" stroke-linecap="round" opacity="${0.9 - i * 0.2}"/>`,
          )
          .join('') +
          lavender(300, 240, 200) +
          lavender(330, 260, 180) +
          lavender(360, 235, 205),
      );
    case 'hair':
      return part(
        `<rect x="220" y="300" width="300" height="50" rx="12" fill="#8a5a2f"/>` +
          Array.from({ length: 16 }, (_, i) => `<rect x="${230 + i * 18}" y="340" width="9" height="80" rx="4" fill="#8a5a2f"/>`).join('') +
          drop(590, 220, 90, '#c9a227') +
          `<path d="M200 250 C 260 120 380 100 460 160" stroke="#5a3a1a" stroke-width="10" fill="none" stroke-linecap="round"/>` +
          `<path d="M220 270 C 280 150 390 130 470 190" stroke="#7a5230" stroke-width="8" fill="none" stroke-linecap="round"/>`,
      );
    case 'heart':
      return join(
        part(
          `<path d="M400 420 C 240 320 200 230 250 170 C 300 110 380 130 400 190 C 420 130 500 110 550 170 C 600 230 560 320 400 420 Z" fill="#d9534f"/><path d="M300 190 q 20 -30 60 -20" stroke="#fff" stroke-opacity="0.5" stroke-width="12" fill="none" stroke-linecap="round"/>`,
        ),
        leafSprig(640, 120, '#6b8e3a', id, -20),
      );
    case 'focus':
      return part(
        `<circle cx="400" cy="210" r="110" fill="#f6d365"/><rect x="355" y="310" width="90" height="70" rx="12" fill="#9aa5ad"/>` +
          `<rect x="365" y="385" width="70" height="20" rx="8" fill="#7b858c"/>` +
          `<path d="M360 250 q 40 -60 80 0" stroke="#fff" stroke-width="10" fill="none"/>` +
          Array.from(
            { length: 7 },
            (_, i) => `<rect x="396" y="40" width="8" height="40" rx="4" fill="#f6d365" transform="rotate(${-90 + i * 30} 400 210)"/>`,
          ).join(''),
      );
    case 'breathing':
      return join(
        part(
          [0, 1, 2]
            .map(
              (i) =>
                `<path d="M160 ${200 + i * 60} q 120 -50 240 0 t 220 0" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round" opacity="${0.85 - i * 0.2}"/>`,
            )
            .join(''),
        ),
        part(
          Array.from({ length: 8 }, (_, i) =>
            leafShape(520 + (i % 2) * 40, 120 + i * 38, 90, i % 2 ? -30 : -150, i % 2 ? '#7ea8a0' : '#6b9a90'),
          ).join(''),
        ),
      );
    case 'cycle':
      return join(
        flowerHead(400, 240, 130, '#e0607e', 6, '#f2d27a'),
        part(`<circle cx="400" cy="240" r="190" fill="none" stroke="#fff" stroke-width="10" stroke-dasharray="30 22"/>`),
      );
    case 'menopause':
      return join(
        part(
          Array.from({ length: 9 }, (_, i) =>
            leafShape(300 + (i % 3) * 30, 120 + i * 30, 130, i % 2 ? -20 : -160, i % 2 ? '#8fa88a' : '#7d9a78'),
          ).join(''),
        ),
        flowerHead(580, 300, 70, '#c3a5d9', 10, '#f2d27a'),
      );
    case 'vitality':
      return join(
        scaled(bowl(400, 420, 160, '#e9dfcf', seedsHeap(400, 360, 140, '#7a9a3a', id)), 400, 420, 1.15),
        part(
          `<path d="M160 200 q 40 -80 110 -60 q -20 80 -110 60 Z" fill="#e8903a"/><path d="M640 180 q 40 -60 90 -40 q -20 60 -90 40 Z" fill="#e8903a"/>`,
        ),
      );
    case 'sugar':
      return part(
        [0, 1, 2, 3]
          .map(
            (i) =>
              `<g transform="rotate(${-25 + i * 8} 400 260)"><rect x="${180 + i * 20}" y="${200 + i * 34}" width="420" height="40" rx="20" fill="${i % 2 ? '#a0522d' : '#8b4513'}"/>` +
              `<rect x="${180 + i * 20}" y="${206 + i * 34}" width="420" height="8" rx="4" fill="#fff" opacity="0.2"/></g>`,
          )
          .join(''),
      );
  }
}

function citrus(cx: number, cy: number, s: number): Part {
  const segments = Array.from({ length: 8 }, (_, i) => {
    const a = (Math.PI / 4) * i;
    const b = a + Math.PI / 4 - 0.12;
    return `<path d="M${cx} ${cy} L ${r(cx + Math.cos(a + 0.06) * s * 0.8)} ${r(cy + Math.sin(a + 0.06) * s * 0.8)} A ${s * 0.8} ${s * 0.8} 0 0 1 ${r(cx + Math.cos(b) * s * 0.8)} ${r(cy + Math.sin(b) * s * 0.8)} Z" fill="#f7c65a"/>`;
  });
  return part(
    `<circle cx="${cx}" cy="${cy}" r="${s}" fill="#e89a2c"/><circle cx="${cx}" cy="${cy}" r="${s * 0.88}" fill="#fff4d6"/>${segments.join('')}`,
  );
}
