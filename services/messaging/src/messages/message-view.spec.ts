import type { Message } from '../messaging.entities.js';
import { toMessage } from './message-reader.js';

const message = (o: Partial<Message> = {}): Message => ({
  id: '01a20f01-0000-7000-8000-000000000001',
  conversationId: '01a20f01-0000-7000-8000-0000000000c1',
  senderId: 'sender',
  recipientId: 'recipient',
  body: 'Call +254 712 345 678',
  displayBody: 'Call ••••••',
  masked: true,
  createdAt: new Date('2026-11-24T10:00:00Z'),
  readAt: null,
  ...o,
});

describe('toMessage: who sees which text', () => {
  it('gives the sender their own words back, flagged as masked for the other side', () => {
    expect(toMessage(message(), 'sender', [])).toMatchObject({
      mine: true,
      text: 'Call +254 712 345 678',
      masked: true,
    });
  });

  it('never gives the recipient the original of a masked message', () => {
    const seen = toMessage(message(), 'recipient', []);
    expect(seen).toMatchObject({ mine: false, text: 'Call ••••••', masked: true });
    expect(JSON.stringify(seen)).not.toContain('712');
  });

  it('shows the read receipt as an ISO time, or null before it is read', () => {
    expect(toMessage(message(), 'sender', []).readAt).toBeNull();
    expect(toMessage(message({ readAt: new Date('2026-11-24T10:05:00Z') }), 'sender', []).readAt).toBe(
      '2026-11-24T10:05:00.000Z',
    );
  });
});
