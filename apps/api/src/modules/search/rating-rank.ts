/**
 * The "Top rated" order (sort=rating) ranks by a Bayesian average, not the raw average: every style's reviews are
 * counted together with RATING_PRIOR_REVIEWS imaginary reviews at the catalogue's mean rating, so one five-star
 * review no longer outranks 25 reviews averaging 4.8 (docs/decisions/0010-search.md, "Top rated").
 */
export const RATING_PRIOR_REVIEWS = 10;

/**
 * Each style's weighted rating in tenths of a star, -1 for a style without reviews (they come last). `average` is in
 * tenths (-1 without reviews), as the search catalog keeps it; the prior is the mean of every review in the catalog.
 */
export function weightedRatings(average: Int16Array, count: Int32Array): Float64Array {
  let stars = 0;
  let reviews = 0;
  for (let style = 0; style < average.length; style += 1) {
    const n = count[style] as number;
    const mean = average[style] as number;
    if (n > 0 && mean >= 0) {
      stars += mean * n;
      reviews += n;
    }
  }
  const prior = reviews > 0 ? stars / reviews : 0;
  const weighted = new Float64Array(average.length);
  for (let style = 0; style < average.length; style += 1) {
    const n = count[style] as number;
    const mean = average[style] as number;
    weighted[style] = n > 0 && mean >= 0 ? (RATING_PRIOR_REVIEWS * prior + mean * n) / (RATING_PRIOR_REVIEWS + n) : -1;
  }
  return weighted;
}
