/** The colours one illustration draws its object with. */
export interface Ink {
  main: string;
  dark: string;
  light: string;
  accent: string;
}

/**
 * One kind of object, drawn in a 400×300 box around (200, 165), in SVG fragments only: shapes,
 * no text and no fonts, so every machine renders the same picture (librsvg's font lookup differs).
 */
export type Motif = (ink: Ink) => string;

const sack: Motif = (c) => `
  <path d="M140 110 Q132 90 150 82 L250 82 Q268 90 260 110 L278 232 Q280 252 258 254 L142 254 Q120 252 122 232 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="4"/>
  <path d="M150 82 Q200 100 250 82" fill="none" stroke="${c.dark}" stroke-width="6"/>
  <rect x="160" y="150" width="80" height="56" rx="6" fill="${c.light}" stroke="${c.dark}" stroke-width="3"/>
  <path d="M172 170 H228 M172 184 H212" stroke="${c.accent}" stroke-width="5" stroke-linecap="round"/>
  <g fill="${c.dark}"><ellipse cx="292" cy="248" rx="9" ry="6"/><ellipse cx="308" cy="256" rx="9" ry="6"/><ellipse cx="106" cy="252" rx="9" ry="6"/></g>`;

const jar: Motif = (c) => `
  <rect x="152" y="78" width="96" height="30" rx="6" fill="${c.dark}"/>
  <path d="M146 112 H254 Q270 120 270 140 V236 Q270 256 250 256 H150 Q130 256 130 236 V140 Q130 120 146 112 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="4"/>
  <rect x="148" y="158" width="104" height="58" rx="4" fill="${c.light}"/>
  <circle cx="200" cy="187" r="16" fill="${c.accent}"/>
  <path d="M148 130 Q150 240 150 240" stroke="#fff" stroke-opacity=".35" stroke-width="8" fill="none"/>`;

const bottle: Motif = (c) => `
  <rect x="184" y="56" width="32" height="22" rx="4" fill="${c.accent}"/>
  <path d="M188 78 H212 V110 Q252 126 252 160 V242 Q252 258 236 258 H164 Q148 258 148 242 V160 Q148 126 188 110 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="4"/>
  <rect x="160" y="168" width="80" height="52" rx="4" fill="${c.light}"/>
  <path d="M176 186 H224 M176 200 H210" stroke="${c.dark}" stroke-width="5" stroke-linecap="round"/>`;

const fruit: Motif = (c) => `
  <path d="M96 236 Q200 272 304 236 L290 262 Q200 290 110 262 Z" fill="${c.dark}"/>
  <circle cx="160" cy="196" r="46" fill="${c.main}"/><circle cx="238" cy="192" r="50" fill="${c.accent}"/>
  <circle cx="200" cy="150" r="42" fill="${c.main}" stroke="${c.dark}" stroke-width="3"/>
  <path d="M200 108 Q214 84 238 88 Q226 110 200 108 Z" fill="#4f8a3a"/>
  <circle cx="186" cy="138" r="9" fill="#fff" fill-opacity=".4"/>`;

const fabric: Motif = (c) => `
  <rect x="110" y="96" width="190" height="128" fill="${c.main}" stroke="${c.dark}" stroke-width="4"/>
  <path d="M110 130 l19 -14 19 14 19 -14 19 14 19 -14 19 14 19 -14 19 14 19 -14 19 14 M110 190 l19 -14 19 14 19 -14 19 14 19 -14 19 14 19 -14 19 14 19 -14 19 14" fill="none" stroke="${c.accent}" stroke-width="6"/>
  <path d="M110 160 H300" stroke="${c.light}" stroke-width="10"/>
  <path d="M300 96 Q330 160 300 224 L300 250 L110 250 L110 224" fill="${c.dark}" fill-opacity=".35"/>
  <ellipse cx="110" cy="160" rx="22" ry="64" fill="${c.main}" stroke="${c.dark}" stroke-width="4"/>
  <ellipse cx="110" cy="160" rx="8" ry="24" fill="${c.dark}"/>`;

const garment: Motif = (c) => `
  <path d="M162 74 Q200 98 238 74 L300 104 L280 150 L256 140 V258 H144 V140 L120 150 L100 104 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="4" stroke-linejoin="round"/>
  <path d="M162 74 Q200 120 238 74" fill="none" stroke="${c.accent}" stroke-width="8"/>
  <path d="M144 190 H256 M144 214 H256" stroke="${c.light}" stroke-width="8"/>
  <path d="M150 200 l12 -10 12 10 12 -10 12 10 12 -10 12 10 12 -10 12 10 12 -10" fill="none" stroke="${c.accent}" stroke-width="3"/>`;

