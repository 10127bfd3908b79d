import type { ApparelType, ApparelView, Palette } from './product-art.js';
import { group, path, stroke } from './svg.js';

/**
 * Apparel laid flat, front and back on the 800 canvas; the detail view is the front drawing enlarged around the
 * part a shopper zooms into (a chest mark, a drawcord, a cuff).
 */

/** The garment's outline with a soft offset shadow under it. */
function body(p: Palette, d: string): string {
  return group('translate(12 14)', path('#000', d, ' opacity=".07"')) + path(p.main, d);
}

const TEE =
  'M290 150L200 180L110 300L200 350L240 310V690H560V310L600 350L690 300L600 180L510 150C490 200 310 200 290 150Z';
const TOP_LONG =
  'M300 170L210 200C170 220 150 260 140 320L100 600L170 615L220 380V700H580V380L630 615L700 600L660 320' +
  'C650 260 630 220 590 200L500 170Z';
const SHORTS = 'M240 220H560L600 560L430 580L400 400L370 580L200 560Z';
const LEGGINGS = 'M270 120H530L520 420L480 740H420L405 300H395L380 740H320L280 420Z';
const PANTS = 'M260 140H540L580 740H430L405 320H395L370 740H220Z';
const SOCK =
  'M330 100H500V470C500 530 540 560 600 580C670 600 690 650 670 700C650 740 600 750 540 740L360 700' +
  'C300 690 300 640 320 600C330 580 330 540 330 500Z';
const CAP_DOME = 'M170 480C170 280 280 190 400 190S630 280 630 480Z';

function tee(p: Palette, front: boolean): string {
  return (
    body(p, TEE) +
    path(p.mainDark, 'M240 668H560V690H240Z') +
    stroke(p.second, 14, 'M124 296L202 340M676 296L598 340') +
    (front
      ? stroke(p.second, 16, 'M292 154C318 206 482 206 508 154') +
        `<rect x="430" y="250" width="70" height="24" rx="12" fill="${p.second}"/>` +
        `<rect x="446" y="258" width="38" height="8" rx="4" fill="${p.sole}"/>`
      : stroke(p.second, 16, 'M292 154C330 178 470 178 508 154') +
        `<rect x="380" y="180" width="40" height="22" rx="4" fill="${p.sole}"/>` +
        stroke(p.mainDark, 3, 'M240 230C340 250 460 250 560 230', ' stroke-dasharray="8 8"'))
  );
}

function hoodie(p: Palette, front: boolean): string {
  const cuffs = path(
    p.mainDark,
    'M100 600L170 615L174 590L104 575ZM700 600L630 615L626 590L696 575ZM220 668H580V700H220Z',
  );
  if (!front) {
    return (
      body(p, TOP_LONG) +
      cuffs +
      path(p.mainDark, 'M310 175C300 90 350 55 400 55S500 90 490 175C470 270 330 270 310 175Z') +
      stroke(p.main, 4, 'M400 60V250', ' opacity=".5"') +
      stroke(p.second, 10, 'M164 340L128 560M636 340L672 560') +
      `<rect x="382" y="268" width="36" height="18" rx="3" fill="${p.sole}"/>`
    );
  }
  return (
    path(p.mainDark, 'M300 170C290 90 340 60 400 60S510 90 500 170C470 230 330 230 300 170Z') +
    body(p, TOP_LONG.replace('L500 170Z', 'L500 170C470 230 330 230 300 170Z')) +
    path(p.secondDark, 'M330 172C330 112 360 96 400 96S470 112 470 172C450 204 350 204 330 172Z') +
    path(p.mainDark, 'M290 520H510L540 640H260Z') +
    cuffs +
    stroke(p.sole, 7, 'M375 215V330M425 215V320') +
    `<rect x="368" y="326" width="14" height="22" rx="4" fill="${p.second}"/>` +
    `<rect x="418" y="316" width="14" height="22" rx="4" fill="${p.second}"/>`
  );
}

function jacket(p: Palette, front: boolean): string {
  const shared =
    body(p, TOP_LONG) +
    path(p.second, 'M212 200L300 170H500L588 200L640 290H160Z') +
    path(p.secondDark, 'M100 600L170 615L174 590L104 575ZM700 600L630 615L626 590L696 575ZM220 672H580V700H220Z');
  if (!front) {
    return (
      shared +
      path(p.mainDark, 'M320 170L350 120H450L480 170Z') +
      path(p.sole, 'M220 470H580V490H220Z', ' opacity=".8"')
    );
  }
  return (
    shared +
    path(p.mainDark, 'M320 165L350 110H450L480 165L440 205H360Z') +
    stroke(p.ink, 7, 'M400 150V698') +
    `<rect x="390" y="230" width="20" height="34" rx="5" fill="${p.sole}"/>` +
    stroke(p.ink, 5, 'M280 420L330 470M520 420L470 470')
  );
}

function shorts(p: Palette, front: boolean): string {
  const shared =
    body(p, SHORTS) +
    path(p.mainDark, 'M240 220H560V268H240Z') +
    stroke(p.second, 16, 'M252 274L216 550M548 274L584 550');
  if (!front)
    return (
      shared +
      `<rect x="440" y="300" width="80" height="70" rx="10" fill="${p.mainDark}"/>` +
      `<rect x="466" y="352" width="28" height="10" rx="3" fill="${p.sole}"/>`
    );
  return (
    shared +
    stroke(p.sole, 7, 'M390 268C380 320 370 330 360 350M410 268C420 320 430 330 440 350') +
    stroke(p.mainDark, 4, 'M400 270V396')
  );
}

