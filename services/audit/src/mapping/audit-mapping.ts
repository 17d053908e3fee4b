import { Role, type TopicName } from '@sokoni/contracts';
import type { DeadLetterDiscardedTopic, DeadLetterReplayedTopic } from '@sokoni/platform/dead-letters-admin';
import type { DomainEvent } from '@sokoni/platform/events';

/** Who did what to what, as an audit entry names it. */
export interface AuditFacts {
  /** Short and stable, `<aggregate>.<what happened>`, e.g. `user.suspended`. */
  action: string;
  targetType: string;
  targetId: string;
  /** Null when the system acted (a job, the operator's CLI) or nobody signed in was behind it. */
  actorId: string | null;
  /** When the event itself says it; otherwise looked up from what earlier events said. */
  actorEmail: string | null;
}

interface Party {
  id?: string;
  email?: string;
}

/** How one topic reads; every part is optional and falls back to what the topic name and envelope say. */
interface Rule<T extends TopicName> {
  action?: string | ((e: DomainEvent<T>) => string);
  target?: (e: DomainEvent<T>) => { type: string; id: string };
  /** Default: the envelope's actor (the signed-in user whose request caused the event). */
  actor?: (e: DomainEvent<T>) => Party;
  /** A user id and the address it has, so later entries can name the user as actor. */
  contact?: (e: DomainEvent<T>) => { userId: string; email: string } | undefined;
}

type Rules = { readonly [T in TopicName]?: Rule<T> };

/** The envelope's actor, or else the user the event is about: for what only that user can do. */
const selfService = (e: DomainEvent & { payload: { userId: string } }): Party => ({
  id: e.actorId || e.payload.userId,
});
const user = (e: { payload: { userId: string } }) => ({ type: 'user', id: e.payload.userId });
const userContact = (e: { payload: { userId: string; email: string } }) =>
  e.payload.userId && e.payload.email ? { userId: e.payload.userId, email: e.payload.email } : undefined;
const verification = (e: DomainEvent & { payload: { verificationId: string; sellerId: string } }) => ({
  type: 'supplier_verification',
  id: e.payload.verificationId || e.aggregateId,
});
const sellerContact = (e: { payload: { sellerId: string; email: string } }) =>
  e.payload.sellerId && e.payload.email ? { userId: e.payload.sellerId, email: e.payload.email } : undefined;
const product = (e: DomainEvent & { payload: { product?: { productId: string } } }) => ({
  type: 'product',
  id: e.payload.product?.productId || e.aggregateId,
});
const category = (e: DomainEvent & { payload: { category?: { categoryId: string } } }) => ({
  type: 'category',
  id: e.payload.category?.categoryId || e.aggregateId,
});

const cart = (e: DomainEvent & { payload: { cartId: string } }) => ({
  type: 'cart',
  id: e.payload.cartId || e.aggregateId,
});

const PLAN_ACTIONS: Readonly<Record<string, string>> = {
  registration: 'membership.plan_assigned',
  staff: 'membership.plan_set_by_staff',
};

/**
 * Staff replays and discards of a service's dead letters. The target is the letter as the back office
 * names it (`<service>:<uuid>`), so an entry leads to it; a replay that failed again says so.
 */
const deadLetter = (e: DomainEvent<DeadLetterReplayedTopic | DeadLetterDiscardedTopic>) => ({
  type: 'dead_letter',
  id: `${topicParts(e.topic).service}:${e.payload.deadLetter?.deadLetterId || e.aggregateId}`,
});
const deadLetterReplayed: Rule<DeadLetterReplayedTopic> = {
  action: (e) => (e.payload.succeeded ? 'dead_letter.replayed' : 'dead_letter.replay_failed'),
  actor: (e) => ({ id: e.actorId || e.payload.replayedBy }),
  target: deadLetter,
};
const deadLetterDiscarded: Rule<DeadLetterDiscardedTopic> = {
  actor: (e) => ({ id: e.actorId || e.payload.discardedBy }),
  target: deadLetter,
};

/**
 * The one table of how each topic becomes an entry. A topic not listed here is still recorded (every
 * topic of the map is consumed): its action is `<aggregate>.<event>` from its name, the target is
 * its aggregate, the actor the envelope's. Rows exist where that default would be wrong or vague.
 */
