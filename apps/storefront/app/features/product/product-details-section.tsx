import type { ProductDetails } from '@outsole/contracts/products';

import { useIntl } from '#app/lib/i18n/intl.tsx';
import { formatList } from '#app/lib/i18n/intl-formatters.ts';
import { selectKey, useT } from '#app/lib/i18n/use-t.ts';

/**
 * Description and attributes, with localised labels for the attribute keys and values the api returns. The colour
 * family is the chosen colour's (`colourFamily`, following the swatch), not every colourway's: beside "Color:
 * Mustard/Olive" a row "Color family: Yellow and Red" read as describing it (tester finding F12). Without a chosen
 * colour, the style's families are listed.
 */
export function ProductDetailsSection({
  details,
  colourFamily,
}: {
  details: ProductDetails;
  /** The selected colourway's family (its `colourFamily`). */
  colourFamily?: string | undefined;
}) {
  const t = useT();
  const { locale } = useIntl();
  const { attributes } = details;
  const rows: Array<[string, string]> = [
    // A gift card is for anyone: "Gender: Unisex" would say nothing true of it.
    ...(details.digital
      ? []
      : [
          [t('product.attr.gender'), t('product.attr.genderValue', { value: selectKey(attributes.gender) })] as [
            string,
            string,
          ],
        ]),
    [t('product.attr.activity'), t('product.attr.activityValue', { value: selectKey(attributes.activity) })],
    [t('product.attr.material'), t('product.attr.materialValue', { value: selectKey(attributes.material) })],
    [
      t('product.attr.colourFamilies'),
      formatList(
        locale,
        (colourFamily ? [colourFamily] : attributes.colourFamilies).map((value) =>
          t('product.attr.colourFamilyValue', { value: selectKey(value) }),
        ),
      ),
    ],
    [t('product.attr.style'), details.productId],
  ];
  return (
    <section aria-labelledby="product-details" className="grid grid-cols-1 gap-6 md:grid-cols-2 md:gap-12">
      <div>
        <h2 id="product-details" className="font-display text-2xl font-extrabold tracking-tight">
          {t('product.details.heading')}
        </h2>
        <p className="mt-3 max-w-prose text-lg leading-relaxed break-words hyphens-auto">{details.description}</p>
      </div>
      <dl className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 self-start rounded-2xl bg-stone-100 p-5">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
