// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  AdminContext,
  ResourceContextProvider,
  testDataProvider,
  TestMemoryRouter,
  type AuthProvider,
  type CreateParams,
  type RaRecord,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18n/i18n-provider';
import ExperimentCreate from './ExperimentCreate';
import type { ExperimentValues } from './experiment-form';

vi.mock('../../analytics/analytics-client', () => ({ analyticsActions: {} }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const authAs = (role: string): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(role),
  getIdentity: () => Promise.resolve({ id: 'staff', fullName: 'Staff' }),
});

let mounted: { container: HTMLDivElement; root: Root } | null = null;
afterEach(async () => {
  if (mounted) act(() => mounted!.root.unmount());
  mounted?.container.remove();
  mounted = null;
  await new Promise((resolve) => setTimeout(resolve, 10));
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

const draft = (weights: [number, number]): ExperimentValues => ({
  key: 'checkout_copy_test',
  name: 'Checkout copy',
  description: '',
  trafficPercent: 50,
  variants: [
    { key: 'control', name: 'Control', weight: weights[0] },
    { key: 'short', name: 'Short copy', weight: weights[1] },
  ],
  goals: ['purchase'],
});

async function renderCreate(record: ExperimentValues, role = 'admin') {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted = { container, root };
  const create = vi.fn<(resource: string, params: CreateParams) => void>();
  act(() => {
    root.render(
      <TestMemoryRouter initialEntries={['/experiments/create']}>
        <AdminContext
          dataProvider={testDataProvider({
            create: <R extends RaRecord>(resource: string, params: CreateParams) => {
              create(resource, params);
              return Promise.resolve({ data: { id: 'e1', ...params.data } as unknown as R });
            },
          })}
          authProvider={authAs(role)}
          i18nProvider={createI18nProvider('en').provider}
        >
          <ResourceContextProvider value="experiments">
            <ExperimentCreate record={record} />
          </ResourceContextProvider>
        </AdminContext>
      </TestMemoryRouter>,
    );
  });
  await settle();
  await settle();
  return { container, create };
}

const flat = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
/** Types into an input as a user would (React listens to the native setter's input event). */
function type(page: HTMLElement, selector: string, value: string) {
  const input = page.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector);
  expect(input, selector).not.toBeNull();
  const proto =
    input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
    input!.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const save = (page: HTMLElement) => {
  const found = [...page.querySelectorAll('button')].find((b) => flat(b.textContent) === 'Save');
  expect(found, 'the Save button').toBeDefined();
  return found!;
};

describe('creating an experiment', () => {
  it('refuses variant weights that do not add up to 100, and sends nothing', async () => {
    const { container, create } = await renderCreate(draft([50, 50]));
    type(container, 'input[name="variants.1.weight"]', '40');
    await settle();
    act(() => save(container).click());
    await settle();
    await settle();
    expect(create).not.toHaveBeenCalled();
    expect(container.textContent).toContain('The weights add up to 90, not 100');
  });

  it('saves a draft whose weights add up to 100, with only what analytics accepts', async () => {
    const { container, create } = await renderCreate(draft([30, 60]));
    type(container, 'input[name="variants.1.weight"]', '70');
    await settle();
    act(() => save(container).click());
    await settle();
    await settle();
    expect(create).toHaveBeenCalledTimes(1);
    const [resource, params] = create.mock.calls[0]!;
    expect(resource).toBe('experiments');
    expect(params.data).toEqual({
      key: 'checkout_copy_test',
      name: 'Checkout copy',
      description: '',
      trafficPercent: 50,
      variants: [
        { key: 'control', name: 'Control', weight: 30 },
        { key: 'short', name: 'Short copy', weight: 70 },
      ],
      goals: ['purchase'],
    });
  });

  it('is not offered to an analyst', async () => {
    const { container } = await renderCreate(draft([50, 50]), 'analyst');
    expect(container.textContent).toContain('Only admins can create or change experiments.');
    expect([...container.querySelectorAll('button')].some((b) => flat(b.textContent) === 'Save')).toBe(false);
  });
});