export const AUDIT_RULES: Rules = {
  'identity.user.registered.v1': {
    // Only the operator's CLI (or configuration) makes admins: the security-relevant case has its own name.
    action: (e) => (e.payload.role === Role.ADMIN ? 'user.admin_created' : 'user.registered'),
    actor: (e) =>
      e.payload.source === 'self' ? { id: e.payload.userId, email: e.payload.email } : { id: e.actorId },
    target: user,
    contact: userContact,
  },
  'identity.user.email_verification_requested.v1': { target: user, contact: userContact },
  'identity.user.email_verified.v1': { actor: selfService, target: user, contact: userContact },
  // Anyone may ask for a reset of any address: the requester is not the account holder.
  'identity.user.password_reset_requested.v1': { target: user, contact: userContact },
  'identity.user.password_changed.v1': { actor: selfService, target: user, contact: userContact },
  'identity.user.signed_in.v1': { actor: (e) => ({ id: e.payload.userId }), target: user },
  'identity.user.sign_in_failed.v1': {
    // Whoever tried is unauthenticated: what is known is the address typed (and its account, if any).
    actor: (e) => ({ id: e.payload.userId || undefined, email: e.payload.email }),
    target: (e) => ({ type: 'user', id: e.payload.userId || e.payload.email }),
  },
  'identity.user.role_changed.v1': { target: user, contact: userContact },
  'identity.user.suspended.v1': { target: user, contact: userContact },
  'identity.user.reinstated.v1': { target: user, contact: userContact },
  'identity.user.profile_updated.v1': { actor: selfService, target: user, contact: userContact },
  // Only the owner can ask for a code for their own number or type it back. The code itself is
  // debug_redact in the contract: auditPayload never keeps it.
  'identity.user.phone_verification_requested.v1': { actor: selfService, target: user },
  'identity.user.phone_verified.v1': { actor: selfService, target: user },
  // Why the sessions ended is the security-relevant part: a sign-out, or a stolen refresh token reused.
  'identity.session.revoked.v1': {
    action: (e) => `session.${e.payload.reason || 'revoked'}`,
    actor: (e) => ({ id: e.actorId || undefined }),
    target: user,
  },
  // Verification decisions: the seller submits, an admin decides, the system's job expires them.
  'identity.supplier_verification.submitted.v1': {
    actor: (e) => ({ id: e.actorId || e.payload.sellerId }),
    target: verification,
    contact: sellerContact,
  },
  'identity.supplier_verification.approved.v1': {
    actor: (e) => ({ id: e.actorId || e.payload.decidedBy }),
    target: verification,
    contact: sellerContact,
  },
  'identity.supplier_verification.rejected.v1': {
    actor: (e) => ({ id: e.actorId || e.payload.decidedBy }),
    target: verification,
    contact: sellerContact,
  },
  'identity.supplier_verification.expired.v1': { target: verification, contact: sellerContact },
  // Membership plans set the seller's fee. Staff changes are named as such (their reason is in the
  // payload); the plan every new seller starts on is an assignment, not a choice.
  'identity.membership.plan_changed.v1': {
    action: (e) => PLAN_ACTIONS[e.payload.source] ?? 'membership.plan_changed',
    actor: (e) => ({ id: e.actorId || e.payload.changedBy }),
    target: user,
  },
  'notifications.email.sent.v1': { target: (e) => ({ type: 'email', id: e.payload.deliveryId }) },
  'notifications.email.failed.v1': { target: (e) => ({ type: 'email', id: e.payload.deliveryId }) },
  'catalogue.product.submitted.v1': { target: product },
  // Moderation: an approval publishes the product; a price or details update publishes it again.
  'catalogue.product.published.v1': {
    action: (e) => (e.payload.reason === 'approved' ? 'product.approved' : 'product.published'),
    target: product,
  },
  'catalogue.product.rejected.v1': { target: product },
  'catalogue.product.archived.v1': { target: product },
  'catalogue.category.created.v1': { target: category },
  'catalogue.category.renamed.v1': { target: category },
  'catalogue.category.moved.v1': { target: category },
  'catalogue.category.retired.v1': { target: category },
  // Staff removing a buyer's RFQ as spam: the staff member acted on the RFQ.
  'trade.rfq.removed.v1': {
    actor: (e) => ({ id: e.actorId || e.payload.removedBy }),
    target: (e) => ({ type: 'rfq', id: e.payload.rfqId || e.aggregateId }),
  },
  // Open RFQs sent to a supplier who matched them after they were posted: the event is keyed by the
  // supplier, not an RFQ, and nobody acted (the system matched them).
  'trade.rfq.matched.v1': {
    target: (e) => ({ type: 'user', id: e.payload.supplierId || e.aggregateId }),
  },
  // A party reporting a conversation to staff, and a user blocking another: the user who did it acted.
  'messaging.conversation.reported.v1': {
    actor: (e) => ({ id: e.actorId || e.payload.reporterId }),
    target: (e) => ({ type: 'conversation', id: e.payload.conversationId || e.aggregateId }),
  },
  'messaging.user.blocked.v1': {
    actor: (e) => ({ id: e.actorId || e.payload.blockerId }),
    target: (e) => ({ type: 'user', id: e.payload.blockedId || e.aggregateId }),
  },
  // A buyer's cart changing: the buyer acted (the envelope's actor), or nobody when trade's checkout
  // took the lines (reason checked_out). The target is the cart, whose id is the buyer's.
  'cart.item.added.v1': { action: 'cart.item_added', target: cart },
  'cart.item.updated.v1': { action: 'cart.item_updated', target: cart },
  'cart.item.removed.v1': { action: 'cart.item_removed', target: cart },
  // Staff creating, editing, starting or stopping an A/B experiment (the envelope's actor).
  'analytics.experiment.changed.v1': {
    action: (e) => `experiment.${e.payload.action || 'changed'}`,
    target: (e) => ({ type: 'experiment', id: e.payload.experiment?.experimentId || e.aggregateId }),
  },
  'identity.dead_letter.replayed.v1': deadLetterReplayed,
  'identity.dead_letter.discarded.v1': deadLetterDiscarded,
  'catalogue.dead_letter.replayed.v1': deadLetterReplayed,
  'catalogue.dead_letter.discarded.v1': deadLetterDiscarded,
  'notifications.dead_letter.replayed.v1': deadLetterReplayed,
  'notifications.dead_letter.discarded.v1': deadLetterDiscarded,
  'audit.dead_letter.replayed.v1': deadLetterReplayed,
  'audit.dead_letter.discarded.v1': deadLetterDiscarded,
  'cart.dead_letter.replayed.v1': deadLetterReplayed,
  'cart.dead_letter.discarded.v1': deadLetterDiscarded,
  'trade.dead_letter.replayed.v1': deadLetterReplayed,
  'trade.dead_letter.discarded.v1': deadLetterDiscarded,
  'messaging.dead_letter.replayed.v1': deadLetterReplayed,
  'messaging.dead_letter.discarded.v1': deadLetterDiscarded,
  'analytics.dead_letter.replayed.v1': deadLetterReplayed,
  'analytics.dead_letter.discarded.v1': deadLetterDiscarded,
};

