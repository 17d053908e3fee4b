import type { OpenApiDoc } from '../docs/openapi-merge.js';

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

/**
 * The gateway's own routes in the merged OpenAPI document (DocsController adds it), so the web
 * client's generated types know the stream and its ticket.
 */
export const STREAM_OPENAPI: OpenApiDoc = {
  openapi: '3.0.0',
  info: { title: 'gateway', version: 'v1' },
  tags: [{ name: 'notifications' }],
  components: {
    schemas: {
      StreamTicketDto: {
        type: 'object',
        required: ['ticket', 'expiresIn'],
        properties: {
          ticket: { type: 'string', description: 'Opens one stream, once.' },
          expiresIn: { type: 'integer', description: 'Seconds the ticket can be redeemed.' },
        },
      },
    },
  },
  paths: {
    '/api/v1/notifications/stream/tickets': {
      post: {
        operationId: 'createNotificationStreamTicket',
        tags: ['notifications'],
        summary: 'A single-use, short-lived ticket to open the notification stream with EventSource',
        security: [{ bearer: [] }],
        responses: {
          '201': {
            description: 'The ticket',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/StreamTicketDto' } } },
          },
          '401': problem('Not signed in'),
          '429': problem('Too many requests'),
        },
      },
    },
    '/api/v1/notifications/stream': {
      get: {
        operationId: 'streamNotifications',
        tags: ['notifications'],
        summary: 'The signed-in user’s notifications as Server-Sent Events',
        description:
          'Authenticate with `ticket` (EventSource) or an Authorization header. Events: `notification` ' +
          '(`id:` is the notification id; data is the inbox item), `notification.read`, `unread_count` ' +
          '(`{count}`), `resync` (reload the inbox), `session_expired` (get a new ticket and reconnect), ' +
          '`update` (`{kind, link}`: something an open page shows changed, for a kind the user keeps out ' +
          'of the bell; not counted, not replayed). ' +
          'To resume, send Last-Event-ID (header, or `lastEventId` query): missed notifications are ' +
          'sent first. A comment line is sent every 15 s. The stream ends when the access token expires.',
        security: [{ bearer: [] }],
        parameters: [
          { name: 'ticket', in: 'query', required: false, schema: { type: 'string' } },
          { name: 'lastEventId', in: 'query', required: false, schema: { type: 'string' } },
          { name: 'Last-Event-ID', in: 'header', required: false, schema: { type: 'string' } },
        ],
        responses: {
          '200': {
            description: 'The event stream',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
          '401': problem('No valid token or ticket'),
          '422': problem('Last-Event-ID is not a notification id'),
          '429': problem('Too many open streams or requests'),
          '502': problem('The missed notifications could not be fetched'),
        },
      },
    },
  },
};
