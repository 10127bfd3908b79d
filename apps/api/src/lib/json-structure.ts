import { ApiError } from './api-error.js';

/** The deepest nesting of arrays and objects a request body may have: no request the api takes comes near it. */
export const MAX_JSON_DEPTH = 32;
/** The most items one array of a request body may hold (the longest any request takes is 20 web-vitals beacons). */
export const MAX_JSON_ARRAY_ITEMS = 1000;

export interface JsonStructureCheck {
  /** API400 naming what is wrong with the body's shape; null when it is within the limits. */
  refused: ApiError | null;
  /** How many characters were read before answering (the work done: a refused body is read only up to the fault). */
  scanned: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Reads a JSON text's structure before it is parsed: how deep its arrays and objects nest and how many items each
 * array holds, stopping at the first place past MAX_JSON_DEPTH or MAX_JSON_ARRAY_ITEMS. JSON.parse of 500,000
 * nested brackets took half a second, and walking an array of 349,000 items (to find NUL characters, unknown keys,
 * then zod's "at most 20 items") took seconds of the event loop per request (tester finding F3, session 51); this
 * one pass costs about what receiving the text costs, and a refused body is read only up to its fault. Strings are
 * skipped (their brackets and commas are text); whether the text is valid JSON is left to the parser.
 */
export function checkJsonStructure(
  text: string,
  { maxDepth = MAX_JSON_DEPTH, maxItems = MAX_JSON_ARRAY_ITEMS } = {},
): JsonStructureCheck {
  // Per open level: -1 for an object, else the commas seen so far in that array.
  const commas: number[] = [];
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
      continue;
    }
    if (code === QUOTE) inString = true;
    else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (commas.length >= maxDepth) {
        const message = `The request body is nested too deeply: at most ${maxDepth} levels of arrays and objects.`;
        return { refused: new ApiError('API400', { field: 'body', message }), scanned: index + 1 };
      }
      commas.push(code === OPEN_ARRAY ? 0 : -1);
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) commas.pop();
    else if (code === COMMA && commas.length > 0) {
      const level = commas.length - 1;
      const seen = commas[level]!;
      if (seen === -1) continue;
      if (seen + 2 > maxItems) {
        const message = `The request body has an array of more than ${maxItems} items.`;
        return { refused: new ApiError('API400', { field: 'body', message }), scanned: index + 1 };
      }
      commas[level] = seen + 1;
    }
  }
  return { refused: null, scanned: text.length };
}
