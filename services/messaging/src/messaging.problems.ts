import { ProblemException, type I18nArgs } from '@sokoni/platform/errors';

/** Every refusal of the messaging service; texts in src/i18n/<lang>/messaging.json. */
const def =
  (status: number, code: string, field?: string) =>
  (args?: I18nArgs): ProblemException =>
    new ProblemException({
      status,
      code: `messaging.${code}`,
      i18nKey: `messaging.${code}`,
      args,
      errors: field ? [{ field, code: `messaging.${code}`, i18nKey: `messaging.${code}`, args }] : undefined,
    });

export const MessagingProblems = {
  /** Unknown, or a conversation the caller is not a party of: the same answer, so ids reveal nothing. */
  conversationNotFound: def(404, 'conversation_not_found'),
  /** The product, supplier, RFQ or order to talk about is unknown, or not the caller's to talk about. */
  subjectNotFound: def(404, 'subject_not_found', 'subjectId'),
  recipientNotFound: def(404, 'recipient_not_found', 'recipientId'),
  /** A buyer opening a conversation about their own RFQ names the supplier they write to. */
  recipientRequired: def(422, 'recipient_required', 'recipientId'),
  selfConversation: def(422, 'self_conversation', 'subjectId'),
  emptyMessage: def(422, 'empty_message', 'text'),
  /** The recipient blocked the sender: the conversation stays readable, nothing more can be sent. */
  blocked: def(403, 'blocked'),
  /** The recipient is suspended or deleted their account: nothing is stored, earlier messages stay readable. */
  recipientUnavailable: def(409, 'recipient_unavailable'),
  /** args: seconds until another message is accepted. */
  rateLimited: def(429, 'rate_limited'),
  attachmentNotFound: def(404, 'attachment_not_found'),
  /** Not the caller's upload, or already sent with another message. */
  attachmentUnusable: def(422, 'attachment_unusable', 'attachmentIds'),
  tooManyAttachments: def(422, 'too_many_attachments', 'attachmentIds'),
  /** The content is not an image or a PDF, whatever its name says (args: fileName). */
  fileType: def(422, 'file_type', 'file'),
  /** args: maxMb. */
  fileTooLarge: def(413, 'file_too_large', 'file'),
  noFile: def(422, 'no_file', 'file'),
  badUpload: def(400, 'bad_upload'),
  blockSelf: def(422, 'block_self', 'userId'),
  reportNotFound: def(404, 'report_not_found'),
  reportResolved: def(409, 'report_resolved'),
};
