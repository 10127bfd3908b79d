import type {
  AuthorizationCodeResponse,
  ChangePasswordRequest,
  ConsumerActionRequest,
  ConsumerProfileResponse,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  CheckResetPasswordRequest,
  SignInRequest,
  SignOutRequest,
  SignUpRequest,
  SignUpResponse,
  TokenRequest,
  TokenResponse,
} from '@outsole/contracts/auth';
import type { CaptchaTokenRequest, CaptchaTokenResponse } from '@outsole/contracts/captcha';
import type {
  AddItemRequest,
  ApplicableShippingMethods,
  Cart,
  CreateCartWithItemRequest,
  SetGiftDeclinedRequest,
  SetShippingMethodBody,
  UpdateItemRequest,
} from '@outsole/contracts/cart';
import type { Catalog } from '@outsole/contracts/catalog';
import type { ErrorResponse } from '@outsole/contracts/errors';
import type { PerformanceIngest } from '@outsole/contracts/performance';
import type {
  BackInStockRequest,
  BackInStockResponse,
  ProductDetails,
  ProductSet,
  ProductSets,
} from '@outsole/contracts/products';
import type { CountryList, SiteWithOffers } from '@outsole/contracts/reference';
import type {
  MoveToCartRequest,
  SaveForLaterMoveResponse,
  SaveForLaterRequest,
  SaveForLaterResponse,
} from '@outsole/contracts/save-for-later';
import type {
  AskQuestionRequest,
  AskQuestionResponse,
  FlagRequest,
  FlagResponse,
  OwnVotes,
  QuestionList,
  ReviewList,
  ReviewTranslation,
  QuestionTranslation,
  TranslateRequest,
  VoteRequest,
  VoteResponse,
  WriteReviewRequest,
  WriteReviewResponse,
} from '@outsole/contracts/reviews';
import type { AutoSuggestResult, ProductSearchResult, Recommendations } from '@outsole/contracts/search';
import type { SitemapOutline, SitemapPage } from '@outsole/contracts/sitemap';
import type { AvailabilityRequest, ProductAvailability, Store } from '@outsole/contracts/stores';

/**
 * The endpoints mock mode answers, keyed `METHOD /path/{param}` exactly as the api spells them, with the contract
 * types of their request and answer. A new endpoint the storefront calls gets its line here and a default fixture.
 */
