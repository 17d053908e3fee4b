import { Role, topicNames, type TopicName } from '@sokoni/contracts';
import {
  addsNoEntry,
  AUDIT_RULES,
  contactOf,
  describeEvent,
  READ_TOPICS,
  topicParts,
} from './audit-mapping.js';
import { anEvent } from './test-events.js';

const ADMIN = '01960000-0000-7000-8000-0000000000ad';
const USER = '01960000-0000-7000-8000-0000000000b0';
const PRODUCT = '01960000-0000-7000-8000-00000000f00d';
const CATEGORY = '01960000-0000-7000-8000-00000000ca7e';

describe('audit mapping', () => {
  it.each(topicNames.map((t) => [t]))('%s gives an action, a target and a service', (topic: TopicName) => {
    const facts = describeEvent(anEvent(topic, {}));
    expect(facts.action).toMatch(/^[a-z_]+\.[a-z_.]+$/);
    expect(facts.targetType).toMatch(/^[a-z_]+$/);
    // With an empty payload the target falls back to the aggregate the envelope names.
    expect(facts.targetId).toBeTruthy();
    expect(topicParts(topic).service).toBe(topic.split('.')[0]);
  });

  it('dead letters: the staff user replayed or discarded the letter the back office names', () => {
    const LETTER = '01960000-0000-7000-8000-0000000000d1';
    const deadLetter = {
      deadLetterId: LETTER,
      topic: 'identity.user.suspended.v1',
      consumerGroup: 'catalogue.x',
    };
    const replayed = anEvent(
      'catalogue.dead_letter.replayed.v1',
      { deadLetter, replayedBy: ADMIN, succeeded: true },
      { aggregateId: LETTER, actorId: ADMIN },
    );
    expect(describeEvent(replayed)).toEqual({
      action: 'dead_letter.replayed',
      targetType: 'dead_letter',
      targetId: `catalogue:${LETTER}`,
      actorId: ADMIN,
      actorEmail: null,
    });
    const failed = anEvent('identity.dead_letter.replayed.v1', {
      deadLetter,
      replayedBy: ADMIN,
      succeeded: false,
      error: 'boom',
    });
    expect(describeEvent(failed)).toMatchObject({
      action: 'dead_letter.replay_failed',
      targetId: `identity:${LETTER}`,
      actorId: ADMIN,
    });
    const discarded = anEvent('audit.dead_letter.discarded.v1', {
      deadLetter,
      discardedBy: ADMIN,
      reason: 'dup',
    });
    expect(describeEvent(discarded)).toMatchObject({
      action: 'dead_letter.discarded',
      targetType: 'dead_letter',
      targetId: `audit:${LETTER}`,
      actorId: ADMIN,
    });
  });

  it('cart items: the buyer changed their cart, or nobody when a checkout took the lines', () => {
    const line = { cartId: USER, userId: USER, lineId: PRODUCT, productId: PRODUCT, sellerId: ADMIN };
    const added = anEvent(
      'cart.item.added.v1',
      { ...line, quantity: 5n },
      { aggregateId: USER, actorId: USER },
    );
    expect(describeEvent(added)).toEqual({
      action: 'cart.item_added',
      targetType: 'cart',
      targetId: USER,
      actorId: USER,
      actorEmail: null,
    });
    const bought = anEvent('cart.item.removed.v1', { ...line, reason: 'checked_out' }, { aggregateId: USER });
    expect(describeEvent(bought)).toMatchObject({
      action: 'cart.item_removed',
      targetId: USER,
      actorId: null,
    });
    expect(describeEvent(anEvent('cart.item.updated.v1', line))).toMatchObject({
      action: 'cart.item_updated',
      targetType: 'cart',
    });
  });

  it('adds no entry for a search (a read) or a re-announcement, and does for everything else', () => {
    expect([...READ_TOPICS]).toEqual(['catalogue.search.performed.v1']);
    expect(addsNoEntry(anEvent('catalogue.search.performed.v1', { query: 'cocoa' }))).toBe(true);
    const product = { productId: PRODUCT, sellerId: USER };
    expect(addsNoEntry(anEvent('catalogue.product.published.v1', { product, reason: 'reannounced' }))).toBe(
      true,
    );
    expect(addsNoEntry(anEvent('catalogue.product.published.v1', { product, reason: 'approved' }))).toBe(
      false,
    );
    for (const topic of topicNames.filter((t) => !READ_TOPICS.has(t)))
      expect([topic, addsNoEntry(anEvent(topic, {}))]).toEqual([topic, false]);
  });

  it('has a rule only for topics that exist', () => {
    for (const topic of Object.keys(AUDIT_RULES)) expect(topicNames).toContain(topic);
  });

  it('defaults to the topic name and the envelope: aggregate.event, the aggregate, the actor', () => {
    expect(topicParts('trade.order.placed.v2')).toEqual({
      service: 'trade',
      aggregate: 'order',
      event: 'placed',
    });
    expect(topicParts('identity.supplier_verification.approved.v1')).toEqual({
      service: 'identity',
      aggregate: 'supplier_verification',
      event: 'approved',
    });
  });

  it('ended sessions: named by why they ended, the user as target', () => {
    const reused = anEvent(
      'identity.session.revoked.v1',
      { userId: USER, sessionIds: ['s1'], reason: 'reuse_detected' },
      { aggregateId: USER, actorId: '' },
    );
    expect(describeEvent(reused)).toEqual({
      action: 'session.reuse_detected',
      targetType: 'user',
      targetId: USER,
      actorId: null,
      actorEmail: null,
    });
    const signedOut = anEvent(
      'identity.session.revoked.v1',
      { userId: USER, sessionIds: ['s2'], reason: 'signed_out' },
      { aggregateId: USER, actorId: USER },
    );
    expect(describeEvent(signedOut)).toMatchObject({ action: 'session.signed_out', actorId: USER });
  });

  it('sign-in: the user signed in as themself', () => {
    const e = anEvent(
      'identity.user.signed_in.v1',
      { userId: USER, ip: '203.0.113.9', userAgent: 'Firefox', sessionFamilyId: 'fam' },
      { aggregateId: USER, actorId: USER },
    );
    expect(describeEvent(e)).toEqual({
      action: 'user.signed_in',
      targetType: 'user',
      targetId: USER,
      actorId: USER,
      actorEmail: null,
    });
  });

  it('failed sign-in: the address typed, the account if there is one, else the address as target', () => {
    const known = anEvent('identity.user.sign_in_failed.v1', {
      email: 'amina@coop.example',
      userId: USER,
      reason: 'bad_credentials',
    });
    expect(describeEvent(known)).toEqual({
      action: 'user.sign_in_failed',
      targetType: 'user',
      targetId: USER,
      actorId: USER,
      actorEmail: 'amina@coop.example',
    });
    const unknown = anEvent('identity.user.sign_in_failed.v1', {
      email: 'nobody@nowhere.example',
      reason: 'bad_credentials',
    });
    expect(describeEvent(unknown)).toMatchObject({
      targetId: 'nobody@nowhere.example',
      actorId: null,
      actorEmail: 'nobody@nowhere.example',
    });
  });

  it('admin creation by the CLI is user.admin_created with no actor; a sign-up is the user themself', () => {
    const admin = anEvent('identity.user.registered.v1', {
      userId: USER,
      email: 'ops@sokoni.example',
      role: Role.ADMIN,
      source: 'admin_cli',
    });
    expect(describeEvent(admin)).toEqual({
      action: 'user.admin_created',
      targetType: 'user',
      targetId: USER,
      actorId: null,
      actorEmail: null,
    });
    const self = anEvent('identity.user.registered.v1', {
      userId: USER,
      email: 'amina@coop.example',
      role: Role.BUYER,
      source: 'self',
    });
    expect(describeEvent(self)).toMatchObject({
      action: 'user.registered',
      actorId: USER,
      actorEmail: 'amina@coop.example',
    });
    expect(contactOf(self)).toEqual({ userId: USER, email: 'amina@coop.example' });
  });

  it.each([
    ['identity.user.role_changed.v1', 'user.role_changed', { oldRole: Role.BUYER, newRole: Role.ADMIN }],
    ['identity.user.suspended.v1', 'user.suspended', { reason: 'fraud' }],
    ['identity.user.reinstated.v1', 'user.reinstated', {}],
  ] as const)('%s: the admin acted on the user', (topic, action, extra) => {
    const e = anEvent(
      topic,
      { userId: USER, email: 'amina@coop.example', ...extra },
      {
        actorId: ADMIN,
      },
    );
    expect(describeEvent(e)).toEqual({
      action,
      targetType: 'user',
      targetId: USER,
      actorId: ADMIN,
      actorEmail: null,
    });
    expect(contactOf(e)).toEqual({ userId: USER, email: 'amina@coop.example' });
  });

  it('membership plans: staff changes named as such, with the admin as actor; the seller their own', () => {
    const staff = anEvent(
      'identity.membership.plan_changed.v1',
      { userId: USER, changedBy: ADMIN, source: 'staff', reason: 'Contract signed' },
      { aggregateId: USER, actorId: ADMIN },
    );
    expect(describeEvent(staff)).toEqual({
      action: 'membership.plan_set_by_staff',
      targetType: 'user',
      targetId: USER,
      actorId: ADMIN,
      actorEmail: null,
    });
    const own = anEvent('identity.membership.plan_changed.v1', {
      userId: USER,
      changedBy: USER,
      source: 'seller',
    });
    expect(describeEvent(own)).toMatchObject({
      action: 'membership.plan_changed',
      actorId: USER,
      targetId: USER,
    });
    const assigned = anEvent('identity.membership.plan_changed.v1', {
      userId: USER,
      changedBy: '',
      source: 'registration',
    });
    expect(describeEvent(assigned)).toMatchObject({ action: 'membership.plan_assigned', actorId: null });
  });

  it('phone verification: the owner asked for the code and proved the number', () => {
    for (const topic of [
      'identity.user.phone_verification_requested.v1',
      'identity.user.phone_verified.v1',
    ] as const) {
      const e = anEvent(topic, { userId: USER, phone: '+254712345678' }, { aggregateId: USER, actorId: '' });
      expect(describeEvent(e)).toEqual({
        action: `user.${topic.split('.')[2]}`,
        targetType: 'user',
        targetId: USER,
        actorId: USER,
        actorEmail: null,
      });
    }
  });

  it('a password reset request is not attributed to the account holder', () => {
    const e = anEvent('identity.user.password_reset_requested.v1', { userId: USER, email: 'a@b.example' });
    expect(describeEvent(e)).toMatchObject({
      action: 'user.password_reset_requested',
      actorId: null,
      targetId: USER,
    });
  });

  it('product moderation: approval, rejection, other publications', () => {
    const snapshot = { productId: PRODUCT, sellerId: USER, title: 'Cocoa beans' };
    const approved = anEvent(
      'catalogue.product.published.v1',
      { product: snapshot, reason: 'approved' },
      { actorId: ADMIN },
    );
    expect(describeEvent(approved)).toEqual({
      action: 'product.approved',
      targetType: 'product',
      targetId: PRODUCT,
      actorId: ADMIN,
      actorEmail: null,
    });
    const priced = anEvent('catalogue.product.published.v1', { product: snapshot, reason: 'price_update' });
    expect(describeEvent(priced)).toMatchObject({ action: 'product.published', actorId: null });
    const rejected = anEvent(
      'catalogue.product.rejected.v1',
      { product: snapshot, reason: 'blurry' },
      { actorId: ADMIN },
    );
    expect(describeEvent(rejected)).toMatchObject({
      action: 'product.rejected',
      targetId: PRODUCT,
      actorId: ADMIN,
    });
  });

  it('messaging: a report targets the conversation, a block the blocked user; the user who did it acted', () => {
    const conversationId = '01960000-0000-7000-8000-00000000c0c0';
    const reported = anEvent('messaging.conversation.reported.v1', {
      conversationId,
      reporterId: USER,
      reason: 'fraud',
      note: 'asks to pay off the platform',
    });
    expect(describeEvent(reported)).toEqual({
      action: 'conversation.reported',
      targetType: 'conversation',
      targetId: conversationId,
      actorId: USER,
      actorEmail: null,
    });
    const blocked = anEvent('messaging.user.blocked.v1', { blockerId: USER, blockedId: ADMIN });
    expect(describeEvent(blocked)).toMatchObject({
      action: 'user.blocked',
      targetType: 'user',
      targetId: ADMIN,
      actorId: USER,
    });
  });

  it('analytics: a staff change to an experiment names what was done to which experiment', () => {
    const EXPERIMENT = '01960000-0000-7000-8000-0000000000e5';
    for (const action of ['created', 'updated', 'started', 'stopped']) {
      const e = anEvent(
        'analytics.experiment.changed.v1',
        { experiment: { experimentId: EXPERIMENT, key: 'hero_cta_test', status: 'running' }, action },
        { actorId: ADMIN },
      );
      expect(describeEvent(e)).toEqual({
        action: `experiment.${action}`,
        targetType: 'experiment',
        targetId: EXPERIMENT,
        actorId: ADMIN,
        actorEmail: null,
      });
    }
  });

  it('category changes target the category', () => {
    for (const topic of [
      'catalogue.category.created.v1',
      'catalogue.category.renamed.v1',
      'catalogue.category.moved.v1',
      'catalogue.category.retired.v1',
    ] as const) {
      const e = anEvent(topic, { category: { categoryId: CATEGORY, slug: 'cocoa' } }, { actorId: ADMIN });
      expect(describeEvent(e)).toEqual({
        action: `category.${topic.split('.')[2]}`,
        targetType: 'category',
        targetId: CATEGORY,
        actorId: ADMIN,
        actorEmail: null,
      });
    }
  });
});