const handbag: Motif = (c) => `
  <path d="M164 128 Q164 76 200 76 Q236 76 236 128" fill="none" stroke="${c.dark}" stroke-width="10"/>
  <path d="M118 128 H282 L266 252 H134 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="4" stroke-linejoin="round"/>
  <path d="M118 128 L200 176 L282 128" fill="${c.dark}" fill-opacity=".25" stroke="${c.dark}" stroke-width="3"/>
  <rect x="188" y="168" width="24" height="18" rx="3" fill="${c.accent}"/>
  <path d="M142 236 H258" stroke="${c.light}" stroke-width="3" stroke-dasharray="6 6"/>`;

const spools: Motif = (c) => `
  <path d="M120 250 L146 90 H186 L212 250 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="4"/>
  <path d="M128 200 H204 M136 150 H196 M132 176 H200 M140 124 H192" stroke="${c.light}" stroke-width="4"/>
  <path d="M204 250 L230 104 H266 L292 250 Z" fill="${c.accent}" stroke="${c.dark}" stroke-width="4"/>
  <path d="M212 206 H284 M220 160 H276 M226 132 H270" stroke="${c.light}" stroke-width="4"/>
  <rect x="112" y="248" width="188" height="12" rx="4" fill="${c.dark}"/>`;

const phone: Motif = (c) => `
  <rect x="148" y="52" width="104" height="210" rx="18" fill="${c.dark}"/>
  <rect x="158" y="72" width="84" height="164" rx="6" fill="${c.light}"/>
  <rect x="166" y="84" width="68" height="40" rx="4" fill="${c.main}"/>
  <rect x="166" y="132" width="30" height="30" rx="4" fill="${c.accent}"/><rect x="204" y="132" width="30" height="30" rx="4" fill="${c.main}"/>
  <rect x="166" y="170" width="68" height="8" rx="4" fill="${c.main}" fill-opacity=".5"/>
  <circle cx="200" cy="248" r="6" fill="${c.light}"/>`;

const laptop: Motif = (c) => `
  <rect x="116" y="78" width="168" height="118" rx="8" fill="${c.dark}"/>
  <rect x="128" y="90" width="144" height="94" rx="3" fill="${c.light}"/>
  <path d="M140 160 L172 128 L196 150 L228 112 L260 160 Z" fill="${c.main}"/>
  <circle cx="238" cy="110" r="10" fill="${c.accent}"/>
  <path d="M88 204 H312 L296 230 H104 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="4" stroke-linejoin="round"/>`;

const solar: Motif = (c) => `
  <circle cx="300" cy="74" r="26" fill="${c.accent}"/>
  <path d="M96 222 L146 104 H296 L264 222 Z" fill="${c.dark}" stroke="${c.light}" stroke-width="4"/>
  <path d="M133 134 H287 M120 164 H278 M108 194 H271 M196 104 L172 222 M246 104 L218 222" stroke="${c.main}" stroke-width="4"/>
  <path d="M190 222 L200 262 M170 262 H230" stroke="${c.dark}" stroke-width="8" stroke-linecap="round"/>`;

const battery: Motif = (c) => `
  <rect x="178" y="62" width="44" height="20" rx="4" fill="${c.dark}"/>
  <rect x="136" y="80" width="128" height="178" rx="14" fill="${c.main}" stroke="${c.dark}" stroke-width="4"/>
  <rect x="136" y="180" width="128" height="78" rx="14" fill="${c.accent}"/>
  <path d="M210 104 L176 170 H204 L190 232 L232 150 H204 Z" fill="${c.light}" stroke="${c.dark}" stroke-width="3" stroke-linejoin="round"/>`;

const chip: Motif = (c) => `
  <g stroke="${c.dark}" stroke-width="6">${[0, 1, 2, 3, 4]
    .map((i) => {
      const o = 116 + i * 17;
      return `<path d="M${o + 32} 76 V96 M${o + 32} 234 V254 M108 ${o + 16} H128 M272 ${o + 16} H292"/>`;
    })
    .join('')}</g>
  <rect x="128" y="96" width="144" height="138" rx="10" fill="${c.main}" stroke="${c.dark}" stroke-width="4"/>
  <rect x="162" y="128" width="76" height="74" rx="6" fill="${c.light}"/>
  <circle cx="146" cy="114" r="6" fill="${c.accent}"/>`;

