/**
 * PO boxes and their kin in the demo countries' languages: a box at a post office rather than a door a courier can
 * reach. Matched on text folded to plain lower-case letters (full-width forms and accents removed), and only in the
 * shapes a box is written in, so street names such as "Box Hill" or "Boxhagener Straße" and words that merely
 * contain the letters (Apollo Boulevard) are not boxes.
 */
const PATTERNS: readonly RegExp[] = [
  /\bg?p[\s.]*o[\s.]*(?:box|bx|b)(?![a-z])/, // PO Box, P.O. Box, P O Box, POB, GPO Box (Australia)
  /\bp[\s.]*o[\s.]*drawer\b/, // PO Drawer
  /\bpost(?:al)?[\s-]*(?:office[\s-]*)?box\b/, // Post Office Box, Postal Box, Post box
  /^box\s*#?\s*\d/, // "Box 45" on its own
  /\blocked\s+bag\b/, // Australia Post's locked bags
  /\bpostfach\b/, // Postfach (Germany, Austria, Switzerland)
  /\bpostf\.\s*\d/, // Postf. 12 34
  /\bpostlagernd\b/, // general delivery: held at the post office
  /\bb[\s.]*p[\s.]*\d/, // BP 123, B.P. 123 (boîte postale)
  /\bboite\s+postale\b/, // boîte postale (accent folded)
  /\bcase\s+postale\b/, // Switzerland, in French
  /\bpostbus\b/, // Netherlands
  /\bapartado\s+(?:de\s+correos|postal)\b/, // Spain, Mexico
  /\bapdo\.?\s*\d/, // Apdo. 123
  /\bcasella\s+postale\b/, // Italy
  /私書箱/, // Japan: post office box
  /局(?:留|止|とめ)/, // Japan: 郵便局留め, held at the post office
];

/** Lower case without accents or full-width forms (full-width ＰＯ Ｂｏｘ is PO Box, boîte is boite). */
export function foldForMatching(text: string): string {
  return text.normalize('NFKC').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function isPoBox(line: string): boolean {
  const folded = foldForMatching(line);
  return PATTERNS.some((pattern) => pattern.test(folded));
}
