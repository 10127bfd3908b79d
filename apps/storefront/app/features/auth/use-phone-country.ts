import type { CountryList } from '@outsole/contracts/reference';
import type { PhoneCountry } from '@outsole/contracts/phone';
import { useEffect, useState } from 'react';

import { useBrowserApi } from '#app/lib/api/use-browser-api.ts';

/** Countries already asked for in this page's life: the mask does not change while the page is open. */
const known = new Map<string, PhoneCountry>();

/**
 * The site country's dial code and phone mask (spec §5: "the expected digit count comes from a per-country mask"),
 * from GET /consumers-v3/utilities/countryList through the same-origin proxy, once the sign-up form is shown. Null
 * while it loads or when the call fails: the field then takes any number and the api checks it.
 */
export function usePhoneCountry(locale: string, siteId: string, countryCode: string): PhoneCountry | null {
  const [country, setCountry] = useState<PhoneCountry | null>(() => known.get(countryCode) ?? null);
  const api = useBrowserApi(locale, siteId);

  useEffect(() => {
    if (!api || known.has(countryCode)) return;
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