function leggings(p: Palette, front: boolean): string {
  const shared =
    body(p, LEGGINGS) +
    path(p.mainDark, 'M270 120H530V176H270Z') +
    stroke(p.second, 14, 'M282 184L300 600L328 730M518 184L500 600L472 730') +
    path(p.mainDark, 'M322 716H380V740H322ZM420 716H478V740H420Z');
  if (!front)
    return (
      shared +
      `<rect x="360" y="130" width="80" height="34" rx="8" fill="${p.second}"/>` +
      `<circle cx="400" cy="147" r="6" fill="${p.sole}"/>` +
      stroke(p.mainDark, 4, 'M290 300C340 340 380 330 400 300C420 330 460 340 510 300')
    );
  return shared + stroke(p.mainDark, 4, 'M400 176V300') + `<circle cx="330" cy="148" r="9" fill="${p.sole}"/>`;
}

function pants(p: Palette, front: boolean): string {
  const shared =
    body(p, PANTS) +
    path(p.mainDark, 'M260 140H540V190H260Z') +
    path(p.secondDark, 'M220 712H370V740H220ZM430 712H580V740H430Z') +
    stroke(p.main, 8, 'M300 136V196M500 136V196');
  if (!front)
    return (
      shared +
      path(p.mainDark, 'M290 240H380V320H290ZM420 240H510V320H420Z') +
      stroke(p.second, 10, 'M290 244H380M420 244H510') +
      `<circle cx="400" cy="165" r="9" fill="${p.sole}"/>`
    );
  return (
    shared +
    stroke(p.mainDark, 5, 'M270 200C300 240 320 250 340 250M530 200C500 240 480 250 460 250M400 190V320') +
    stroke(p.sole, 6, 'M392 190C388 220 380 230 374 244M408 190C412 220 420 230 426 244')
  );
}

function socks(p: Palette, front: boolean): string {
  let ribs = '';
  for (let x = 348; x < 500; x += 22) ribs += `M${x} 112V180`;
  const drawing =
    body(p, SOCK) +
    path(p.second, 'M330 100H500V190H330Z') +
    stroke(p.secondDark, 5, ribs) +
    path(p.secondDark, 'M600 580C670 600 690 650 670 700C650 740 600 750 560 742C590 700 590 630 560 572Z') +
    path(p.secondDark, 'M320 600C300 640 300 690 360 700L400 706C380 660 384 620 400 590C372 600 340 604 320 600Z') +
    path(p.sole, front ? 'M330 240H500V262H330ZM330 284H500V296H330Z' : 'M330 240H500V262H330Z');
  return front ? drawing : group('translate(800 0) scale(-1 1)', drawing);
}

function cap(p: Palette, front: boolean): string {
  const seams = stroke(p.mainDark, 4, 'M400 196V480M400 196C330 260 300 360 300 480M400 196C470 260 500 360 500 480');
  const button = `<circle cx="400" cy="192" r="14" fill="${p.second}"/>`;
  if (!front) {
    return (
      path(p.secondDark, 'M150 486C230 466 570 466 650 486L640 500C560 484 240 484 160 500Z') +
      body(p, CAP_DOME) +
      seams +
      path('#f4f2ee', 'M330 480C330 410 470 410 470 480Z') +
      stroke(p.sole, 14, 'M320 452H480') +
      `<rect x="428" y="440" width="28" height="24" rx="4" fill="${p.second}"/>` +
      button
    );
  }
  return (
    body(p, CAP_DOME) +
    seams +
    `<rect x="344" y="320" width="112" height="64" rx="14" fill="${p.sole}"/>` +
    `<rect x="368" y="344" width="64" height="16" rx="8" fill="${p.second}"/>` +
    path(p.second, 'M140 480C200 450 600 450 660 480C700 520 620 560 400 560S100 520 140 480Z') +
    path(p.secondDark, 'M150 500C260 530 540 530 650 500C640 540 560 560 400 560S160 540 150 500Z') +
    button
  );
}

const DRAW: Record<ApparelType, (p: Palette, front: boolean) => string> = {
  tee,
  hoodie,
  jacket,
  shorts,
  leggings,
  pants,
  socks,
  cap,
};

/** Where the detail view zooms in, on the front drawing. */
const DETAIL_FOCUS: Record<ApparelType, readonly [number, number]> = {
  tee: [440, 250],
  hoodie: [400, 260],
  jacket: [400, 200],
  shorts: [400, 280],
  leggings: [320, 170],
  pants: [300, 210],
  socks: [620, 660],
  cap: [400, 360],
};

export function drawApparel(type: ApparelType, view: ApparelView, palette: Palette): string {
  if (view === 'front') return DRAW[type](palette, true);
  if (view === 'back') return DRAW[type](palette, false);
  const [x, y] = DETAIL_FOCUS[type];
  return group(`translate(400 400) scale(2.2) translate(${-x} ${-y})`, DRAW[type](palette, true));
}