const gear: Motif = (c) => {
  const teeth = Array.from({ length: 10 }, (_, i) => {
    const a = (i * 36 * Math.PI) / 180;
    const x = 236 + Math.cos(a) * 58;
    const y = 150 + Math.sin(a) * 58;
    return `<rect x="${(x - 10).toFixed(1)}" y="${(y - 10).toFixed(1)}" width="20" height="20" transform="rotate(${i * 36} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  }).join('');
  return `
  <g fill="${c.dark}">${teeth}</g>
  <circle cx="236" cy="150" r="56" fill="${c.main}" stroke="${c.dark}" stroke-width="4"/>
  <circle cx="236" cy="150" r="20" fill="${c.light}" stroke="${c.dark}" stroke-width="4"/>
  <rect x="84" y="176" width="148" height="76" rx="8" fill="${c.accent}" stroke="${c.dark}" stroke-width="4"/>
  <circle cx="116" cy="258" r="14" fill="${c.dark}"/><circle cx="200" cy="258" r="14" fill="${c.dark}"/>
  <rect x="104" y="194" width="50" height="26" rx="3" fill="${c.light}"/>`;
};

const carton: Motif = (c) => `
  <path d="M112 120 L200 92 L288 120 L200 148 Z" fill="${c.light}" stroke="${c.dark}" stroke-width="4" stroke-linejoin="round"/>
  <path d="M112 120 L200 148 V256 L112 228 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="4" stroke-linejoin="round"/>
  <path d="M288 120 L200 148 V256 L288 228 Z" fill="${c.dark}" fill-opacity=".7" stroke="${c.dark}" stroke-width="4" stroke-linejoin="round"/>
  <path d="M156 106 L244 134 V160" fill="none" stroke="${c.accent}" stroke-width="10"/>
  <rect x="132" y="170" width="46" height="34" transform="skewY(18)" transform-origin="132 170" fill="${c.light}"/>`;

const bricks: Motif = (c) =>
  [0, 1, 2, 3]
    .map((row) =>
      [0, 1, 2]
        .map((col) => {
          const x = 104 + col * 66 + (row % 2) * 30;
          const y = 236 - row * 38;
          const fill = (row + col) % 3 === 0 ? c.accent : c.main;
          return `<rect x="${x}" y="${y}" width="62" height="34" rx="3" fill="${fill}" stroke="${c.dark}" stroke-width="3"/>`;
        })
        .join(''),
    )
    .join('');

const pipes: Motif = (c) => `
  <path d="M90 120 H230 Q262 120 262 152 V262" fill="none" stroke="${c.dark}" stroke-width="44"/>
  <path d="M90 120 H230 Q262 120 262 152 V262" fill="none" stroke="${c.main}" stroke-width="34"/>
  <path d="M90 104 H226" stroke="${c.light}" stroke-width="6" stroke-linecap="round"/>
  <rect x="196" y="94" width="24" height="52" rx="4" fill="${c.accent}" stroke="${c.dark}" stroke-width="3"/>
  <rect x="236" y="196" width="52" height="24" rx="4" fill="${c.accent}" stroke="${c.dark}" stroke-width="3"/>`;

const roofing: Motif = (c) =>
  [0, 1, 2]
    .map((i) => {
      const y = 104 + i * 44;
      const x = 94 + i * 16;
      const wave = Array.from({ length: 8 }, () => 'q 13 -16 26 0').join(' ');
      return `<path d="M${x} ${y} ${wave} v40 h-208 Z" fill="${i === 1 ? c.accent : c.main}" stroke="${c.dark}" stroke-width="4" stroke-linejoin="round"/>`;
    })
    .join('');

const tiles: Motif = (c) =>
  [0, 1, 2, 3]
    .map((r) =>
      [0, 1, 2, 3]
        .map((q) => {
          const fill = (r + q) % 2 === 0 ? c.main : c.light;
          return `<rect x="${120 + q * 42}" y="${86 + r * 42}" width="38" height="38" rx="3" fill="${fill}" stroke="${c.dark}" stroke-width="2"/><circle cx="${139 + q * 42}" cy="${105 + r * 42}" r="7" fill="${c.accent}" fill-opacity="${(r + q) % 2 === 0 ? 0.9 : 0.4}"/>`;
        })
        .join(''),
    )
    .join('');

const beams: Motif = (c) =>
  [0, 1, 2]
    .map((i) => {
      const y = 112 + i * 48;
      return `<path d="M${96 + i * 10} ${y} h200 v10 h-86 v18 h86 v10 h-200 v-10 h86 v-18 h-86 Z" fill="${i === 1 ? c.accent : c.main}" stroke="${c.dark}" stroke-width="3" stroke-linejoin="round"/>`;
    })
    .join('');

const cable: Motif = (c) => `
  <circle cx="180" cy="170" r="78" fill="none" stroke="${c.dark}" stroke-width="22"/>
  <circle cx="180" cy="170" r="78" fill="none" stroke="${c.main}" stroke-width="14"/>
  <circle cx="180" cy="170" r="52" fill="none" stroke="${c.main}" stroke-width="14"/>
  <circle cx="180" cy="170" r="28" fill="${c.light}" stroke="${c.dark}" stroke-width="4"/>
  <path d="M250 208 Q290 230 300 196" fill="none" stroke="${c.main}" stroke-width="12" stroke-linecap="round"/>
  <rect x="282" y="160" width="36" height="40" rx="6" fill="${c.accent}" stroke="${c.dark}" stroke-width="3"/>
  <path d="M290 160 V144 M310 160 V144" stroke="${c.dark}" stroke-width="6"/>`;

const fish: Motif = (c) => `
  <path d="M96 166 Q176 88 268 166 Q176 244 96 166 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="4"/>
  <path d="M264 166 L318 122 V210 Z" fill="${c.accent}" stroke="${c.dark}" stroke-width="4" stroke-linejoin="round"/>
  <circle cx="134" cy="156" r="8" fill="${c.dark}"/>
  <path d="M170 136 Q186 166 170 196 M200 132 Q216 166 200 200 M230 140 Q244 166 230 192" fill="none" stroke="${c.light}" stroke-width="4"/>`;

const cup: Motif = (c) => `
  <path d="M176 90 Q164 72 178 58 M204 90 Q192 72 206 58 M232 90 Q220 72 234 58" fill="none" stroke="${c.light}" stroke-width="6" stroke-linecap="round"/>
  <path d="M258 136 Q300 136 296 172 Q292 204 250 204" fill="none" stroke="${c.dark}" stroke-width="12"/>
  <path d="M132 106 H268 L256 220 Q252 242 228 242 H172 Q148 242 144 220 Z" fill="${c.main}" stroke="${c.dark}" stroke-width="4"/>
  <path d="M140 150 H262" stroke="${c.accent}" stroke-width="10"/>
  <ellipse cx="200" cy="258" rx="96" ry="12" fill="${c.dark}"/>`;

const soap: Motif = (c) => `
  <rect x="110" y="164" width="130" height="76" rx="22" fill="${c.main}" stroke="${c.dark}" stroke-width="4"/>
  <rect x="170" y="120" width="130" height="76" rx="22" fill="${c.accent}" stroke="${c.dark}" stroke-width="4"/>
  <rect x="194" y="142" width="82" height="32" rx="10" fill="${c.light}" fill-opacity=".7"/>
  <g fill="${c.light}" stroke="${c.dark}" stroke-width="2"><circle cx="132" cy="128" r="16"/><circle cx="158" cy="98" r="10"/><circle cx="120" cy="92" r="7"/></g>`;

/** Motifs by subcategory slug (the seed's category tree); anything else falls back on its sector. */
export const MOTIFS_BY_SLUG: Readonly<Record<string, Motif>> = {
  'cocoa-coffee': sack,
  'nuts-seeds': sack,
  'grains-cereals': sack,
  'spices-herbs': jar,
  'fresh-produce': fruit,
  'livestock-feed': sack,
  'fertilizers-agrochemicals': sack,
  'african-print-fabrics': fabric,
  'textile-products': fabric,
  garments: garment,
  'traditional-wear': garment,
  'leather-goods': handbag,
  'yarn-fibres': spools,
  'mobile-phones': phone,
  'solar-energy': solar,
  computers: laptop,
  'consumer-electronics': laptop,
  'batteries-power': battery,
  'electronic-components': chip,
  'agricultural-machinery': gear,
  'food-processing-machinery': gear,
  'construction-machinery': gear,
  'packaging-machinery': carton,
  generators: battery,
  'pumps-irrigation': pipes,
  'processed-foods': carton,
  beverages: bottle,
  'edible-oils': bottle,
  'tea-infusions': cup,
  'fish-seafood': fish,
  'honey-sweeteners': jar,
  dairy: bottle,
  'shea-butter': jar,
  'natural-oils': bottle,
  soaps: soap,
  'hair-care': bottle,
  'skin-care': jar,
  fragrances: bottle,
  'building-materials': bricks,
  'cement-concrete': sack,
  roofing: roofing,
  plumbing: pipes,
  'electrical-supplies': cable,
  'steel-metals': beams,
  'tiles-flooring': tiles,
};

export const MOTIFS_BY_SECTOR: Readonly<Record<string, Motif>> = {
  agriculture: sack,
  textiles: fabric,
  electronics: chip,
  machinery: gear,
  'food-beverage': carton,
  'beauty-personal-care': jar,
  construction: bricks,
};

export const FALLBACK_MOTIF: Motif = carton;

/** Hue ranges (degrees) a sector's backgrounds and objects are drawn from: a shelf looks like one. */
export const SECTOR_HUES: Readonly<Record<string, readonly [number, number]>> = {
  agriculture: [22, 62],
  textiles: [0, 360],
  electronics: [185, 235],
  machinery: [20, 55],
  'food-beverage': [0, 50],
  'beauty-personal-care': [300, 380],
  construction: [5, 35],
};
