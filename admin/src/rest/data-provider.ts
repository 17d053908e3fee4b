import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier, RaRecord, UpdateParams, CreateParams } from 'react-admin';
import type { HttpClient } from './http-client';
import { toHttpError, type ProblemBody } from './problem';

/** GET /admin/audit-logs/verify: whether the hash chain is intact, and where it first breaks. */
export interface ChainVerdict {
  valid: boolean;
  checked: number;
  /** id is null when the entry the chain names is missing altogether. */
  firstBroken: { id: string | null; seq: number; reason?: string; archived?: boolean } | null;
}

export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/** The staff actions that are not CRUD: each a POST to an action route. */
export interface AdminActions {
  suspendUser(id: Identifier, reason: string): Promise<{ data: RaRecord }>;
  reinstateUser(id: Identifier, reason: string): Promise<{ data: RaRecord }>;
  approveProduct(id: Identifier): Promise<{ data: RaRecord }>;
  rejectProduct(id: Identifier, reason: string): Promise<{ data: RaRecord }>;
  approveVerification(id: Identifier, expiresAt: string): Promise<{ data: RaRecord }>;
  rejectVerification(id: Identifier, reason: string): Promise<{ data: RaRecord }>;
  verifyAuditChain(): Promise<ChainVerdict>;
  downloadVerificationDocument(id: Identifier, documentId: Identifier): Promise<DownloadedFile>;
  /** How many records a filter matches (one-row page; the total is in Content-Range). */
  count(resource: string, filter: Record<string, unknown>): Promise<number>;
}

export type AdminDataProvider = DataProvider & AdminActions;

/**
 * What each resource's write routes accept. The services refuse properties they do not declare, so
 * the console sends only these, and for users only what changed (a PUT that repeats `suspended`
 * would otherwise have to repeat a valid reason too).
 */
const WRITABLE: Record<string, { fields: readonly string[]; onlyChanged?: boolean }> = {
  users: { fields: ['role', 'suspended', 'suspensionReason'], onlyChanged: true },
  categories: { fields: ['parentId', 'slug', 'names', 'position'] },
  'service-requests': { fields: ['status', 'assigneeId', 'notes'], onlyChanged: true },
};

/**
 * Resources whose route changes a record with a PATCH of what changed, not simple-rest's PUT of the
 * whole record: each change is audited, so one that repeats unchanged fields would say too much.
 */
const PATCHED: ReadonlySet<string> = new Set(['service-requests']);

