import { App } from 'antd';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../shell/testing/fake-network');
  installFakeNetwork();
});

// The stream itself is the shell's (tested there); here a test plays the server's events.
const realtime = vi.hoisted(() => ({ handlers: new Map<string, (data: unknown) => void>(), state: 'open' }));
vi.mock('../../shell/realtime', () => ({
  useRealtime: (kind: string, handler: (data: unknown) => void) => realtime.handlers.set(kind, handler),
  // Pages hear both: a notification in the bell, or an update for a kind kept out of it.
  useLiveSignal: (handler: (data: unknown) => void) => {
    realtime.handlers.set('notification', handler);
    realtime.handlers.set('update', handler);
  },
  useRealtimeState: () => realtime.state,
}));

import { session } from '../../auth/session';
import { loadNamespace } from '../../i18n/i18n';
import { calls, json, respond, type Call } from '../../shell/testing/fake-network';
import { fillJsdomGaps } from '../../shell/testing/jsdom-gaps';
import { renderWithApp } from '../../shell/testing/render';
import MessagesPage from './messages.page';

const NS = ['common', 'messages'];
const ME = '0193a000-0000-7000-8000-0000000000b1';
const SUPPLIER = '0193a000-0000-7000-8000-0000000000c1';
const OTHER = '0193a000-0000-7000-8000-0000000000c2';
const PRODUCT = '0193a000-0000-7000-8000-0000000000d1';
const C1 = '0193a000-0000-7000-8000-0000000000e1';
const C2 = '0193a000-0000-7000-8000-0000000000e2';

const conversation = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  myRole: 'buyer',
  counterpart: { id: SUPPLIER, name: 'Ashanti Cocoa' },
  subject: { kind: 'product', id: PRODUCT, title: 'Cocoa beans, grade A' },
  lastMessage: {
    text: 'We can ship in May.',
    senderId: SUPPLIER,
    sentAt: '2026-11-20T10:00:00Z',
    masked: false,
    attachments: 0,
  },
  unreadCount: 0,
  blockedByMe: blocked.includes(SUPPLIER),
  hasOrder: false,
  lastMessageAt: '2026-11-20T10:00:00Z',
  createdAt: '2026-11-01T10:00:00Z',
  ...over,
});
const message = (n: number, over: Record<string, unknown> = {}) => ({
  id: `0193a000-0000-7000-8000-00000000f00${n}`,
  conversationId: C1,
  senderId: SUPPLIER,
  mine: false,
  text: `Message ${n}`,
  masked: false,
  attachments: [],
  sentAt: `2026-11-20T10:0${n}:00Z`,
  readAt: null,
  ...over,
});

let inbox: ReturnType<typeof conversation>[] = [];
let thread: ReturnType<typeof message>[] = [];
let blocked: string[] = [];
let opened: ReturnType<typeof conversation> | null = null;
const sent = (method: string, path: string) =>
  calls.filter((c: Call) => c.method === method && c.path.startsWith(path));

function serve() {
  respond(({ method, path, body }) => {
    if (method === 'GET' && path.startsWith('/api/v1/conversations?')) {
      const page = Number(new URLSearchParams(path.split('?')[1]).get('page'));
      const items = inbox.slice((page - 1) * 50, page * 50);
      return json({ items, total: inbox.length, page, pageSize: 50, unreadTotal: 0 });
    }
    if (method === 'POST' && path === '/api/v1/conversations') {
      opened = conversation(C1);
      return json(
        { created: true, conversation: opened, message: message(1, { mine: true, senderId: ME }) },
        201,
      );
    }
    if (method === 'GET' && path === `/api/v1/suppliers/${SUPPLIER}`)
      return json({ id: SUPPLIER, companyName: 'Ashanti Cocoa', country: 'GH' });
    if (method === 'GET' && path === `/api/v1/products/${PRODUCT}`)
      return json({ id: PRODUCT, title: 'Cocoa beans, grade A' });
    if (method === 'POST' && path === '/api/v1/conversations/attachments')
      return json(
        { status: 422, title: 'Unprocessable', detail: 'Only images and PDF files can be attached.' },
        422,
      );
    if (method === 'GET' && path.startsWith(`/api/v1/conversations/${C1}/messages`))
      return json({ items: [...thread].reverse(), nextCursor: null });
    if (method === 'POST' && path === `/api/v1/conversations/${C1}/messages`) {
      const m = message(9, {
        senderId: ME,
        mine: true,
        text: (body as { text: string }).text,
        sentAt: '2026-11-20T11:00:00Z',
      });
      thread = [...thread, m];
      return json(m, 201);
    }
    if (method === 'POST' && path === `/api/v1/conversations/${C1}/read`)
      return json({ readUpTo: thread.at(-1)?.sentAt });
    if (method === 'POST' && path === `/api/v1/conversations/${C1}/report`) return json({ id: 'r1' }, 201);
    if (method === 'GET' && path === `/api/v1/conversations/${C1}`) return json(conversation(C1));
    if (method === 'GET' && path.startsWith('/api/v1/conversations/'))
      return json({ status: 404, title: 'Not Found', detail: 'Conversation not found' }, 404);
    if (method === 'POST' && path === '/api/v1/blocks') {
      blocked = [(body as { userId: string }).userId];
      return json({ userId: blocked[0] }, 201);
    }
    if (method === 'DELETE' && path.startsWith('/api/v1/blocks/')) {
      blocked = [];
      return new Response(null, { status: 204 });
    }
    return json({ status: 404, detail: 'Not found' }, 404);
  });
}

