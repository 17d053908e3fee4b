import type { TestDatabase } from '@sokoni/platform/testing';
import { freshDatabase, startNotifications, type NotificationsHarness } from './notifications-harness.js';

const db: TestDatabase | null = await freshDatabase('notifications OpenAPI document');
const suite = db ? describe : describe.skip;

/** [path, method, success status, response schema ('' for none), array of it, request body schema] */
const DOCUMENTED: [string, string, string, string, boolean, string][] = [
  ['/api/v1/newsletter/subscriptions', 'post', '202', '', false, 'SubscribeNewsletterDto'],
  ['/api/v1/newsletter/unsubscribe', 'post', '204', '', false, 'UnsubscribeNewsletterDto'],
  ['/api/v1/contact-messages', 'post', '201', 'ContactMessageReceipt', false, 'ContactMessageDto'],
  ['/api/v1/admin/newsletter-subscriptions', 'get', '200', 'NewsletterSubscription', true, ''],
  ['/api/v1/admin/contact-messages', 'get', '200', 'ContactMessage', true, ''],
  ['/api/v1/admin/contact-messages/{id}', 'get', '200', 'ContactMessage', false, ''],
  ['/api/v1/service-requests', 'post', '201', 'ServiceRequestReceipt', false, 'ServiceRequestDto'],
  ['/api/v1/admin/service-requests', 'get', '200', 'ServiceRequest', true, ''],
  ['/api/v1/admin/service-requests/{id}', 'get', '200', 'ServiceRequest', false, ''],
  ['/api/v1/admin/service-requests/{id}', 'patch', '200', 'ServiceRequest', false, 'UpdateServiceRequestDto'],
  ['/api/v1/notifications', 'get', '200', 'NotificationPage', false, ''],
  ['/api/v1/notifications/unread-count', 'get', '200', 'UnreadCount', false, ''],
  ['/api/v1/notifications/read-all', 'post', '200', 'ReadAllResult', false, ''],
  ['/api/v1/notifications/{id}/read', 'post', '200', 'ReadNotification', false, ''],
];

/**
 * The notifications service's OpenAPI document (merged by the gateway, the storefront's client is
 * generated from it): the public forms and the staff lists have named schemas, errors are problem+json.
 */
suite('notifications: OpenAPI document', () => {
  let h: NotificationsHarness;
  let doc: any;
  const refName = (s: any) => (s?.$ref as string | undefined)?.replace('#/components/schemas/', '');

  beforeAll(async () => {
    h = await startNotifications(db!);
    doc = await (await h.api('/openapi.json')).json();
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it.each(DOCUMENTED)('%s %s answers %s with %s', (path, method, status, name, isArray, body) => {
    const op = doc.paths[path]?.[method];
    expect(op?.responses?.[status]).toBeDefined();
    const schema = op.responses[status].content?.['application/json']?.schema;
    if (!name) expect(schema).toBeUndefined();
    else {
      expect(refName(isArray ? schema?.items : schema)).toBe(name);
      const untyped = Object.entries(doc.components.schemas[name].properties as Record<string, any>)
        .filter(([, s]) => !s.type && !s.$ref && !s.allOf)
        .map(([prop]) => prop);
      expect(untyped).toEqual([]);
    }
    if (body) expect(refName(op.requestBody?.content?.['application/json']?.schema)).toBe(body);
    // No required header: browsers send Accept-Language by themselves.
    expect((op.parameters ?? []).filter((p: any) => p.in === 'header' && p.required)).toEqual([]);
  });

  it('documents the form errors as problem+json and the topics as an enum', () => {
    const errors = doc.paths['/api/v1/contact-messages'].post.responses['400'];
    expect(refName(errors.content['application/problem+json'].schema)).toBe('Problem');
    expect(doc.components.schemas.ContactTopic.enum).toEqual([
      'general',
      'buying',
      'selling',
      'partnership',
      'press',
      'support',
    ]);
    const body = doc.components.schemas.ContactMessageDto;
    expect(body.required).toEqual(expect.arrayContaining(['name', 'email', 'topic', 'message']));
    expect(body.properties.message).toMatchObject({ minLength: 10, maxLength: 5000 });
  });

  it('names each service’s details in the request and in the staff view', () => {
    const details = {
      finance: 'FinanceRequestDetails',
      freight: 'FreightRequestDetails',
      inspection: 'InspectionRequestDetails',
      partnership: 'PartnershipRequestDetails',
    };
    const body = doc.components.schemas.ServiceRequestDto;
    const view = doc.components.schemas.ServiceRequest;
    for (const [service, schema] of Object.entries(details)) {
      expect([service, refName(body.properties[service].allOf?.[0] ?? body.properties[service])]).toEqual([
        service,
        schema,
      ]);
      expect([service, refName(view.properties[service].allOf?.[0])]).toEqual([service, schema]);
      expect(doc.components.schemas[schema].properties).toBeDefined();
    }
    expect(body.required).toEqual(expect.arrayContaining(['service', 'name', 'email', 'consent']));
    expect(doc.components.schemas.ServiceType.enum).toEqual([
      'finance',
      'freight',
      'inspection',
      'partnership',
    ]);
  });
});
