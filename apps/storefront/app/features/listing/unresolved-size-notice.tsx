import type { UnresolvedSize } from '@outsole/contracts/search';

import { InfoIcon } from '#app/components/ui/icons.tsx';
import { Link } from '#app/components/ui/link.tsx';
import { useIntl } from '#app/lib/i18n/intl.tsx';
import { formatList } from '#app/lib/i18n/intl-formatters.ts';
import { useSizeLabel } from '#app/lib/i18n/size-label.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { toSearch, withGenderSize, type ListingState } from './listing-params.ts';

/**
 * A size the query named in another system that the api could not apply for want of a gender ("running UK 8" on the
 * US site, decision 0010 session 53): it was left out of the words searched, and this says why and what it is here
 * ("“UK 8” is men’s 8.5 or women’s 10.5 in our sizes"), each with a link applying that gender and size as filters (a
 * link, so it works without JavaScript). Near the page's heading, as the spelling correction's notice is.
 */
export function UnresolvedSizeNotice({
  sizes,
  state,
  path,
}: {
  sizes: readonly UnresolvedSize[];
  state: ListingState;
  path: string;
}) {
  const t = useT();
  const { locale } = useIntl();
  const sizeLabel = useSizeLabel();
  if (sizes.length === 0) return null;
  return (
    <div role="status" className="flex items-start gap-2 rounded-xl border border-stone-300 bg-stone-50 p-4 text-sm">
      <InfoIcon className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-2">
        {sizes.map(({ typed, candidates }) => (
          <div key={typed} className="flex flex-col gap-1">
            <p>
              {candidates.length > 0
                ? t('listing.search.sizeUnresolved', {
                    size: typed,
                    choices: formatList(
                      locale,
                      candidates.map(({ gender, size }) =>
                        t('listing.search.sizeChoice', { gender, size: sizeLabel(size) }),
                      ),
                      'disjunction',
                    ),
                  })
                : t('listing.search.sizeNone', { size: typed })}
            </p>
            {candidates.length > 0 ? (
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {candidates.map((candidate) => (
                  <li key={`${candidate.gender} ${candidate.size}`}>
                    <Link
                      to={`${path}${toSearch(withGenderSize(state, candidate))}`}
                      className="font-semibold underline underline-offset-4"
                    >
                      {t('listing.search.sizeApply', { gender: candidate.gender, size: sizeLabel(candidate.size) })}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}
