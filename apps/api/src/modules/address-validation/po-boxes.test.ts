import { describe, expect, it } from 'vitest';
import { isPoBox } from './po-boxes.js';

describe('isPoBox', () => {
  it.each([
    'PO Box 123',
    'P.O. Box 123',
    'p.o.box 123',
    'P O Box 123',
    'Po Box 7',
    'POB 55',
    'P.O.B. 55',
    'POBox 12',
    'GPO Box 1234',
    'PO Drawer 9',
    'Post Office Box 4',
    'Postal Box 18',
    'Box 45',
    'Locked Bag 2000',
    'ＰＯ　Ｂｏｘ　１２３',
    'Postfach 12 34 56',
    'postfach 1234',
    'Postf. 1234',
    'Postlagernd',
    'BP 123',
    'B.P. 123',
    'bp123',
    'Boîte postale 45',
    'Boite Postale 45',
    'Case postale 12',
    'Postbus 1000',
    'Apartado de Correos 77',
    'Apartado Postal 12',
    'Apdo. 77',
    'Casella Postale 9',
    '私書箱第12号',
    '渋谷郵便局私書箱 123',
    '渋谷郵便局留め',
    '郵便局止め',
  ])('%s is a PO box', (line) => {
    expect(isPoBox(line)).toBe(true);
  });

  it.each([
    '510 Broadway',
    '12 Box Hill Road',
    'Box Hill Central, 1 Main Street',
    'Boxhagener Straße 12',
    'Postfachstraße 3',
    '1 Apollo Boulevard',
    '22 Polo Box Lane',
    '10 Post Office Square',
    'Rue de la Boétie 8',
    '100 BPM Plaza',
    '渋谷区神南1-14-5',
    '郵便局前ビル 3F',
    'Poststraße 5',
  ])('%s is not', (line) => {
    expect(isPoBox(line)).toBe(false);
  });
});
