import type { PhoneCountry } from '@outsole/contracts/phone';
import { useState } from 'react';

import type { ContactFieldsProps } from './fields.tsx';
import { chosenPhoneCountry, internationalDialCode, type PhoneCountryOption } from './phone-countries.ts';
import { formatPhone, type CheckContext } from './validation.ts';

export interface PhoneChoice {
  /** The chosen dial code's digits ('' without a list). */
  dialCode: string;
  /** The country the hint names (the choice, or the number's own dial code once typed). */
  phoneCountry: PhoneCountry | null;
  /** AuthForm `contextOf`: the form's posted values, so a change of the choice is checked in the event that makes it. */
  contextOf: (values: Record<string, string>) => Partial<CheckContext>;
  /** AuthForm `formatOnBlur.phone`: the number in its country's mask. */
  formatPhone: (value: string) => string;
  /** ContactFields' `phoneChoice` and `onPhoneInput` (none without a list: no choice is offered). */
  fieldProps: Pick<ContactFieldsProps, 'phoneChoice' | 'onPhoneInput'>;
}

/**
 * The mobile's "Country code" choice (decision 0017 addenda), one for sign-up and the account's details: it opens at
 * the dial code the number is written with, else the one posted with a refused form (when offered), else `initial`
 * (the number's country on file), else the list's first (the site's). Typing `+49 …` moves it; the hint, the check
 * and the mask follow it. `fallback` is the country used without a list (the api then reads the number).
 */
export function usePhoneChoice({
  options,
  phone,
  phoneCode,
  initial,
  fallback = null,
}: {
  options: readonly PhoneCountryOption[] | null | undefined;
  phone: string;
  phoneCode?: string | undefined;
  initial?: string | undefined;
  fallback?: PhoneCountry | null;
}): PhoneChoice {
  const list = options && options.length > 0 ? options : null;
  const offered = (dial: string | undefined) =>
    dial && list?.some((option) => option.dialCode === dial) ? dial : undefined;
  const [dialCode, setDialCode] = useState(
    () =>
      (list && internationalDialCode(list, phone)) ??
      offered(phoneCode?.replace(/^\+/, '')) ??
      offered(initial) ??
      list?.[0]?.dialCode ??
      '',
  );
  const countryOf = (value: string, chosen: string | undefined = dialCode) =>
    list ? chosenPhoneCountry(list, chosen, value) : fallback;
  return {
    dialCode,
    phoneCountry: countryOf(''),
    contextOf: (posted) => ({ phoneCountry: countryOf(posted.phone ?? '', posted.phoneCode) }),
    formatPhone: (value) => formatPhone(value, countryOf(value)),
    fieldProps: list
      ? {
          phoneChoice: { options: list, value: dialCode, onChange: setDialCode },
          onPhoneInput: (value: string) => {
            const dial = internationalDialCode(list, value);
            if (dial && dial !== dialCode) setDialCode(dial);
          },
        }
      : {},
  };
}
