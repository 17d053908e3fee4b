// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  AdminContext,
  ResourceContextProvider,
  testDataProvider,
  TestMemoryRouter,
  type AuthProvider,
  type GetOneParams,
  type RaRecord,
} from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18n/i18n-provider';
import ExperimentShow from './ExperimentShow';

const actions = vi.hoisted(() => ({
  startExperiment: vi.fn(),
  stopExperiment: vi.fn(),
}));
// The page's actions go through the console's HTTP client; here they are recorded instead.
vi.mock('../../analytics/analytics-client', () => ({ analyticsActions: actions }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ID = '0196a1b2-0000-7000-8000-00000000e001';

/** analytics' admin view of an experiment (GET /admin/analytics/experiments/:id). */
const running = {
  id: ID,
  key: 'hero_cta_test',
  name: 'Hero call to action',
  description: 'Does a buying-request button beside search bring more RFQs?',
  status: 'running',
  trafficPercent: 100,
  variants: [
    { key: 'control', name: 'Control', weight: 50 },
    { key: 'variant_a', name: 'Post a buying request', weight: 50 },
  ],
  goals: ['add_to_cart', 'rfq_submit', 'purchase'],
  startedAt: '2027-01-01T00:00:00.000Z',
  stoppedAt: null,
  results: [
    {
      variant: 'control',
      name: 'Control',
      visitors: 5012,
      conversions: 401,
      rate: 0.08,
      difference: null,
      differenceLow: null,
      differenceHigh: null,
      uplift: null,
      upliftLow: null,
      upliftHigh: null,
    },
    {
      variant: 'variant_a',
      name: 'Post a buying request',
      visitors: 4988,
      conversions: 449,
      rate: 0.09,
      difference: 0.01,
      differenceLow: -0.0012,
      differenceHigh: 0.0212,
      uplift: 0.124,
      upliftLow: -0.01,
      upliftHigh: 0.258,
    },
  ],
  verdict: 'No clear winner yet: the interval still includes no change. Keep the experiment running.',
  verdictCode: 'no_clear_difference',
};

const authAs = (role: string): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(role),
  getIdentity: () => Promise.resolve({ id: 'staff', fullName: 'Staff' }),
});

let mounted: { container: HTMLDivElement; root: Root } | null = null;
beforeEach(() => {
  actions.startExperiment.mockReset();
  actions.stopExperiment.mockReset();
});
afterEach(async () => {
  if (mounted) act(() => mounted!.root.unmount());
  mounted?.container.remove();
  mounted = null;
  await new Promise((resolve) => setTimeout(resolve, 10));
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

async function renderShow(record: Record<string, unknown>, role: string) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted = { container, root };
  const getOne = vi.fn();
  act(() => {
    root.render(
      <TestMemoryRouter initialEntries={[`/experiments/${ID}/show`]}>
        <AdminContext
          dataProvider={testDataProvider({
            getOne: <R extends RaRecord>(resource: string, params: GetOneParams) => {
              getOne(resource, params);
              return Promise.resolve({ data: record as unknown as R });
            },
          })}
          authProvider={authAs(role)}
          i18nProvider={createI18nProvider('en').provider}
        >
          <ResourceContextProvider value="experiments">
            <ExperimentShow id={ID} />
          </ResourceContextProvider>
        </AdminContext>
      </TestMemoryRouter>,
    );
  });
  await settle();
  await settle();
  return { container, getOne };
}

const flat = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const cells = (row: Element | null) =>
  [...(row?.querySelectorAll('td') ?? [])].map((c) => flat(c.textContent));

describe('an experiment in the back office', () => {
  it('shows visitors, conversions, rate and uplift with its interval per variant, and the verdict', async () => {
    const { container, getOne } = await renderShow(running, 'analyst');
    expect(getOne).toHaveBeenCalledWith('experiments', expect.objectContaining({ id: ID }));
    const table = container.querySelector('[data-testid="experiment-results"]');
    expect(table).not.toBeNull();
    expect(cells(table!.querySelector('[data-variant="control"]'))).toEqual([
      'Control (control)',
      '5,012',
      '401',
      '8.00%',
      '—',
      '—',
    ]);
    expect(cells(table!.querySelector('[data-variant="variant_a"]'))).toEqual([
      'Post a buying request',
      '4,988',
      '449',
      '9.00%',
      '+1.00 pts (\u22120.12 pts to +2.12 pts)',
      '+12.4% (\u22121.0% to +25.8%)',
    ]);
    const verdict = container.querySelector('[data-testid="experiment-verdict"]');
    expect(flat(verdict?.textContent)).toBe(running.verdict);
    expect(verdict?.getAttribute('data-verdict')).toBe('no_clear_difference');
    expect(container.textContent).toContain('Hero call to action');
  });

  it('shows an analyst neither Start, Stop nor Edit', async () => {
    const draft = await renderShow({ ...running, status: 'draft', startedAt: null, results: [] }, 'analyst');
    expect(draft.container.textContent).toContain('No visitor has seen this experiment yet.');
    expect(draft.container.querySelector('[data-testid="experiment-start"]')).toBeNull();
    expect(draft.container.querySelector('a[href*="/experiments/"][aria-label="Edit"]')).toBeNull();
    act(() => mounted!.root.unmount());
    mounted = null;
    const live = await renderShow(running, 'analyst');
    expect(live.container.querySelector('[data-testid="experiment-stop"]')).toBeNull();
  });

  it('lets an admin start a draft, after confirming', async () => {
    actions.startExperiment.mockResolvedValue({ ...running });
    const { container } = await renderShow(
      { ...running, status: 'draft', startedAt: null, results: [] },
      'admin',
    );
    const start = container.querySelector<HTMLButtonElement>('[data-testid="experiment-start"]');
    expect(start).not.toBeNull();
    expect(container.querySelector('[data-testid="experiment-stop"]')).toBeNull();
    expect(
      container.querySelector('a[href*="/experiments/"][aria-label="Edit"]'),
      'Edit, for a draft',
    ).not.toBeNull();
    act(() => start!.click());
    await settle();
    expect(actions.startExperiment).not.toHaveBeenCalled();
    const confirm = [...document.querySelectorAll('[role="dialog"] button')].find(
      (b) => flat(b.textContent) === 'Start',
    ) as HTMLButtonElement | undefined;
    expect(confirm, 'the confirmation').toBeDefined();
    act(() => confirm!.click());
    await settle();
    expect(actions.startExperiment).toHaveBeenCalledWith(ID);
  });

  it('lets an admin stop a running experiment', async () => {
    const { container } = await renderShow(running, 'admin');
    expect(container.querySelector('[data-testid="experiment-stop"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="experiment-start"]')).toBeNull();
  });
});
