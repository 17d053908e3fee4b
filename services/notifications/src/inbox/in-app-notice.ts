import type { PersonalEmail } from '../contacts/personal-email.js';
import { topicOfTemplate, type AlwaysOnTopic, type Topic } from '../preferences/notification-topics.js';
import type { InboxText } from './inbox-texts.js';

/** A notification for one user, before it is rendered in their language and stored. */
export interface InAppNotice {
  userId: string;
  /** What happened, for the bell's icon and grouping: an e-mail template's name or an inbox key. */
  kind: string;
  /** The preference topic; an always-on one cannot be switched off in the app. */
  topic: Topic | AlwaysOnTopic;
  /** The language the event asks for; '' → the contact's. */
  locale: string;
  /** Storefront route the notification opens, e.g. `/orders/<id>`. */
  link: string;
  text: InboxText;
  /** Message notifications: the conversation whose read receipt marks them read. */
  conversationId?: string;
}

/**
 * The in-app twin of an e-mail about the user's trade: same recipient, route and words. An e-mail
 * outside the topic map is always sent (money, disputes), and so is its notification.
 */
export function noticeOfEmail(mail: PersonalEmail): InAppNotice {
  return {
    userId: mail.userId,
    kind: mail.template,
    topic: topicOfTemplate(mail.template) ?? 'payments',
    locale: mail.locale,
    link: mail.path,
    text: { template: mail.template, vars: mail.vars },
  };
}