export interface MockRoutes {
  'GET /sites/v1/sites/{siteId}': { response: SiteWithOffers };
  'GET /products/v2/catalog': { response: Catalog };
  'GET /consumers-v3/utilities/countryList': { response: CountryList };
  'POST /metrics/v1/web-vitals': { request: PerformanceIngest; response: null };
  'GET /products/v2/products/{productId}/details': { response: ProductDetails };
  'GET /products/v2/products/{productId}/productSets': { response: ProductSets };
  'GET /products/v2/products/{productSetId}/productSet': { response: ProductSet };
  'POST /products/v1/products/{productId}/availability': {
    request: AvailabilityRequest;
    response: ProductAvailability;
  };
  'GET /stores/v1/stores/{storeId}': { response: Store };
  'PUT /products/v1/notifications': { request: BackInStockRequest; response: BackInStockResponse };
  'GET /products/v1/products/{productId}/reviews': { response: ReviewList };
  'GET /products/v1/products/{productId}/reviews/votes': { response: OwnVotes };
  'POST /products/v1/products/{productId}/reviews': { request: WriteReviewRequest; response: WriteReviewResponse };
  'POST /products/v1/review/{reviewId}/vote': { request: VoteRequest; response: VoteResponse };
  'POST /products/v1/review/{reviewId}/flag': { request: FlagRequest; response: FlagResponse };
  'POST /products/v1/review/{reviewId}/translate': { request: TranslateRequest; response: ReviewTranslation };
  'GET /products/v1/products/{productId}/reviews/questions': { response: QuestionList };
  'POST /products/v1/products/{productId}/reviews/questions': {
    request: AskQuestionRequest;
    response: AskQuestionResponse;
  };
  'POST /products/v1/review/{answerId}/questions/vote': { request: VoteRequest; response: VoteResponse };
  'POST /products/v1/review/{questionId}/questions/translate': {
    request: TranslateRequest;
    response: QuestionTranslation;
  };
  'GET /products/v1/widgetRecommendations': { response: Recommendations };
  'GET /products/v2/search/productSearch': { response: ProductSearchResult };
  'GET /products/v2/search/autoSuggest': { response: AutoSuggestResult };
  'GET /products/v1/sitemap': { response: SitemapOutline };
  'GET /products/v1/sitemap/products': { response: SitemapPage };
  'GET /products/v1/sitemap/categories': { response: SitemapPage };
  'POST /captcha/v1/sandbox/token': { request: CaptchaTokenRequest; response: CaptchaTokenResponse };
  'POST /token/v2/auth/token': { request: TokenRequest; response: TokenResponse };
  'POST /consumers-v3/auth/signin': { request: SignInRequest; response: AuthorizationCodeResponse };
  'POST /consumers-v3/auth/signup': { request: SignUpRequest; response: SignUpResponse };
  'POST /consumers-v3/consumer/auth/signout': { request: SignOutRequest; response: null };
  'POST /consumers-v3/consumer/changepassword': { request: ChangePasswordRequest; response: null };
  'POST /consumers-v3/confirmforgotpassword': { request: ForgotPasswordRequest; response: null };
  'POST /consumers-v3/consumer/resetpassword': { request: ResetPasswordRequest; response: null };
  'POST /consumers-v3/checkresetpassword': { request: CheckResetPasswordRequest; response: null };
  'GET /consumers-v3/consumer': { response: ConsumerProfileResponse };
  'POST /cart/v1/cart': { request: Record<string, never>; response: Cart };
  'POST /cart/v1/cartWithItem': { request: CreateCartWithItemRequest; response: Cart };
  'GET /cart/v1/cart/{basketId}': { response: Cart };
  'POST /cart/v1/item': { request: AddItemRequest; response: Cart };
  'PUT /cart/v1/cart/{basketId}/item': { request: UpdateItemRequest; response: Cart };
  'DELETE /cart/v1/item': { response: Cart };
  'PUT /cart/v1/cart/{basketId}/bonus': { request: SetGiftDeclinedRequest; response: Cart };
  'PUT /cart/v1/coupon': { request: { cartId: string; code: string }; response: Cart };
  'DELETE /cart/v1/coupon': { response: Cart };
  'GET /cart/v1/cart/{basketId}/shippingMethod/{shippingId}': { response: ApplicableShippingMethods };
  'POST /cart/v1/shippingMethod': { request: SetShippingMethodBody; response: Cart };
  'GET /wishlists/v2/saveForLater': { response: SaveForLaterResponse };
  'PUT /cart/v2/saveForLater': { request: SaveForLaterRequest; response: SaveForLaterMoveResponse };
  'POST /cart/v2/cart/{basketId}/saveForLater': { request: MoveToCartRequest; response: SaveForLaterMoveResponse };
  'DELETE /cart/v2/saveForLater/{saveForLaterId}/items/{itemId}': { response: SaveForLaterResponse };
  'POST /consumers-v3/consumer': { request: ConsumerActionRequest; response: ConsumerProfileResponse };
}

export type MockRoute = keyof MockRoutes;

type RequestBody<K extends MockRoute> = MockRoutes[K] extends { request: infer B } ? B : undefined;

export interface MockRequest<K extends MockRoute = MockRoute> {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body as sent; typed by the route's request contract but not validated (the api would). */
  body: RequestBody<K>;
}

/** spec §9: "Mock API responses default to status 200". */
export interface MockReply<K extends MockRoute = MockRoute> {
  status?: number;
  body: MockRoutes[K]['response'] | ErrorResponse;
  headers?: Record<string, string>;
}

export type MockHandler<K extends MockRoute> = (request: MockRequest<K>) => MockReply<K> | Promise<MockReply<K>>;

export type MockHandlers = { [K in MockRoute]?: MockHandler<K> };
