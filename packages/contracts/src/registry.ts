import type { z } from 'zod';
import { AddressValidationResult } from './addresses.js';
import { AuthorizationCodeResponse, ConsumerProfileResponse, SignUpResponse, TokenResponse } from './auth.js';
import { CaptchaTokenResponse } from './captcha.js';
import { Cart } from './cart.js';
import { Catalog } from './catalog.js';
import { CollectionPointsResponse } from './collection-points.js';
import { ErrorResponse } from './errors.js';
import { GiftCardBalanceResponse } from './giftcards.js';
import { HealthLive, HealthReady } from './health.js';
import { Loyalty } from './loyalty.js';
import { PerformanceIngest } from './performance.js';
import { BackInStockResponse, ProductDetails, ProductInventory, ProductSet, ProductSets } from './products.js';
import { CountryList, SiteList } from './reference.js';
import {
  AskQuestionResponse,
  QuestionList,
  Review,
  ReviewList,
  ReviewTranslation,
  VoteResponse,
  WriteReviewResponse,
} from './reviews.js';
import { SaveForLaterMoveResponse, SaveForLaterResponse } from './save-for-later.js';
import { AutoSuggestResult, ProductSearchResult, Recommendations } from './search.js';
import { SitemapOutline, SitemapPage } from './sitemap.js';
import { ProductAvailability, Store, StoreProductInventory } from './stores.js';

/**
 * Named response contracts, for `/fapi/api/validate-response/{contract}` (spec §5: "a server response can be
 * checked against a contract through a validate-response call"). Every later domain adds its schemas here.
 */
export const contracts = {
  ErrorResponse,
  HealthLive,
  HealthReady,
  CountryList,
  SiteList,
  PerformanceIngest,
  Catalog,
  ProductDetails,
  ProductInventory,
  ProductAvailability,
  ProductSets,
  ProductSet,
  BackInStockResponse,
  Store,
  StoreProductInventory,
  ReviewList,
  Review,
  WriteReviewResponse,
  ReviewTranslation,
  QuestionList,
  AskQuestionResponse,
  VoteResponse,
  ProductSearchResult,
  AutoSuggestResult,
  Recommendations,
  SitemapOutline,
  SitemapPage,
  TokenResponse,
  AuthorizationCodeResponse,
  SignUpResponse,
  ConsumerProfileResponse,
  CaptchaTokenResponse,
  GiftCardBalanceResponse,
  CollectionPointsResponse,
  AddressValidationResult,
  Cart,
  SaveForLaterResponse,
  SaveForLaterMoveResponse,
  Loyalty,
} satisfies Record<string, z.ZodType>;

export type ContractName = keyof typeof contracts;

export function findContract(name: string): z.ZodType | undefined {
  return Object.hasOwn(contracts, name) ? contracts[name as ContractName] : undefined;
}