const signIn = () =>
  act(() =>
    session.accept({
      accessToken: 'token',
      expiresIn: 900,
      user: {
        id: ME,
        email: 'bola@lagos-foods.example',
        fullName: 'Bola Adeyemi',
        businessName: 'Lagos Foods',
        role: 'buyer',
        verified: true,
        country: 'NG',
        avatarInitials: 'BA',
      },
    }),
  );

/** Desktop (every media query matches, so antd sees md and up) or phone (none does). */
function screenWidth(wide: boolean) {
  window.matchMedia = (query: string) => ({
    matches: wide,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

function Page() {
  const { pathname } = useLocation();
  return pathname.startsWith('/messages') ? (
    <App>
      <MessagesPage />
    </App>
  ) : null;
}

beforeAll(async () => {
  fillJsdomGaps();
  await session.restore();
  await Promise.all(NS.map((ns) => loadNamespace('en', ns)));
}, 60_000);
afterEach(async () => {
  cleanup();
  await act(() => session.signOut());
  inbox = [];
  thread = [];
  blocked = [];
  opened = null;
  realtime.handlers.clear();
  realtime.state = 'open';
});

describe('the messages page', () => {
  it('sends a visitor to sign in and back', async () => {
    serve();
    await renderWithApp(<Page />, { path: '/messages/abc', namespaces: NS });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/login?next=%2Fmessages%2Fabc'),
    );
  });

  it('lists unread conversations first with their count, subject link and last message, and searches', async () => {
    screenWidth(true);
    inbox = [
      conversation(C1),
      conversation(C2, {
        counterpart: { id: OTHER, name: 'Kente Looms' },
        subject: { kind: 'order', id: 'o1', title: 'SK-2611-0001' },
        lastMessage: {
          text: 'Shipped today',
          senderId: OTHER,
          sentAt: '2026-11-19T10:00:00Z',
          masked: false,
          attachments: 0,
        },
        unreadCount: 3,
        lastMessageAt: '2026-11-19T10:00:00Z',
      }),
    ];
    serve();
    signIn();
    await renderWithApp(<Page />, { path: '/messages', namespaces: NS });
    const list = await screen.findByRole('list');
    const entries = within(list).getAllByRole('listitem');
    // The older conversation comes first because it has unread messages.
    expect(entries[0]!.textContent).toContain('Kente Looms');
    expect(within(entries[0]!).getByText('3 unread')).toBeTruthy();
    expect(within(entries[0]!).getByRole('link', { name: 'Order: SK-2611-0001' }).getAttribute('href')).toBe(
      '/orders/o1',
    );
    expect(within(entries[1]!).getByText('We can ship in May.')).toBeTruthy();
    expect(within(entries[1]!).queryByText(/unread/)).toBeNull();
    expect(
      within(entries[1]!).getByRole('link', { name: 'Product: Cocoa beans, grade A' }).getAttribute('href'),
    ).toBe(`/products/${PRODUCT}`);
    expect(screen.getByText('Choose a conversation to read it here.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search conversations'), { target: { value: 'cocoa' } });
    await waitFor(() =>
      expect(sent('GET', '/api/v1/conversations?').some((c) => c.path.includes('q=cocoa'))).toBe(true),
    );
  });

  it('shows a thread with senders, "Seen" on a read message of mine, the masking note, and marks it read', async () => {
    screenWidth(false);
    thread = [
      message(1, {
        senderId: ME,
        mine: true,
        text: 'Do you export to Lagos?',
        readAt: '2026-11-20T10:02:00Z',
      }),
      message(2, { text: 'Call me on ***', masked: true }),
    ];
    serve();
    signIn();
    await renderWithApp(<Page />, { path: `/messages/${C1}`, namespaces: NS });
    const log = await screen.findByRole('log');
    const items = within(log).getAllByRole('article');
    expect(items[0]!.getAttribute('aria-label')).toBe('Message from You');
    expect(within(items[0]!).getByText('Seen')).toBeTruthy();
    expect(items[1]!.getAttribute('aria-label')).toBe('Message from Ashanti Cocoa');
    expect(within(items[1]!).getByRole('note').textContent).toMatch(
      /Contact details are hidden until you have an order/,
    );
    expect(within(items[0]!).queryByRole('note')).toBeNull();
    // A phone shows the thread alone, with the way back to the inbox.
    expect(screen.queryByLabelText('Search conversations')).toBeNull();
    expect(screen.getByRole('link', { name: /All conversations/ }).getAttribute('href')).toBe('/messages');
    await waitFor(() => expect(sent('POST', `/api/v1/conversations/${C1}/read`)).toHaveLength(1));
  });

  it('sends on Enter but not on Shift+Enter, and shows the new message', async () => {
    screenWidth(true);
    serve();
    signIn();
    await renderWithApp(<Page />, { path: `/messages/${C1}`, namespaces: NS });
    const box = await screen.findByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'Line one' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(sent('POST', `/api/v1/conversations/${C1}/messages`)).toHaveLength(0);
    fireEvent.change(box, { target: { value: 'Line one\nline two' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(sent('POST', `/api/v1/conversations/${C1}/messages`)).toHaveLength(1));
    expect(sent('POST', `/api/v1/conversations/${C1}/messages`)[0]!.body).toEqual({
      text: 'Line one\nline two',
    });
    const log = await screen.findByRole('log');
    await waitFor(() => expect(within(log).getByText(/Line one/)).toBeTruthy());
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the service’s reason when an attachment is refused', async () => {
    screenWidth(true);
    serve();
    signIn();
    await renderWithApp(<Page />, { path: `/messages/${C1}`, namespaces: NS });
    const input = await screen.findByTestId('attachment-input');
    const file = new File(['MZ\x90\x00'], 'invoice.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Only images and PDF files can be attached.',
    );
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
  });

  it('a message arriving on the realtime stream appears without a reload', async () => {
    screenWidth(true);
    thread = [message(1)];
    serve();
    signIn();
    await renderWithApp(<Page />, { path: `/messages/${C1}`, namespaces: NS });
    const log = await screen.findByRole('log');
    expect(within(log).queryByText('Message 2')).toBeNull();
    thread = [...thread, message(2)];
    // Another kind of notification does not make the page ask again; a message one does.
    const before = sent('GET', `/api/v1/conversations/${C1}/messages`).length;
    act(() => realtime.handlers.get('notification')!({ kind: 'order_shipped', link: '/orders/o1' }));
    expect(sent('GET', `/api/v1/conversations/${C1}/messages`)).toHaveLength(before);
    act(() => realtime.handlers.get('notification')!({ kind: 'message_received', link: `/messages/${C1}` }));
    expect(await within(log).findByText('Message 2')).toBeTruthy();
    // With messages kept out of the bell, the stream says `update` instead: the thread still moves.
    thread = [...thread, message(3)];
    act(() => realtime.handlers.get('update')!({ kind: 'message_received', link: `/messages/${C1}` }));
    expect(await within(log).findByText('Message 3')).toBeTruthy();
  });

  it('reports with a reason and a note (a reason is required)', async () => {
    screenWidth(true);
    serve();
    signIn();
    await renderWithApp(<Page />, { path: `/messages/${C1}`, namespaces: NS });
    fireEvent.click(await screen.findByRole('button', { name: /Report/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Choose a reason for the report.',
    );
    expect(sent('POST', `/api/v1/conversations/${C1}/report`)).toHaveLength(0);
    fireEvent.mouseDown(within(dialog).getByLabelText('Reason'));
    fireEvent.click(await screen.findByText('Asks to pay or trade outside Sokoni'));
    fireEvent.change(within(dialog).getByLabelText('What happened (optional)'), {
      target: { value: 'Wants payment by bank transfer' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(sent('POST', `/api/v1/conversations/${C1}/report`)).toHaveLength(1));
    expect(sent('POST', `/api/v1/conversations/${C1}/report`)[0]!.body).toEqual({
      reason: 'off_platform',
      note: 'Wants payment by bank transfer',
    });
    expect(await screen.findByText('Thank you. Sokoni’s team will look at this conversation.')).toBeTruthy();
  });

  it('blocks after confirmation, then offers to unblock', async () => {
    screenWidth(true);
    serve();
    signIn();
    await renderWithApp(<Page />, { path: `/messages/${C1}`, namespaces: NS });
    fireEvent.click(await screen.findByRole('button', { name: /Block/ }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Block Ashanti Cocoa?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(sent('POST', '/api/v1/blocks')).toHaveLength(1));
    expect(sent('POST', '/api/v1/blocks')[0]!.body).toEqual({ userId: SUPPLIER });
    expect(await screen.findByText('You blocked Ashanti Cocoa: they cannot send you messages.')).toBeTruthy();
    expect(await screen.findByText('Ashanti Cocoa is blocked.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(sent('DELETE', `/api/v1/blocks/${SUPPLIER}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText(/You blocked/)).toBeNull());
  });

  it('says so for a conversation that is not the reader’s (404)', async () => {
    screenWidth(true);
    serve();
    signIn();
    await renderWithApp(<Page />, { path: `/messages/${C2}`, namespaces: NS });
    expect(await screen.findByText('This conversation does not exist, or it is not yours.')).toBeTruthy();
    expect(screen.queryByLabelText('Your message')).toBeNull();
  });

  it('“Contact supplier” leads to a first message about the product, which opens the conversation', async () => {
    screenWidth(false);
    serve();
    signIn();
    await renderWithApp(<Page />, {
      path: `/messages?supplier=${SUPPLIER}&product=${PRODUCT}`,
      namespaces: NS,
    });
    expect(await screen.findByRole('heading', { name: 'New message to Ashanti Cocoa' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Product: Cocoa beans, grade A' }).getAttribute('href')).toBe(
      `/products/${PRODUCT}`,
    );
    const box = screen.getByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'Can you deliver 2 tonnes to Lagos?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/messages/${C1}`));
    expect(sent('POST', '/api/v1/conversations')[0]!.body).toEqual({
      subjectKind: 'product',
      subjectId: PRODUCT,
      text: 'Can you deliver 2 tonnes to Lagos?',
    });
    expect(opened).not.toBeNull();
  });

  it('“Contact supplier” from a storefront goes to the conversation already in the inbox', async () => {
    screenWidth(true);
    inbox = [conversation(C1, { subject: { kind: 'supplier', id: SUPPLIER, title: 'Ashanti Cocoa' } })];
    serve();
    signIn();
    await renderWithApp(<Page />, { path: `/messages?supplier=${SUPPLIER}`, namespaces: NS });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/messages/${C1}`));
    expect(sent('POST', '/api/v1/conversations')).toHaveLength(0);
  });

  it('loads more conversations a page at a time', async () => {
    screenWidth(true);
    inbox = Array.from({ length: 52 }, (_, i) =>
      conversation(`0193a000-0000-7000-8000-0000000001${String(i).padStart(2, '0')}`, {
        counterpart: { id: OTHER, name: `Supplier ${i}` },
        lastMessageAt: `2026-11-${String(28 - Math.floor(i / 2)).padStart(2, '0')}T10:00:00Z`,
      }),
    );
    serve();
    signIn();
    await renderWithApp(<Page />, { path: '/messages', namespaces: NS });
    await screen.findByText('Supplier 0');
    expect(screen.queryByText('Supplier 51')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More conversations' }));
    expect(await screen.findByText('Supplier 51')).toBeTruthy();
    expect(sent('GET', '/api/v1/conversations?').some((c) => c.path.includes('page=2'))).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'More conversations' })).toBeNull());
  });
});
