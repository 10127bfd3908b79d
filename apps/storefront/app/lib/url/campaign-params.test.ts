import { describe, expect, it } from 'vitest';

import {
  campaignParamsOf,
  isCampaignParam,
  searchParamsWithoutCampaign,
  targetWithoutCampaignParams,
  withCampaignParams,
  withoutCampaignParams,
} from './campaign-params.ts';

describe('campaign parameters', () => {
  it.each([
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_term',
    'utm_content',
    'utm_id',
    'UTM_Source',
    'gclid',
    'gclsrc',
    'dclid',
    'gbraid',
    'wbraid',
    'gad_source',
    'srsltid',
    'fbclid',
    'msclkid',
    'ttclid',
    '_ga',
    '_gl',
    'mc_cid',
    'mc_eid',
    '_hsenc',
    'mkt_tok',
  ])('%s is one', (name) => {
    expect(isCampaignParam(name)).toBe(true);
  });

  it.each(['q', 'colour', 'size', 'width', 'sort', 'page', 'utm', 'utmost', 'gclids', 'returnTo', 'write', 'amount'])(
    '%s is the page’s own',
    (name) => {
      expect(isCampaignParam(name)).toBe(false);
    },
  );
});

describe('withoutCampaignParams', () => {
  it.each([
    ['', ''],
    ['?', '?'],
    ['?colour=001&size=9', '?colour=001&size=9'],
    ['?utm_source=news', ''],
    ['?utm_source=news&gclid=Cj0', ''],
    ['?size=9&utm_source=news&colour=001&gclid=Cj0', '?size=9&colour=001'],
    ['size=9&fbclid=1', 'size=9'],
    // The rest exactly as written: its order, its encoding, repeated names, empty values.
    ['?q=trail%20shoes&utm_medium=email&q=road+shoes&colour=', '?q=trail%20shoes&q=road+shoes&colour='],
    ['?a=%E2%82%AC&msclkid=1&b=%zz', '?a=%E2%82%AC&b=%zz'],
    // Names as URLSearchParams decodes them: encoded or in capitals, still a campaign's.
    ['?utm%5Fsource=1&%67clid=2&UTM_CAMPAIGN=3&size=9', '?size=9'],
    // A malformed name is nobody's campaign.
    ['?%zz=1&gclid=2', '?%zz=1'],
    // Empty pairs go with the campaign, not without it.
    ['?&size=9&&utm_source=x&', '?size=9'],
    ['?&size=9&&', '?&size=9&&'],
    // The page's own parameters that merely contain a campaign's name, or carry it as a value.
    ['?q=gclid&utmost=1&ref=utm_source', '?q=gclid&utmost=1&ref=utm_source'],
  ])('%s → %s', (search, kept) => {
    expect(withoutCampaignParams(search)).toBe(kept);
  });

  it('leaves out what URLSearchParams reads as a campaign’s, and nothing else', () => {
    const search = '?utm_source=a&size=9&_ga=1&colour=0%2001&GCLID=x&q=a+b';
    const kept = new URLSearchParams(withoutCampaignParams(search));
    const expected = [...new URLSearchParams(search)].filter(([name]) => !isCampaignParam(name));
    expect([...kept]).toEqual(expected);
    expect([...searchParamsWithoutCampaign(new URLSearchParams(search))]).toEqual(expected);
  });
});

describe('targets and redirects', () => {
  it.each([
    ['/en-us/p/x', '/en-us/p/x'],
    ['/en-us/p/x?gclid=1', '/en-us/p/x'],
    ['/en-us/p/x?size=9&gclid=1#reviews', '/en-us/p/x?size=9#reviews'],
    ['/en-us/p/x?utm_source=a#reviews', '/en-us/p/x#reviews'],
    ['/en-us/p/x#x?utm_source=a', '/en-us/p/x#x?utm_source=a'],
  ])('%s → %s', (target, kept) => {
    expect(targetWithoutCampaignParams(target)).toBe(kept);
  });

  it('tell a campaign’s parameters apart, as written', () => {
    expect(campaignParamsOf('?size=9&utm_source=news&gclid=Cj0%2B&colour=001')).toBe('utm_source=news&gclid=Cj0%2B');
    expect(campaignParamsOf('?size=9')).toBe('');
    expect(campaignParamsOf('')).toBe('');
  });

  it('give them back onto a same-site address, before its fragment', () => {
    expect(withCampaignParams('/en-us/p/y', 'gclid=1')).toBe('/en-us/p/y?gclid=1');
    expect(withCampaignParams('/en-us/p/y?colour=001#sizes', 'gclid=1&utm_source=a')).toBe(
      '/en-us/p/y?colour=001&gclid=1&utm_source=a#sizes',
    );
    expect(withCampaignParams('/en-us/p/y?', 'gclid=1')).toBe('/en-us/p/y?gclid=1');
    expect(withCampaignParams('/en-us/p/y', '')).toBe('/en-us/p/y');
    expect(withCampaignParams('https://elsewhere.example/', 'gclid=1')).toBe('https://elsewhere.example/');
    expect(withCampaignParams('//elsewhere.example/', 'gclid=1')).toBe('//elsewhere.example/');
  });
});
