import type { DeliveryCarrier } from '@outsole/contracts/addresses';

export interface CarrierAbilities {
  /** Delivers to PO boxes (and the like: Postfach, BP, 私書箱). */
  poBox: boolean;
  /** Needs the recipient's phone number (couriers call before delivery). */
  phoneRequired: boolean;
}

/**
 * What each home-delivery carrier can do: national posts deliver to their own PO boxes and need no phone; couriers
 * and express services deliver to a door only and want a phone number.
 */
export const CARRIERS: Readonly<Record<DeliveryCarrier, CarrierAbilities>> = {
  usps: { poBox: true, phoneRequired: false },
  ups: { poBox: false, phoneRequired: true },
  fedex: { poBox: false, phoneRequired: true },
  'royal-mail': { poBox: true, phoneRequired: false },
  dpd: { poBox: false, phoneRequired: true },
  dhl: { poBox: true, phoneRequired: false },
  hermes: { poBox: false, phoneRequired: false },
  colissimo: { poBox: true, phoneRequired: false },
  chronopost: { poBox: false, phoneRequired: true },
  yamato: { poBox: false, phoneRequired: true },
  'japan-post': { poBox: true, phoneRequired: false },
  sagawa: { poBox: false, phoneRequired: true },
};

const NATIONAL_POST: Readonly<Record<string, DeliveryCarrier>> = {
  US: 'usps',
  GB: 'royal-mail',
  DE: 'dhl',
  FR: 'colissimo',
  JP: 'japan-post',
};

const EXPRESS: Readonly<Record<string, DeliveryCarrier>> = {
  US: 'ups',
  GB: 'dpd',
  DE: 'dpd',
  FR: 'chronopost',
  JP: 'yamato',
};

/**
 * The carrier that delivers a home shipment of this method to this country: standard by the national post (DHL
 * elsewhere), express (`me`) by a courier (UPS elsewhere), customs-cleared items by FedEx International. Methods that
 * do not go to a home address (sts, pickup, pudo, digital) have none.
 */
export function carrierFor(countryCode: string, shippingMethodCode: string): DeliveryCarrier | null {
  switch (shippingMethodCode) {
    case 'standard':
      return NATIONAL_POST[countryCode] ?? 'dhl';
    case 'me':
      return EXPRESS[countryCode] ?? 'ups';
    case 'customs':
      return 'fedex';
    default:
      return null;
  }
}
