import type { FootwearType, FootwearView, Palette } from './product-art.js';
import { group, path, stroke } from './svg.js';

/**
 * Shoes, each type with its own silhouette: the side view is drawn in a 400×220 box (toe to the right) scaled onto
 * the 800 canvas; top, back and sole views are drawn on the canvas itself, toe up.
 */

const SIDE_TRANSFORM = 'translate(40 200) scale(1.8)';
const SHADOW = '<ellipse cx="400" cy="566" rx="330" ry="18" fill="#000" opacity=".08"/>';

/** A foot-shaped outline, toe up: the sole seen from above or below. */
const FOOT =
  'M400 90C520 90 560 230 550 360C540 470 500 520 495 600C490 690 460 720 400 720' +
  'C340 720 310 690 305 600C300 520 260 470 250 360C240 230 280 90 400 90Z';
/** The upper inside the sole's rim, seen from above. */
const FOOT_UPPER =
  'M400 112C505 112 538 235 528 360C518 465 484 520 479 600C475 672 450 700 400 700' +
  'C350 700 325 672 321 600C316 520 282 465 272 360C262 235 295 112 400 112Z';

// The runner of the storefront's ShoeArt (features/home/shoe-art.tsx), so product images and the home page match.
const RUNNER_UPPER =
  'M60 130c-8-22-8-50 6-70 8-12 22-16 34-8 12 9 26 14 42 12l52-18c12-4 22 0 30 8l28 30c26 22 66 32 104 44 ' +
  '14 4 22 10 22 18l-2 6-316 8z';
const RUNNER_MIDSOLE =
  'M30 160c-2-18 8-30 30-32l246-6c30-1 56 6 74 18 10 7 12 17 4 24-6 6-16 9-28 10l-290 10c-20 1-34-8-36-24z';
const RUNNER_OUTSOLE = 'M34 168c2 14 14 22 32 22l292-8c18-1 30-9 32-22l-6-2c-4 10-14 15-28 16l-288 8c-14 0-24-6-28-16z';

function laces(colour: string): string {
  return stroke(colour, 5, 'M178 72l22-9M198 85l22-13M218 99l20-15');
}

function runnerSide(p: Palette): string {
  return (
    path(p.soleDark, RUNNER_OUTSOLE) +
    path(p.sole, RUNNER_MIDSOLE) +
    path(p.main, RUNNER_UPPER) +
    path(p.mainDark, 'M250 88c26 22 66 32 104 44 14 4 22 10 22 18l-2 6-60 2c-4-30-30-52-64-70z') +
    path(
      p.second,
      'M62 128c-6-20-6-44 4-62l22 8c-8 18-8 36-2 54zM104 126c40-10 86-30 128-62l16 16c-40 30-80 46-118 54z',
    ) +
    stroke(p.second, 4, 'M60 146l320-10', ' opacity=".6"') +
    laces(p.line) +
    path(p.secondDark, 'M70 58c2-10 8-16 16-16l4 14c-6 0-12 2-14 8z')
  );
}

function lugs(colour: string, from: number, to: number, size: number): string {
  let d = '';
  for (let x = from; x < to; x += size * 1.7) d += `M${x} 184h${size}l-2 ${size * 0.7}h-${size - 4}z`;
  return path(colour, d);
}

function trailSide(p: Palette, hiking: boolean): string {
  const collar = hiking
    ? path(p.mainDark, 'M58 132c-8-36-6-74 6-100 20-8 46-6 64 4 4 22 10 40 26 60l-8 34z') +
      stroke(p.second, 5, 'M136 38l-6 2M146 62l-8 4M158 86l-8 4') +
      path(p.second, 'M60 30c18-8 44-8 66 2l-2 10c-20-8-42-8-62-2z')
    : path(p.second, 'M70 58c2-10 8-16 16-16l4 14c-6 0-12 2-14 8z');
  return (
    lugs(p.ink, 44, 372, hiking ? 16 : 13) +
    path(p.soleDark, 'M34 170c0 10 10 18 30 18l298-8c16-1 26-8 28-18z') +
    path(p.sole, RUNNER_MIDSOLE) +
    path(p.main, RUNNER_UPPER) +
    path(p.secondDark, 'M60 130l-2-22 90-4c40 0 70 8 110 12 50 6 90 18 118 32l-2 8z') +
    path(p.mainDark, 'M304 128c30 4 58 10 72 22l-2 6-80 2c4-10 8-20 10-30z') +
    path(p.second, 'M110 120l56-60 14 8-48 54zM150 122l56-52 14 8-48 46z') +
    laces(p.line) +
    collar
  );
}

