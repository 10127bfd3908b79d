import type { Breadcrumb } from '@outsole/contracts/products';

import { useT } from '#app/lib/i18n/use-t.ts';
import { Link } from '#app/components/ui/link.tsx';

/** The category path to the product (from the details' breadcrumbs), the product itself as the current page. */
export function Breadcrumbs({ crumbs, current }: { crumbs: Breadcrumb[]; current: string }) {
  const t = useT();
  return (
    <nav aria-label={t('product.breadcrumbs')} className="text-sm text-muted">
      {/* Each crumb is a flex item: a name wider than the screen breaks inside rather than widen the page. */}
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 wrap-anywhere">
        {crumbs.map((crumb) => (
          <li key={crumb.categoryId} className="flex items-center gap-2">
            <Link to={crumb.url} className="underline-offset-4 hover:text-ink hover:underline">
              {crumb.name}
            </Link>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li>
          <span aria-current="page" className="font-medium text-ink">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
