import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema';

/**
 * Every call of the messages screens (the messaging service behind the gateway), typed by the
 * gateway's OpenAPI document (`npm run api`).
 */
type S = components['schemas'];

export type SubjectKind = S['SubjectResponse']['kind'];
export type ReportReason = S['ReportConversationDto']['reason'];
export const REPORT_REASONS: readonly ReportReason[] = ['spam', 'fraud', 'abuse', 'off_platform', 'other'];

export type Subject = S['SubjectResponse'];
export type Counterpart = S['CounterpartResponse'];
/** One conversation as its reader sees it (`myRole`, `blockedByMe`, the last message masked for them). */
export type ConversationSummary = S['ConversationResponse'];
export type ConversationPage = S['ConversationPageResponse'];
export type Attachment = S['AttachmentResponse'];
/** `text` is masked for the recipient when `masked` (no order yet between the parties); `readAt` is the receipt. */
export type Message = S['MessageResponse'];
/** Newest first; `nextCursor` (as `before`) reaches older messages, null at the start. */
export type MessagePage = S['MessagePageResponse'];
/** A first message about a subject: opens the conversation, or continues the one that exists. */
export type OpenConversation = S['OpenConversationDto'];
export type OpenedConversation = S['OpenConversationResponse'];

export const INBOX_PAGE_SIZE = 50;
const path = (id: string) => ({ path: { id } });
const id = (value: string) => encodeURIComponent(value);

export const messagesApi = {
  inbox: (q: string, page: number, signal?: AbortSignal) =>
    unwrap(
      api.GET('/api/v1/conversations', {
        params: { query: { ...(q ? { q } : {}), page, pageSize: INBOX_PAGE_SIZE } },
        signal,
      }),
    ),
  conversation: (conversationId: string, signal?: AbortSignal) =>
    unwrap(api.GET('/api/v1/conversations/{id}', { params: path(conversationId), signal })),
  messages: (conversationId: string, before: string | undefined, signal?: AbortSignal) =>
    unwrap(
      api.GET('/api/v1/conversations/{id}/messages', {
        params: { ...path(conversationId), query: before ? { before } : {} },
        signal,
      }),
    ),
  send: (conversationId: string, text: string, attachmentIds: string[]) =>
    unwrap(
      api.POST('/api/v1/conversations/{id}/messages', {
        params: path(conversationId),
        body: { text, ...(attachmentIds.length ? { attachmentIds } : {}) },
      }),
    ),
  markRead: (conversationId: string) =>
    unwrap(api.POST('/api/v1/conversations/{id}/read', { params: path(conversationId) })),
  open: (body: OpenConversation) => unwrap(api.POST('/api/v1/conversations', { body })),
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return unwrap(
      api.POST('/api/v1/conversations/attachments', {
        // The generated body types the file as a string (OpenAPI's `format: binary`); what is sent
        // is the FormData (the browser sets its boundary), through the client's middleware.
        body: { file: '' },
        bodySerializer: () => form,
      }),
    );
  },
  /** An attachment's bytes: only the conversation's parties may read them, so with the token. */
  download: async (attachmentId: string): Promise<Blob> => {
    const { data, error, response } = await api.GET('/api/v1/conversations/attachments/{id}', {
      params: path(attachmentId),
      parseAs: 'blob',
    });
    if (error !== undefined || !response.ok || !(data instanceof Blob))
      throw new Error(`HTTP ${response.status}`);
    return data;
  },
  report: (conversationId: string, reason: ReportReason, note: string) =>
    unwrap(
      api.POST('/api/v1/conversations/{id}/report', {
        params: path(conversationId),
        body: { reason, ...(note.trim() ? { note: note.trim() } : {}) },
      }),
    ),
  block: (userId: string) => unwrap(api.POST('/api/v1/blocks', { body: { userId } })),
  unblock: (userId: string) =>
    unwrap(api.DELETE('/api/v1/blocks/{userId}', { params: { path: { userId } } })),
};

export const messagesKeys = {
  all: (userId: string) => ['messages', userId] as const,
  inboxes: (userId: string) => ['messages', userId, 'inbox'] as const,
  inbox: (userId: string, q: string) => ['messages', userId, 'inbox', q] as const,
  conversation: (userId: string, conversationId: string) =>
    ['messages', userId, 'conversation', conversationId] as const,
  thread: (userId: string, conversationId: string) => ['messages', userId, 'thread', conversationId] as const,
};

/** The inbox a page at a time ("More conversations"); a search starts again from its first page. */
export function useInbox(userId: string, q: string) {
  return useInfiniteQuery({
    queryKey: messagesKeys.inbox(userId, q),
    queryFn: ({ pageParam, signal }) => messagesApi.inbox(q, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    placeholderData: (previous) => previous,
  });
}

/** The conversations of the loaded inbox pages, each once (a conversation moves up between pages). */
export function inboxItems(pages: readonly ConversationPage[] | undefined): ConversationSummary[] {
  const seen = new Set<string>();
  return (pages ?? []).flatMap((p) => p.items).filter((c) => !seen.has(c.id) && !!seen.add(c.id));
}

export function useConversation(userId: string, conversationId: string) {
  return useQuery({
    queryKey: messagesKeys.conversation(userId, conversationId),
    queryFn: ({ signal }) => messagesApi.conversation(conversationId, signal),
  });
}

/** Newest page first; older pages load on demand ("Earlier messages"). */
export function useThread(userId: string, conversationId: string) {
  return useInfiniteQuery({
    queryKey: messagesKeys.thread(userId, conversationId),
    queryFn: ({ pageParam, signal }) => messagesApi.messages(conversationId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The pages of a thread as one list, oldest first, each message once. */
export function threadMessages(pages: readonly MessagePage[] | undefined): Message[] {
  const seen = new Set<string>();
  const out: Message[] = [];
  for (const p of [...(pages ?? [])].reverse())
    for (const m of p.items)
      if (!seen.has(m.id)) {
        seen.add(m.id);
        out.push(m);
      }
  return out.sort((a, b) => a.sentAt.localeCompare(b.sentAt) || a.id.localeCompare(b.id));
}

/** Where the subject of a conversation lives on the storefront (null when it has no page). */
export function subjectHref(s: Subject, viewerIsSupplier: boolean): string | null {
  switch (s.kind) {
    case 'product':
      return `/products/${id(s.id)}`;
    case 'rfq':
      return `/rfq/${id(s.id)}`;
    case 'order':
      return viewerIsSupplier ? `/seller/orders/${id(s.id)}` : `/orders/${id(s.id)}`;
    case 'supplier':
      return `/suppliers/${id(s.id)}`;
    default:
      return null;
  }
}