function sneakerSide(p: Palette): string {
  let holes = '';
  for (const [x, y] of [
    [318, 130],
    [334, 134],
    [350, 138],
    [326, 142],
    [342, 146],
  ] as const)
    holes += `<circle cx="${x}" cy="${y}" r="2.6" fill="${p.mainDark}"/>`;
  return (
    path(p.sole, 'M28 150h336c14 0 24 8 24 20v4c0 12-10 20-24 20H44c-10 0-16-8-16-18z') +
    stroke(p.soleDark, 2, 'M40 170h334', ' stroke-dasharray="6 6"') +
    path(p.soleDark, 'M30 186c2 6 8 8 14 8h320c10 0 18-4 22-10z') +
    path(p.main, 'M36 150c-6-26-4-58 10-84 24 8 46 8 66-2l50-14c18 22 56 42 118 54 56 10 92 22 106 46z') +
    path(p.mainDark, 'M280 120c46 10 80 20 92 30H262c2-12 8-22 18-30z') +
    holes +
    path(p.second, 'M36 150c-6-26-4-58 10-84 10 4 16 6 22 6-8 26-8 52-4 78z') +
    path(p.second, 'M96 142c70-4 150-28 196-64l12 14c-50 36-124 56-208 60z') +
    laces(p.line)
  );
}

function bootSide(p: Palette): string {
  let eyelets = '';
  for (let i = 0; i < 6; i++) eyelets += `<circle cx="${178 + i * 4}" cy="${-34 + i * 24}" r="3.5" fill="${p.sole}"/>`;
  return (
    path(p.ink, 'M40 178h330c12 0 20 6 20 14v2c0 6-4 10-10 10H150v-4H108v4H48c-6 0-8-2-8-6z') +
    path(p.sole, 'M40 168h330c12 0 20 4 20 10H40z') +
    path(p.main, 'M52 168V-40c0-10 8-16 18-16h92c10 0 16 6 16 16v100c0 16 12 26 30 30l110 22c40 8 60 24 62 44v12z') +
    path(p.mainDark, 'M290 122c40 8 60 24 62 44v2H262c4-20 14-34 28-46zM52 168v-72c24 0 46 16 54 72z') +
    path(p.second, 'M52 -40c0-10 8-16 18-16h92c10 0 16 6 16 16v12H52z') +
    stroke(p.secondDark, 6, 'M66 -56c0-24 26-24 26 0') +
    stroke(p.mainLight, 2, 'M58 160h300', ' stroke-dasharray="5 5"') +
    stroke(p.sole, 4, 'M180 -30l20 20M184 -6l20 20M188 18l20 20M192 42l20 20M196 66l20 20') +
    eyelets
  );
}

function sandalSide(p: Palette): string {
  return (
    path(p.soleDark, 'M30 172c0-12 8-18 20-18h310c18 0 28 8 28 18s-10 18-24 18H48c-12 0-18-8-18-18z') +
    path(p.second, 'M36 158c4-8 12-10 22-10h300c14 0 22 4 26 10z') +
    stroke(p.main, 22, 'M236 150c12-64 80-64 100-2M150 150c8-74 74-84 96-6') +
    stroke(p.main, 18, 'M62 150c-14-56 30-84 70-66M78 96c20-8 44-4 60 8') +
    `<rect x="118" y="84" width="22" height="22" rx="4" fill="none" stroke="${p.sole}" stroke-width="5"/>` +
    stroke(p.mainLight, 3, 'M246 142c12-50 62-52 80-4', ' stroke-dasharray="4 6"')
  );
}

