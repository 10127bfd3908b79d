import type { ApparelView, Palette } from './product-art.js';
import { group, path, stroke } from './svg.js';

/**
 * A digital gift card (product type `gift-card`): a card with a ribbon and bow, seen from the front, the back (a
 * magnetic strip and signature panel) and a detail of the bow. Drawn in the same flat style as the apparel.
 */

const CARD =
  'M150 230H650A40 40 0 0 1 690 270V530A40 40 0 0 1 650 570H150A40 40 0 0 1 110 530V270A40 40 0 0 1 150 230Z';

function card(p: Palette): string {
  return group('translate(12 14)', path('#000', CARD, ' opacity=".08"')) + path(p.main, CARD);
}

function bow(p: Palette): string {
  return (
    path(p.second, 'M500 300C440 240 380 250 390 300C400 340 460 330 500 300Z') +
    path(p.second, 'M500 300C560 240 620 250 610 300C600 340 540 330 500 300Z') +
    path(p.secondDark, 'M500 300L450 380L470 386L500 320L530 386L550 380Z') +
    `<circle cx="500" cy="300" r="20" fill="${p.secondDark}"/>`
  );
}

export function drawGiftCard(view: ApparelView, p: Palette): string {
  if (view === 'back') {
    return (
      card(p) +
      path(p.ink, 'M110 290H690V350H110Z') +
      `<rect x="160" y="400" width="330" height="56" rx="8" fill="${p.sole}"/>` +
      stroke(p.line, 4, 'M180 440C220 420 250 450 290 425S360 445 400 430') +
      `<rect x="540" y="480" width="100" height="40" rx="6" fill="${p.mainLight}"/>`
    );
  }
  if (view === 'detail') {
    return group('translate(-600 -420) scale(2.2)', card(p) + stroke(p.second, 26, 'M500 230V570') + bow(p));
  }
  return (
    card(p) +
    stroke(p.second, 26, 'M500 230V570') +
    stroke(p.second, 26, 'M110 300H690') +
    bow(p) +
    `<rect x="160" y="470" width="180" height="22" rx="11" fill="${p.line}"/>` +
    `<rect x="160" y="508" width="110" height="16" rx="8" fill="${p.mainLight}"/>`
  );
}
