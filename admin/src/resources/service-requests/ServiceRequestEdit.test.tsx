// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  AdminContext,
  ResourceContextProvider,
  testDataProvider,
  TestMemoryRouter,
  type AuthProvider,
  type RaRecord,
  type UpdateParams,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18n/i18n-provider';
import ServiceRequestEdit from './ServiceRequestEdit';
import ServiceRequestShow from './ServiceRequestShow';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ID = '0196a1b2-0000-7000-8000-00000000a001';
const STAFF = '0196a1b2-0000-7000-8000-00000000a002';
const COLLEAGUE = '0196a1b2-0000-7000-8000-00000000a003';

/** notifications' admin view of a request (GET /admin/service-requests/:id). */
const request = {
  id: ID,
  service: 'finance',
  status: 'new',
  finance: { purpose: 'working_capital', amountMinor: 250_000_00, currency: 'KES', termMonths: 9 },
  freight: null,
  inspection: null,
  partnership: null,
  name: 'Wanjiru Kamau',
  email: 'wanjiru@coffee.example',
  company: 'Kamau Coffee Exporters',
  phone: '+254712345678',
  country: 'KE',
  message: 'We export to Oman <b>twice</b> a year.',
  requesterId: null,
  locale: 'fr',
  consentAt: '2026-12-30T09:00:00.000Z',
  assigneeId: null,
  notes: null,
  createdAt: '2026-12-30T09:00:00.000Z',
  updatedAt: '2026-12-30T09:00:00.000Z',
};
const staff = [
  { id: STAFF, email: 'ops@sokoni.example' },
  { id: COLLEAGUE, email: 'finance-desk@sokoni.example' },
];

const authProvider: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve('admin'),
  getIdentity: () => Promise.resolve({ id: STAFF, fullName: 'Ops' }),
};

let mounted: { container: HTMLDivElement; root: Root } | null = null;
afterEach(async () => {
  if (mounted) act(() => mounted!.root.unmount());
  mounted?.container.remove();
  mounted = null;
  // react-admin's reference inputs apply their params on a zero-delay timer: let it run while the
  // DOM still exists, not after the file's environment is torn down (an uncaught "window is not
  // defined" then fails the whole run).
  await new Promise((resolve) => setTimeout(resolve, 10));
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

async function renderPage(page: 'show' | 'edit', update = vi.fn()) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted = { container, root };
  const dataProvider = testDataProvider({
    getOne: <R extends RaRecord>() => Promise.resolve({ data: request as unknown as R }),
    getMany: <R extends RaRecord>(_r: string, p: { ids: unknown[] }) =>
      Promise.resolve({ data: staff.filter((s) => p.ids.includes(s.id)) as unknown as R[] }),
    getList: <R extends RaRecord>() =>
      Promise.resolve({ data: staff as unknown as R[], total: staff.length }),
    update: <R extends RaRecord>(resource: string, params: UpdateParams) => {
      update(resource, params);
      return Promise.resolve({ data: { ...request, ...params.data } as unknown as R });
    },
  });
  act(() => {
    root.render(
      <TestMemoryRouter initialEntries={[`/service-requests/${ID}${page === 'show' ? '/show' : ''}`]}>
        <AdminContext
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={createI18nProvider('en').provider}
        >
          <ResourceContextProvider value="service-requests">
            {page === 'show' ? <ServiceRequestShow id={ID} /> : <ServiceRequestEdit id={ID} />}
          </ResourceContextProvider>
        </AdminContext>
      </TestMemoryRouter>,
    );
  });
  await settle();
  await settle();
  return { container, update };
}

const flat = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const button = (page: HTMLElement, name: string) => {
  const found = [...page.querySelectorAll('button')].find((b) => flat(b.textContent) === name);
  expect(found, `no button "${name}"`).toBeDefined();
  return found!;
};

describe('a service request in the back office', () => {
  it('shows what is asked in the console’s words and the requester’s message as text', async () => {
    const { container } = await renderPage('show');
    const details = container.querySelector('[data-testid="service-request-details"]');
    expect(flat(details?.textContent)).toContain('PurposeWorking capital');
    expect(flat(details?.querySelector('[data-detail="amountMinor"]')?.textContent)).toContain('250,000.00');
    expect(flat(details?.querySelector('[data-detail="termMonths"]')?.textContent)).toBe('Term9 months');
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('We export to Oman <b>twice</b> a year.');
    const reply = container.querySelector<HTMLAnchorElement>('[data-testid="service-request-reply"]');
    expect(decodeURIComponent(reply?.href ?? '')).toBe(
      `mailto:wanjiru@coffee.example?subject=Re : votre demande Sokoni ${ID}`,
    );
  });

  it('saves the status, the staff member who takes it and the notes', async () => {
    const { container, update } = await renderPage('edit');
    // The status: MUI's select opens on mouse down and lists the statuses in words.
    const status = container.querySelector('#status') ?? container.querySelector('[role="combobox"]');
    expect(status).not.toBeNull();
    act(() => {
      status!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    await settle();
    const option = [...document.querySelectorAll('[role="option"]')].find(
      (o) => flat(o.textContent) === 'In progress',
    );
    expect(option, 'the status list').toBeDefined();
    act(() => (option as HTMLElement).click());
    await settle();

    act(() => button(container, 'Assign to me').click());
    await settle();

    const notes = container.querySelector<HTMLTextAreaElement>('textarea[name="notes"]')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    act(() => {
      setValue.call(notes, 'Sent to two lenders.');
      notes.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await settle();

    act(() => button(container, 'Save').click());
    await settle();
    await settle();
    expect(update).toHaveBeenCalledTimes(1);
    const [resource, params] = update.mock.calls[0] as [string, UpdateParams];
    expect(resource).toBe('service-requests');
    expect(params.id).toBe(ID);
    expect(params.data).toMatchObject({
      status: 'in_progress',
      assigneeId: STAFF,
      notes: 'Sent to two lenders.',
    });
    expect(params.previousData).toMatchObject({ status: 'new', assigneeId: null });
  });
});
