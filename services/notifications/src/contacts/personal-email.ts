import type { TemplateName } from '../email/email-renderer.js';
import type { MailValue } from '../email/mail-text.js';

/**
 * An e-mail to a user known by id only: the address, name and (usually) language come from the
 * contact read model when it is sent. Everything the template shows is kept language-free
 * (MailValue) until then.
 */
export interface PersonalEmail {
  userId: string;
  template: TemplateName;
  /**
   * The language the event asks for (trade's events carry the buyer's); empty → the contact's.
   */
  locale: string;
  /** Storefront path the button opens, e.g. `/orders/<id>`. */
  path: string;
  /** Values the template's texts name as `{key}`. */
  vars: Record<string, MailValue>;
  /** Lines under the body, `[label key, value]`, in order. */
  details: (readonly [string, MailValue])[];
}
