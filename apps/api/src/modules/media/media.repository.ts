import type { Db } from '../../db/schema.js';

export interface ArtSubjectRow {
  product_type: string;
  hex_primary: string;
  hex_secondary: string;
  hex_accent: string;
}

/** The product type and colours of one colourway of one style, in one query; undefined when either is unknown. */
export function findArtSubject(db: Db, productId: string, colourCode: string): Promise<ArtSubjectRow | undefined> {
  return db
    .selectFrom('colourways as c')
    .innerJoin('styles as s', 's.product_id', 'c.product_id')
    .select(['s.product_type', 'c.hex_primary', 'c.hex_secondary', 'c.hex_accent'])
    .where('c.product_id', '=', productId)
    .where('c.colour_code', '=', colourCode)
    .executeTakeFirst();
}