describe('audit mapping: supplier verification', () => {
  const SELLER = '01960000-0000-7000-8000-000000005e11';
  const VERIFICATION = '01960000-0000-7000-8000-00000000ae01';
  const base = {
    verificationId: VERIFICATION,
    sellerId: SELLER,
    email: 'seller@coop.example',
    companyName: 'Coop',
  };

  it('a submission is the seller acting; the target is the verification request', () => {
    const e = anEvent('identity.supplier_verification.submitted.v1', base, {
      aggregateId: SELLER,
      actorId: SELLER,
    });
    expect(describeEvent(e)).toEqual({
      action: 'supplier_verification.submitted',
      targetType: 'supplier_verification',
      targetId: VERIFICATION,
      actorId: SELLER,
      actorEmail: null,
    });
    expect(contactOf(e)).toEqual({ userId: SELLER, email: 'seller@coop.example' });
  });

  it.each(['approved', 'rejected'] as const)('a decision (%s) is the deciding admin acting', (what) => {
    const topic = `identity.supplier_verification.${what}.v1` as const;
    const viaEnvelope = anEvent(
      topic,
      { ...base, decidedBy: ADMIN },
      { aggregateId: SELLER, actorId: ADMIN },
    );
    expect(describeEvent(viaEnvelope)).toMatchObject({
      action: `supplier_verification.${what}`,
      actorId: ADMIN,
    });
    const viaPayload = anEvent(topic, { ...base, decidedBy: ADMIN }, { aggregateId: SELLER });
    expect(describeEvent(viaPayload)).toMatchObject({ actorId: ADMIN, targetId: VERIFICATION });
  });

  it('an expiry is the system acting', () => {
    const e = anEvent('identity.supplier_verification.expired.v1', base, { aggregateId: SELLER });
    expect(describeEvent(e)).toMatchObject({ action: 'supplier_verification.expired', actorId: null });
  });
});

describe('audit mapping: RFQs', () => {
  it('a staff removal of an RFQ targets the RFQ, the staff member acted (also when the envelope names nobody)', () => {
    const rfqId = '01960000-0000-7000-8000-000000000f01';
    const payload = { rfqId, buyerId: USER, removedBy: ADMIN, reason: 'spam' };
    const expected = { action: 'rfq.removed', targetType: 'rfq', targetId: rfqId, actorId: ADMIN };
    expect(describeEvent(anEvent('trade.rfq.removed.v1', payload, { actorId: ADMIN }))).toMatchObject(
      expected,
    );
    expect(describeEvent(anEvent('trade.rfq.removed.v1', payload))).toMatchObject(expected);
  });

  it('open RFQs sent to a supplier who matched them late target that supplier, the system acted', () => {
    const rfqs = [{ rfqId: '01960000-0000-7000-8000-000000000f02', title: 'Cashews', buyerName: 'Amina' }];
    const e = anEvent('trade.rfq.matched.v1', { supplierId: USER, rfqs }, { aggregateId: USER });
    expect(describeEvent(e)).toEqual({
      action: 'rfq.matched',
      targetType: 'user',
      targetId: USER,
      actorId: null,
      actorEmail: null,
    });
  });
});
