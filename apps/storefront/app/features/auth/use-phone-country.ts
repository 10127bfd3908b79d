import type { CountryList } from '@outsole/contracts/reference';
import type { PhoneCountry } from '@outsole/contracts/phone';
import { useEffect, useMemo, useState } from 'react';

import { createBrowserApi } from '#app/lib/api/client.browser.ts';
import { useIntl } from '#app/lib/i18n/intl.tsx';

/** Countries already asked for in this page's life: the mask does not change while the page is open. */
const known = new Map<string, PhoneCountry>();

/**
 * The site country's dial code and phone mask (spec §5: "the expected digit count comes from a per-country mask"),
 * from GET /consumers-v3/utilities/countryList through the same-origin proxy, once the sign-up form is shown. Null
 * while it loads or when the call fails: the field then takes any number and the api checks it.
 */
export function usePhoneCountry(locale: string, siteId: string, countryCode: string): PhoneCountry | null {
  const intl = useIntl();
  const [country, setCountry] = useState<PhoneCountry | null>(() => known.get(countryCode) ?? null);
  const api = useMemo(
    () =>
      createBrowserApi({
        locale,
        siteId,
        translate: (errorId) => {
          const message = intl.messages[`error.${errorId}`];
          return typeof message === 'string' ? message : undefined;
        },
      }),
    [locale, siteId, intl],
  );

  useEffect(() => {
    if (known.has(countryCode)) return;
    const controller = new AbortController();
    api<CountryList>(`/consumers-v3/utilities/countryList?countryCode=${countryCode}&includeStates=false`, {
      signal: controller.signal,
    }).then(
      (list) => {
        const found = list.countries.find((item) => item.countryCode === countryCode);
        if (!found) return;
        const value = { dialCode: found.dialCode, phoneMask: found.phoneMask };
        known.set(countryCode, value);
        setCountry(value);
      },
      () => {
        // Reported by the client; the field still works without the mask.
      },
    );
    return () => controller.abort();
  }, [api, countryCode]);

  return country;
}
