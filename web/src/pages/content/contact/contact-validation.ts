/**
 * The contact form's rules, checked in the browser before sending (the server checks them again
 * and its answer wins): POST /api/v1/contact-messages {name, email, company?, topic, message, locale}.
 */
export const TOPICS = ['general', 'buying', 'selling', 'partnership', 'press', 'support'] as const;
export type Topic = (typeof TOPICS)[number];

export const LIMITS = {
  nameMax: 120,
  emailMax: 254,
  companyMax: 160,
  messageMin: 10,
  messageMax: 5000,
} as const;

export interface ContactInput {
  name: string;
  email: string;
  company: string;
  topic: string;
  message: string;
}

export type ContactField = keyof ContactInput;
/** Keys of content.json under contact.error.* */
export type ContactError = 'required' | 'tooLong' | 'email' | 'topic' | 'messageShort' | 'messageLong';

export interface ContactPayload {
  name: string;
  email: string;
  company?: string;
  topic: Topic;
  message: string;
  locale: string;
}

// Deliberately loose (one @, a dot in the domain, no spaces): the server is the real judge.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isTopic = (v: unknown): v is Topic =>
  typeof v === 'string' && (TOPICS as readonly string[]).includes(v);

/** Field → the first rule it breaks; empty when the input can be sent. Lengths count trimmed characters. */
export function validateContact(input: Partial<ContactInput>): Partial<Record<ContactField, ContactError>> {
  const errors: Partial<Record<ContactField, ContactError>> = {};
  const name = (input.name ?? '').trim();
  const email = (input.email ?? '').trim();
  const company = (input.company ?? '').trim();
  const message = (input.message ?? '').trim();
  // UTF-16 length, as the server's string rules count.
  const length = (s: string) => s.length;

  if (!name) errors.name = 'required';
  else if (length(name) > LIMITS.nameMax) errors.name = 'tooLong';

  if (!email) errors.email = 'required';
  else if (email.length > LIMITS.emailMax) errors.email = 'tooLong';
  else if (!EMAIL.test(email)) errors.email = 'email';

  if (length(company) > LIMITS.companyMax) errors.company = 'tooLong';

  if (!input.topic) errors.topic = 'required';
  else if (!isTopic(input.topic)) errors.topic = 'topic';

  if (!message) errors.message = 'required';
  else if (length(message) < LIMITS.messageMin) errors.message = 'messageShort';
  else if (length(message) > LIMITS.messageMax) errors.message = 'messageLong';

  return errors;
}

/** The request body: trimmed, without an empty company. Call only on input that validated. */
export function toPayload(input: ContactInput, locale: string): ContactPayload {
  const company = input.company.trim();
  return {
    name: input.name.trim(),
    email: input.email.trim(),
    ...(company ? { company } : {}),
    topic: input.topic as Topic,
    message: input.message.trim(),
    locale,
  };
}
