import { describe, expect, it } from 'vitest';
import { isReservedAuthorName } from './reviews.values.js';

describe('isReservedAuthorName', () => {
  it.each([
    'Stride Customer Service',
    'stride',
    'S T R I D E',
    'Str1de Support',
    'Kestrel Official',
    'KESTREL',
    'Ｓｔｒｉｄｅ',
    'Outsole Team',
    'Customer Service',
    'customer-service',
    'CustomerService',
    'Customer  Care',
    'Support',
    'Admin',
    '4dmin',
    'Site Administrator',
    'Moderator Ana',
    'Offiziell',
    'Kundenservice',
    'Service Client',
    'Sérvice Cliént',
    'Équipe officielle',
    'ストライド公式',
    'カスタマーサポート',
    'ケストレル',
    'Help Desk',
  ])('refuses %j', (name) => {
    expect(isReservedAuthorName(name)).toBe(true);
  });

  it.each(['Ada', 'Sam K.', 'Badminton fan', 'Marathon Mum', 'José', 'さくら', 'Supportive runner', 'Modesty', 'Jörg'])(
    'takes %j',
    (name) => {
      expect(isReservedAuthorName(name)).toBe(false);
    },
  );
});