function side(type: FootwearType, p: Palette): string {
  const body =
    type === 'running-shoe'
      ? runnerSide(p)
      : type === 'trail-shoe' || type === 'hiking-shoe'
        ? trailSide(p, type === 'hiking-shoe')
        : type === 'sneaker'
          ? sneakerSide(p)
          : type === 'boot'
            ? bootSide(p)
            : sandalSide(p);
  return SHADOW + group(SIDE_TRANSFORM, body);
}

function top(type: FootwearType, p: Palette): string {
  const shadow = group('translate(14 16)', path('#000', FOOT, ' opacity=".07"'));
  if (type === 'sandal') {
    return (
      shadow +
      path(p.soleDark, FOOT) +
      path(p.second, FOOT_UPPER) +
      stroke(p.main, 64, 'M280 300C340 270 460 270 520 300M300 470C350 440 450 440 500 470') +
      stroke(p.main, 40, 'M330 640C360 600 440 600 470 640') +
      `<rect x="478" y="448" width="40" height="40" rx="8" fill="none" stroke="${p.sole}" stroke-width="9"/>`
    );
  }
  let lacing = '';
  const lacesTo = type === 'boot' ? 440 : 500;
  for (let y = 260; y <= lacesTo; y += 40) lacing += `M370 ${y}h60`;
  const opening =
    type === 'boot'
      ? `<circle cx="400" cy="580" r="120" fill="${p.mainDark}"/><ellipse cx="400" cy="590" rx="90" ry="96" fill="${p.ink}"/>`
      : `<ellipse cx="400" cy="610" rx="74" ry="70" fill="${p.second}"/><ellipse cx="400" cy="616" rx="56" ry="54" fill="${p.ink}"/>`;
  const toe =
    type === 'sneaker'
      ? path(p.mainLight, 'M400 130C480 130 512 200 512 250H288C288 200 320 130 400 130Z')
      : type === 'trail-shoe' || type === 'hiking-shoe'
        ? path(p.secondDark, 'M400 112C470 112 508 160 518 210C470 190 330 190 282 210C292 160 330 112 400 112Z')
        : type === 'boot'
          ? path(p.mainDark, 'M400 112C480 112 522 190 526 260H274C278 190 320 112 400 112Z')
          : stroke(p.second, 22, 'M290 420C340 380 360 330 370 260M510 420C460 380 440 330 430 260');
  return (
    shadow +
    path(p.sole, FOOT) +
    path(p.main, FOOT_UPPER) +
    toe +
    `<rect x="352" y="236" width="96" height="${lacesTo - 200}" rx="40" fill="${p.mainLight}"/>` +
    stroke(p.line, 10, lacing) +
    opening +
    (type === 'boot' ? stroke(p.second, 14, 'M336 478C370 462 430 462 464 478') : '')
  );
}

