import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error.js';
import { clientKey } from '../../lib/client-address.js';
import type { RequestContext } from '../../lib/context.js';

/** Who writes a review or question, as the reviews module stores it. */
export interface Author {
  /** `consumer:{consumerNo}`: only a signed-in shopper writes (decision 0052). Older rows: `session:{usid}`. */
  id: string;
  displayName: string;
  /** A signed-in shopper who bought the product. */
  verified: boolean;
}

/** Who votes on or reports a review or an answer (decision 0052). */
export interface Participant {
  /** One vote and one report per id: `consumer:{consumerNo}` for an account, `address:{digest}` for a guest. */
  id: string;
  /** The keyed digest of the request's address: reports from one address count once toward hiding a review. */
  addressKey: string;
  /**
   * A guest's session (`session:{usid}`), kept with their vote, so the sign-in from that session gives the vote to
   * the account (author-merge.repository.ts moveVotes): one person counts once. Null for an account.
   */
  guestId: string | null;
}

/** The author id of a guest session's writing; the token exchange gives it to the account (guest-merge.ts). */
export function sessionAuthorId(usid: string): string {
  return `session:${usid}`;
}

/** The author id of an account's writing. */
export function consumerAuthorId(consumerNo: string): string {
  return `consumer:${consumerNo}`;
}

export const SIGN_IN_TO_WRITE_MESSAGE = 'Sign in to write a review or ask a question.';
/** `author=me` asked without an account's session: reading one's own review needs to be signed in too. */
export const SIGN_IN_TO_READ_OWN_MESSAGE = 'Sign in to see your own review of this product.';

/**
 * The one place a request's shopper becomes an author (services never read headers or tokens themselves; they take
 * the Author this returns). Only a signed-in shopper writes: a guest token costs one unauthenticated call, so a
 * guest could post any number of reviews and ratings (decision 0052). A guest or a caller without a token is
 * refused with 401 API401, as every call that needs an account (decision 0004). A review is `verified` when its
 * author bought the product: no orders exist yet (checkout is a later issue), so none is.
 */
export function authorOf(ctx: RequestContext, displayName: string): Author {
  const { shopper } = ctx;
  if (shopper.kind !== 'registered') throw new ApiError('API401', { message: SIGN_IN_TO_WRITE_MESSAGE });
  return { id: consumerAuthorId(shopper.consumerNo), displayName, verified: false };
}

/**
 * Who votes or flags (decision 0052): a signed-in shopper by account, a guest by the address the request comes
 * from (clientKey: the one our storefront forwards, else the connecting one; an IPv6 one by its /64), not by guest session, which any
 * client can start afresh for every vote. The address is kept only as a digest keyed with `key` (a server
 * secret), which names no one. A caller without a session is refused (401 API401): a bare x-usid header is no
 * identity.
 */
export function participantOf(request: FastifyRequest, key: string): Participant {
  const { shopper } = request.ctx;
  if (shopper.kind !== 'registered' && shopper.kind !== 'guest') {
    throw new ApiError('API401', { message: 'This call needs a shopper session: a guest or registered bearer token.' });
  }
  const addressKey = createHmac('sha256', key)
    .update(`review-participant\n${clientKey(request)}`)
    .digest('hex')
    .slice(0, 40);
  const id = shopper.kind === 'registered' ? consumerAuthorId(shopper.consumerNo) : `address:${addressKey}`;
  return { id, addressKey, guestId: shopper.kind === 'guest' ? sessionAuthorId(shopper.usid) : null };
}

/**
 * Whether the participant wrote what `authorId` names (decision 0052, addendum of session 51): a signed-in shopper
 * by account, a guest by the guest session it was written from. What one wrote, one cannot vote on.
 */
export function isAuthor(authorId: string, participant: Pick<Participant, 'id' | 'guestId'>): boolean {
  return authorId === participant.id || (participant.guestId !== null && authorId === participant.guestId);
}

/** A participant id of an account (its flags count toward hiding a review; a guest's are kept for moderation). */
export function isAccountParticipant(id: string): boolean {
  return id.startsWith('consumer:');
}
