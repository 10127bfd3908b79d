import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { Link } from '#app/components/ui/link.tsx';

export interface PageNavProps {
  /** The navigation landmark's name ("Review pages"). */
  label: string;
  page: number;
  pages: number;
  /** The URL of another page: a plain link, so pages work without JavaScript and can be crawled. */
  hrefFor: (page: number) => string;
  previous: string;
  next: string;
}

/** Previous / "Page n of m" / more: the paging of reviews and of questions. Nothing when there is one page. */
export function PageNav({ label, page, pages, hrefFor, previous, next }: PageNavProps) {
  const t = useT();
  if (pages <= 1 && page <= 1) return null;
  const link = buttonStyles({ variant: 'ghost', size: 'sm' });
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} preventScrollReset className={link}>
          {previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">{t('product.reviews.page.status', { page, pages })}</span>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} preventScrollReset className={link}>
          {next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