const ruleFor = <T extends TopicName>(topic: T): Rule<T> | undefined => AUDIT_RULES[topic];

/** `identity.user.suspended.v1` → service `identity`, aggregate `user`, event `suspended`. */
export function topicParts(topic: string): { service: string; aggregate: string; event: string } {
  const parts = topic.split('.');
  if (parts.length >= 4 && /^v\d+$/.test(parts.at(-1)!)) {
    return { service: parts[0]!, aggregate: parts[1]!, event: parts.slice(2, -1).join('.') };
  }
  return {
    service: parts[0] ?? topic,
    aggregate: parts[1] ?? 'event',
    event: parts.slice(2).join('.') || topic,
  };
}

/** The facts of one event, by its rule or the defaults. */
/**
 * Events that record no action: catalogue sending its whole published catalogue again so that late
 * consumers learn of it (every start may do so; thousands of entries saying nothing happened).
 * The products' real publications (approved, edited, seeded) are kept.
 */
export function isReplay(e: DomainEvent): boolean {
  return (
    e.topic === 'catalogue.product.published.v1' &&
    (e as DomainEvent<'catalogue.product.published.v1'>).payload.reason === 'reannounced'
  );
}

/**
 * Topics that are reads, not actions: handled, and no entry. A product search changes nothing,
 * names nobody (the event carries no actor by design) and comes with every first page a buyer
 * sees; an entry each would make the chain head's lock part of every search and the log mostly
 * searches, with nothing in it anyone could be held to account for.
 */
export const READ_TOPICS: ReadonlySet<TopicName> = new Set<TopicName>(['catalogue.search.performed.v1']);

/** Events audit handles without an entry: replays of state (isReplay) and reads (READ_TOPICS). */
export function addsNoEntry(e: DomainEvent): boolean {
  return READ_TOPICS.has(e.topic) || isReplay(e);
}

export function describeEvent<T extends TopicName>(e: DomainEvent<T>): AuditFacts {
  const rule = ruleFor(e.topic);
  const { aggregate, event } = topicParts(e.topic);
  const action =
    typeof rule?.action === 'function' ? rule.action(e) : (rule?.action ?? `${aggregate}.${event}`);
  const target = rule?.target?.(e) ?? { type: aggregate, id: e.aggregateId };
  const actor = rule?.actor?.(e) ?? { id: e.actorId };
  return {
    action,
    targetType: target.type,
    targetId: target.id || e.aggregateId,
    actorId: actor.id || null,
    actorEmail: actor.email || null,
  };
}

/** What the event says about a user's address, if anything (keeps actors' e-mails nameable). */
export function contactOf<T extends TopicName>(
  e: DomainEvent<T>,
): { userId: string; email: string } | undefined {
  return ruleFor(e.topic)?.contact?.(e);
}
