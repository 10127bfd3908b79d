/** The zod-free part of stores.ts the browser bundle imports (`@outsole/contracts/stores.values`). */

/** The longest place a store or collection-point search takes (a town, a city, a postal code). */
export const PLACE_MAX_LENGTH = 80;
