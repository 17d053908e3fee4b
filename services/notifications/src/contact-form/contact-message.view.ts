import type { ContactMessage, ContactTopic } from './contact-message.entity.js';

/** A contact message as staff see it. */
export interface ContactMessageView {
  id: string;
  name: string;
  email: string;
  company: string | null;
  topic: ContactTopic;
  message: string;
  locale: string;
  createdAt: string;
}

export const toContactMessageView = (m: ContactMessage): ContactMessageView => ({
  id: m.id,
  name: m.name,
  email: m.email,
  company: m.company ?? null,
  topic: m.topic,
  message: m.message,
  locale: m.locale,
  createdAt: m.createdAt.toISOString(),
});

/** What the sender gets back: a reference to quote. */
export interface ContactReceipt {
  id: string;
  receivedAt: string;
}