export function writableData(
  resource: string,
  data: Record<string, unknown>,
  previous?: Record<string, unknown>,
): Record<string, unknown> {
  const rule = WRITABLE[resource];
  if (!rule) return data;
  const out: Record<string, unknown> = {};
  for (const field of rule.fields) {
    if (!(field in data)) continue;
    const value = data[field] === '' ? null : data[field];
    if (rule.onlyChanged && previous && same(value, previous[field])) continue;
    out[field] = value;
  }
  return out;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const id = (value: Identifier) => encodeURIComponent(String(value));

/** A 404 for the route itself (Nest's own `http.not_found`), not for a missing record. */
const isMissingRoute = (e: unknown): boolean => {
  const err = e as { status?: number; body?: ProblemBody } | null;
  return err?.status === 404 && err.body?.code === 'http.not_found';
};

/** The action's answer, or the fallback's when the service does not have the action route. */
async function orElse<T>(attempt: Promise<T>, fallback: () => Promise<T>): Promise<T> {
  try {
    return await attempt;
  } catch (e) {
    if (isMissingRoute(e)) return fallback();
    throw e;
  }
}

/**
 * Resources whose route is not their name: a resource name becomes a URL segment of the console
 * (and a message key), so the ledger's two lists are named flat and mapped to their nested routes.
 */
export const RESOURCE_PATHS: Readonly<Record<string, string>> = {
  'ledger-entries': 'ledger/entries',
  'ledger-balances': 'ledger/balances',
  experiments: 'analytics/experiments',
  'reports-daily-metrics': 'analytics/reports/daily-metrics',
  'reports-funnel': 'analytics/reports/funnel',
  'reports-sellers': 'analytics/reports/sellers',
};

// Writes too: experiments are created and changed at their nested route.
const ROUTED = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update'] as const;

/** The provider with each resource name replaced by its route where they differ. */
function withResourcePaths(provider: DataProvider): DataProvider {
  const mapped: DataProvider = { ...provider };
  for (const method of ROUTED) {
    const original = provider[method] as (resource: string, params: unknown) => Promise<unknown>;
    (mapped as unknown as Record<string, unknown>)[method] = (resource: string, params: unknown) =>
      original(RESOURCE_PATHS[resource] ?? resource, params);
  }
  return mapped;
}

/** ra-data-simple-rest at `${origin}/api/v1/admin`, plus the staff actions. */
export function createDataProvider(apiUrl: string, http: HttpClient): AdminDataProvider {
  const base = withResourcePaths(simpleRestProvider(apiUrl, http.json));
  const post = async (path: string, body?: unknown) => {
    const { json } = await http.json(`${apiUrl}/${path}`, {
      method: 'POST',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { data: json as RaRecord };
  };
  const put = async (path: string, body: unknown) => {
    const { json } = await http.json(`${apiUrl}/${path}`, { method: 'PUT', body: JSON.stringify(body) });
    return { data: json as RaRecord };
  };

  return {
    ...base,
    update: async <R extends RaRecord>(resource: string, params: UpdateParams) => {
      const data = writableData(
        resource,
        params.data as Record<string, unknown>,
        params.previousData as Record<string, unknown> | undefined,
      );
      if (!PATCHED.has(resource)) return base.update(resource, { ...params, data });
      const { json } = await http.json(`${apiUrl}/${resource}/${id(params.id as Identifier)}`, {
        method: 'PATCH',
        body: JSON.stringify(data),
      });
      return { data: json as R };
    },
    create: (resource: string, params: CreateParams) =>
      base.create(resource, {
        ...params,
        data: writableData(resource, params.data as Record<string, unknown>),
      }),

    // The action routes record the reason (reinstatement's too); where identity does not have them
    // yet, the PUT of the simple-rest contract does the same change.
    suspendUser: (userId, reason) =>
      orElse(post(`users/${id(userId)}/suspend`, { reason }), () =>
        put(`users/${id(userId)}`, { suspended: true, suspensionReason: reason }),
      ),
    reinstateUser: (userId, reason) =>
      orElse(post(`users/${id(userId)}/reinstate`, { reason }), () =>
        put(`users/${id(userId)}`, { suspended: false }),
      ),
    approveProduct: (productId) => post(`products/${id(productId)}/approve`),
    rejectProduct: (productId, reason) => post(`products/${id(productId)}/reject`, { reason }),
    approveVerification: (vId, expiresAt) => post(`supplier-verifications/${id(vId)}/approve`, { expiresAt }),
    rejectVerification: (vId, reason) => post(`supplier-verifications/${id(vId)}/reject`, { reason }),

    async verifyAuditChain() {
      const { json } = await http.json(`${apiUrl}/audit-logs/verify`);
      return json as ChainVerdict;
    },

    async downloadVerificationDocument(vId, documentId) {
      const res = await http.raw(`${apiUrl}/supplier-verifications/${id(vId)}/documents/${id(documentId)}`);
      if (!res.ok) {
        const body: unknown = await res.json().catch(() => null);
        throw toHttpError(res.status, body, res.statusText);
      }
      return { blob: await res.blob(), filename: filenameOf(res.headers.get('Content-Disposition')) };
    },

    async count(resource, filter) {
      const { total } = await base.getList(resource, {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'DESC' },
        filter,
      });
      return total ?? 0;
    },
  };
}

/** The file name of a Content-Disposition header (RFC 6266; the UTF-8 form wins). */
export function filenameOf(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() ?? null;
}