function back(type: FootwearType, p: Palette): string {
  const shadow = '<ellipse cx="400" cy="640" rx="190" ry="16" fill="#000" opacity=".08"/>';
  if (type === 'sandal') {
    return (
      shadow +
      path(p.soleDark, 'M272 580c0-16 10-24 24-24h208c14 0 24 8 24 24v20c0 16-10 24-24 24H296c-14 0-24-8-24-24z') +
      path(p.second, 'M280 556h240v-10H280z') +
      stroke(p.main, 40, 'M310 550C300 420 500 420 490 550') +
      stroke(p.main, 30, 'M300 380C340 340 460 340 500 380')
    );
  }
  if (type === 'boot') {
    return (
      shadow +
      path(p.ink, 'M280 560h240v60c0 10-6 16-16 16H296c-10 0-16-6-16-16z') +
      path(p.sole, 'M276 544h248v20H276z') +
      path(p.main, 'M296 546V150c0-22 16-36 36-36h136c20 0 36 14 36 36v396z') +
      path(p.mainDark, 'M296 546V420c30-20 178-20 208 0v126z') +
      path(p.second, 'M296 150c0-22 16-36 36-36h136c20 0 36 14 36 36v22H296z') +
      stroke(p.secondDark, 14, 'M380 120V70c0-20 40-20 40 0v50') +
      stroke(p.mainLight, 4, 'M400 180v360', ' stroke-dasharray="10 10"')
    );
  }
  const hiking = type === 'hiking-shoe';
  const topY = hiking ? 150 : 215;
  const sole =
    type === 'sneaker'
      ? path(p.sole, 'M266 500h268v90c0 18-12 30-30 30H296c-18 0-30-12-30-30z') +
        stroke(p.soleDark, 4, 'M280 540h240', ' stroke-dasharray="10 8"')
      : path(
          p.sole,
          'M270 540C270 500 300 490 400 490S530 500 530 540L540 600C540 620 520 630 500 630H300C280 630 260 620 260 600Z',
        ) + path(p.soleDark, 'M262 606H538V616C538 626 520 634 500 634H300C280 634 262 626 262 616Z');
  const treads =
    type === 'trail-shoe' || hiking
      ? path(p.ink, 'M272 630h34v18h-34zM322 630h34v18h-34zM372 630h56v18h-56zM444 630h34v18h-34zM494 630h34v18h-34z')
      : '';
  return (
    shadow +
    treads +
    sole +
    path(
      p.main,
      `M290 ${hiking ? 504 : 500}C282 380 300 ${topY + 45} 335 ${topY}C360 ${topY - 15} 440 ${topY - 15} 465 ${topY}C500 ${topY + 45} 518 380 510 500Z`,
    ) +
    path(p.second, 'M296 500C292 430 300 380 320 350H480C500 380 508 430 504 500Z') +
    `<ellipse cx="400" cy="${topY + 4}" rx="62" ry="16" fill="${p.ink}"/>` +
    `<rect x="384" y="${topY - 44}" width="32" height="64" rx="10" fill="${p.secondDark}"/>` +
    `<rect x="360" y="400" width="80" height="14" rx="7" fill="${p.mainLight}"/>`
  );
}

function sole(type: FootwearType, p: Palette): string {
  const dark = p.soleDark;
  const tiles: Record<FootwearType, string> = {
    'running-shoe': `<pattern id="t" width="60" height="40" patternUnits="userSpaceOnUse"><path d="M0 20q15-15 30 0t30 0" fill="none" stroke="${dark}" stroke-width="8"/></pattern>`,
    'trail-shoe': `<pattern id="t" width="70" height="70" patternUnits="userSpaceOnUse"><path d="M10 45l25-20 25 20v15L35 40 10 60z" fill="${dark}"/></pattern>`,
    'hiking-shoe': `<pattern id="t" width="90" height="80" patternUnits="userSpaceOnUse"><path d="M8 30h30v26H8zM52 10h30v26H52zM52 50h30v26H52z" fill="${dark}"/></pattern>`,
    sneaker: `<pattern id="t" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M0 10l20 20 20-20" fill="none" stroke="${dark}" stroke-width="6"/></pattern>`,
    boot: `<pattern id="t" width="80" height="60" patternUnits="userSpaceOnUse"><path d="M6 8h30l-6 20H6zM46 34h30v20H52z" fill="${dark}"/></pattern>`,
    sandal: `<pattern id="t" width="30" height="30" patternUnits="userSpaceOnUse"><circle cx="15" cy="15" r="5" fill="${dark}"/></pattern>`,
  };
  const split =
    type === 'boot' || type === 'hiking-shoe'
      ? stroke(p.ink, 18, 'M290 520C360 500 440 500 510 520')
      : type === 'running-shoe'
        ? stroke(p.second, 16, 'M400 170V660', ' opacity=".85"')
        : '';
  return (
    `<defs>${tiles[type]}</defs>` +
    group('translate(14 16)', path('#000', FOOT, ' opacity=".07"')) +
    path(p.main, FOOT) +
    path(p.sole, FOOT_UPPER) +
    group('translate(400 405) scale(.94) translate(-400 -405)', path('url(#t)', FOOT_UPPER)) +
    split +
    `<rect x="350" y="${type === 'running-shoe' ? 390 : 330}" width="100" height="44" rx="22" fill="${p.second}"/>`
  );
}

export function drawFootwear(type: FootwearType, view: FootwearView, palette: Palette): string {
  if (view === 'side') return side(type, palette);
  if (view === 'top') return top(type, palette);
  if (view === 'back') return back(type, palette);
  return sole(type, palette);
}
