// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AdminContext, RecordContextProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18n/i18n-provider';
import { ConversationTranscript, type AdminConversation } from './ConversationTranscript';
import { ResolveReportButton } from './ResolveReportButton';

// No session or HTTP client here: the actions are the resource's own module.
vi.mock('./report-actions', () => ({ reportActions: { resolve: vi.fn(), attachment: vi.fn() } }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const BUYER = '0196a1b2-0000-7000-8000-0000000000b1';
const SUPPLIER = '0196a1b2-0000-7000-8000-0000000000c1';
const CONVERSATION = '0196a1b2-0000-7000-8000-0000000000e1';

/** messaging's GET /admin/conversations/:id. */
const conversation: AdminConversation = {
  id: CONVERSATION,
  subject: { kind: 'product', id: '0196a1b2-0000-7000-8000-0000000000d1', title: 'Cocoa beans, grade A' },
  buyer: { id: BUYER, name: 'Lagos Foods' },
  supplier: { id: SUPPLIER, name: 'Ashanti Cocoa' },
  createdAt: '2026-11-20T09:00:00.000Z',
  messages: [
    {
      id: 'm1',
      senderId: BUYER,
      text: 'Do you ship to Lagos?',
      displayText: 'Do you ship to Lagos?',
      masked: false,
      sentAt: '2026-11-20T09:00:00.000Z',
      readAt: '2026-11-20T09:05:00.000Z',
      attachments: [],
    },
    {
      id: 'm2',
      senderId: SUPPLIER,
      text: 'Pay me direct, call +233 24 123 4567 <b>now</b>',
      displayText: 'Pay me direct, call [hidden] <b>now</b>',
      masked: true,
      sentAt: '2026-11-20T09:10:00.000Z',
      readAt: null,
      attachments: [{ id: 'a1', fileName: 'invoice.pdf', contentType: 'application/pdf', sizeBytes: 1200 }],
    },
  ],
};

let mounted: { container: HTMLDivElement; root: Root } | null = null;
afterEach(() => {
  if (mounted) act(() => mounted!.root.unmount());
  mounted?.container.remove();
  mounted = null;
});

async function render(
  record: Record<string, unknown>,
  getOne = vi.fn(() => Promise.resolve({ data: conversation })),
) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted = { container, root };
  const dataProvider = testDataProvider({
    getOne: getOne as never,
    getMany: () => Promise.resolve({ data: [] }),
  });
  act(() => {
    root.render(
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en').provider}>
        <ResourceContextProvider value="conversation-reports">
          <RecordContextProvider value={record}>
            <ResolveReportButton />
            <ConversationTranscript />
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>,
    );
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
  return { container, getOne };
}

const report = { id: 'r1', conversationId: CONVERSATION, status: 'open', reason: 'off_platform', note: '' };

describe('a conversation report in the console', () => {
  it('reads the reported conversation: parties, subject, each message as written and as shown', async () => {
    const { container, getOne } = await render(report);
    expect(getOne).toHaveBeenCalledWith('conversations', expect.objectContaining({ id: CONVERSATION }));
    expect(container.textContent).toContain('Between Lagos Foods (buyer) and Ashanti Cocoa (supplier)');
    expect(container.textContent).toContain('Product: Cocoa beans, grade A');
    const messages = [...container.querySelectorAll('[data-testid="report-message"]')];
    expect(messages.map((m) => m.textContent)).toEqual([
      expect.stringContaining('Do you ship to Lagos?'),
      expect.stringContaining('Pay me direct, call +233 24 123 4567 <b>now</b>'),
    ]);
    // Staff see what was written and what the other side was shown; markup stays text.
    expect(messages[1]!.textContent).toContain(
      'Shown to the other party as: Pay me direct, call [hidden] <b>now</b>',
    );
    expect(messages[1]!.querySelector('b')).toBeNull();
    expect(messages[1]!.textContent).toContain('Contact details masked');
    expect(messages[0]!.textContent).not.toContain('Contact details masked');
    expect(messages[1]!.textContent).toContain('invoice.pdf');
  });

  it('offers "Resolve" on an open report only', async () => {
    const open = await render(report);
    expect([...open.container.querySelectorAll('button')].some((b) => b.textContent === 'Resolve')).toBe(
      true,
    );
    act(() => mounted!.root.unmount());
    mounted = null;
    const resolved = await render({ ...report, status: 'resolved' });
    expect([...resolved.container.querySelectorAll('button')].some((b) => b.textContent === 'Resolve')).toBe(
      false,
    );
  });
});
