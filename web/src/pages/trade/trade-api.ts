import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { ApiError } from '../../api/problem';
import type { components } from '../../api/schema';
import type { ShippingAddress } from './lib/address-book';
import type { CheckoutItem } from './lib/checkout-lines';
import type { OrderStatus } from './lib/order-status';

/** Trade's answers (services/trade), as the generated client types them. */
type S = components['schemas'];
export type Checkout = S['TradeCheckout'];
export type CheckoutOrder = S['TradeCheckoutOrder'];
export type Payment = S['TradePayment'];
export type OrderSummary = S['TradeOrderSummary'];
export type OrderDetail = S['TradeOrderDetail'];
export type OrderPage = S['TradeOrderPage'];
export type Dispute = S['Dispute'];
export type DisputeReason = Dispute['reason'];
export type SellerOrder = S['SellerOrder'];
export type SellerOrderPage = S['SellerOrderPage'];
export type SellerBalance = S['SellerBalance'];
export type Payout = S['Payout'];
export type PayoutPage = S['PayoutPage'];
export type Stock = S['Stock'];
export type StockPage = S['StockPage'];
export type Currency = S['PlaceCheckoutDto']['currency'];
export type Incoterm = NonNullable<S['PlaceCheckoutDto']['incoterm']>;

export const INCOTERMS: readonly Incoterm[] = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
];
export const DISPUTE_REASONS: readonly DisputeReason[] = [
  'not_received',
  'not_as_described',
  'damaged',
  'wrong_item',
  'quantity_short',
  'other',
];

const idem = (key: string) => ({ 'Idempotency-Key': key });

export const tradeKeys = {
  all: ['trade'] as const,
  checkout: (id: string) => ['trade', 'checkout', id] as const,
  payment: (id: string) => ['trade', 'payment', id] as const,
  orders: (userId: string) => ['trade', 'orders', userId] as const,
  order: (id: string) => ['trade', 'order', id] as const,
  disputes: (orderId: string) => ['trade', 'disputes', orderId] as const,
  sellerOrders: (userId: string) => ['trade', 'seller-orders', userId] as const,
  stock: (userId: string) => ['trade', 'stock', userId] as const,
  balance: (userId: string) => ['trade', 'balance', userId] as const,
  payouts: (userId: string) => ['trade', 'payouts', userId] as const,
};

export interface PlaceCheckoutBody {
  currency: Currency;
  shippingAddress: ShippingAddress;
  incoterm?: Incoterm;
  note?: string;
  items: CheckoutItem[];
}

/** A checkout with the server's Date header (to take the clock skew off the rate countdown). */
export interface Dated<T> {
  data: T;
  serverDate: string | null;
  receivedAt: number;
}

async function dated<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<Dated<T>> {
  const { data, error, response } = await call;
  if (error !== undefined || !response.ok) throw toError(response.status, error);
  return { data: data as T, serverDate: response.headers.get('date'), receivedAt: Date.now() };
}

function toError(status: number, body: unknown): ApiError {
  return new ApiError(status, body && typeof body === 'object' ? (body as ApiError['problem']) : {});
}

export const tradeApi = {
  placeCheckout: (body: PlaceCheckoutBody, key: string, lang: string) =>
    dated<Checkout>(
      api.POST('/api/v1/checkout', {
        body,
        params: { header: { 'accept-language': lang, ...idem(key) } },
      }),
    ),
  getCheckout: (id: string, signal?: AbortSignal) =>
    dated<Checkout>(api.GET('/api/v1/checkout/{id}', { params: { path: { id } }, signal })),
  reconfirm: (id: string, key: string) =>
    dated<Checkout>(
      api.POST('/api/v1/checkout/{id}/reconfirm', { params: { path: { id }, header: idem(key) } }),
    ),
  pay: (id: string, key: string) =>
    dated<Checkout>(api.POST('/api/v1/checkout/{id}/pay', { params: { path: { id }, header: idem(key) } })),

  getPayment: (id: string, signal?: AbortSignal) =>
    unwrap(api.GET('/api/v1/payments/{id}', { params: { path: { id } }, signal })),
  completeSandbox: (paymentId: string, body: S['SandboxCompleteDto']) =>
    unwrap(
      api.POST('/api/v1/payments/sandbox/{paymentId}/complete', { params: { path: { paymentId } }, body }),
    ),

  listOrders: (q: { status?: OrderStatus; page?: number; pageSize?: number }, signal?: AbortSignal) =>
    unwrap(api.GET('/api/v1/orders', { params: { query: q }, signal })),
  getOrder: (id: string, signal?: AbortSignal) =>
    unwrap(api.GET('/api/v1/orders/{id}', { params: { path: { id } }, signal })),

  accept: (id: string, key: string, note?: string) =>
    unwrap(
      api.POST('/api/v1/orders/{id}/accept', {
        params: { path: { id }, header: idem(key) },
        body: note ? { note } : {},
      }),
    ),
  decline: (id: string, key: string, reason: string) =>
    unwrap(
      api.POST('/api/v1/orders/{id}/decline', {
        params: { path: { id }, header: idem(key) },
        body: { reason },
      }),
    ),
  deliver: (id: string, key: string) =>
    unwrap(api.POST('/api/v1/orders/{id}/deliver', { params: { path: { id }, header: idem(key) } })),
  confirmReceipt: (id: string, key: string) =>
    unwrap(api.POST('/api/v1/orders/{id}/confirm-receipt', { params: { path: { id }, header: idem(key) } })),
  cancel: (id: string, key: string, reason?: string) =>
    unwrap(
      api.POST('/api/v1/orders/{id}/cancel', {
        params: { path: { id }, header: idem(key) },
        body: reason ? { reason } : {},
      }),
    ),
  ship: (id: string, key: string, fields: S['ShipOrderDto'], files: readonly File[]) =>
    unwrap(
      api.POST('/api/v1/orders/{id}/ship', {
        params: { path: { id }, header: idem(key) },
        // The typed body vouches for the text fields; what is sent is the same fields as a
        // multipart form with the files (the browser sets its boundary).
        body: fields,
        bodySerializer: () => multipart(fields, 'documents', files),
      }),
    ),

  disputes: (orderId: string, signal?: AbortSignal) =>
    unwrap(api.GET('/api/v1/orders/{id}/disputes', { params: { path: { id: orderId } }, signal })),
  openDispute: (
    orderId: string,
    key: string,
    fields: { reason: DisputeReason; description: string },
    files: readonly File[],
  ) =>
    unwrap(
      api.POST('/api/v1/orders/{id}/disputes', {
        params: { path: { id: orderId }, header: idem(key) },
        body: fields,
        bodySerializer: () => multipart(fields, 'evidence', files),
      }),
    ),
  respondDispute: (orderId: string, disputeId: string, key: string, text: string, files: readonly File[]) =>
    unwrap(
      api.POST('/api/v1/orders/{id}/disputes/{disputeId}/responses', {
        params: { path: { id: orderId, disputeId }, header: idem(key) },
        body: { text },
        bodySerializer: () => multipart({ text }, 'evidence', files),
      }),
    ),
  /** A shipping document or piece of evidence: fetched with the token (a bare link would not carry it). */
  document: async (orderId: string, documentId: string): Promise<Blob> => {
    const { data, error, response } = await api.GET('/api/v1/orders/{id}/documents/{documentId}', {
      params: { path: { id: orderId, documentId } },
      parseAs: 'blob',
    });
    if (error !== undefined || !response.ok || !(data instanceof Blob)) throw toError(response.status, error);
    return data;
  },

  sellerOrders: (
    q: { status?: readonly OrderStatus[]; q?: string; page?: number; pageSize?: number },
    signal?: AbortSignal,
  ) =>
    unwrap(
      api.GET('/api/v1/seller/orders', {
        params: { query: { ...q, status: q.status && [...q.status] } },
        // Trade reads several statuses as one comma-separated value (`status=paid,accepted`).
        querySerializer: { array: { style: 'form', explode: false } },
        signal,
      }),
    ),
  stock: (q: { page?: number; pageSize?: number }, signal?: AbortSignal) =>
    unwrap(api.GET('/api/v1/seller/stock', { params: { query: q }, signal })),
  setStock: (productId: string, quantity: number) =>
    unwrap(
      api.PUT('/api/v1/seller/stock/{productId}', { params: { path: { productId } }, body: { quantity } }),
    ),
  balance: (signal?: AbortSignal) => unwrap(api.GET('/api/v1/seller/balance', { signal })),
  payouts: (q: { page?: number; pageSize?: number }, signal?: AbortSignal) =>
    unwrap(api.GET('/api/v1/seller/payouts', { params: { query: q }, signal })),
  requestPayout: (body: S['RequestPayoutDto'], key: string) =>
    unwrap(api.POST('/api/v1/seller/payouts', { body, params: { header: idem(key) } })),
};

/** Text fields, then the files under `fileField`, as trade's multipart routes read them. */
export function multipart(fields: object, fileField: string, files: readonly Blob[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value.trim()) form.append(name, value.trim());
  }
  for (const f of files) form.append(fileField, f);
  return form;
}

const notFoundIsFinal = (count: number, error: unknown) =>
  !(error instanceof ApiError && (error.status === 404 || error.status === 403)) && count < 1;

export function useCheckout(id: string | undefined) {
  return useQuery({
    queryKey: tradeKeys.checkout(id ?? ''),
    queryFn: ({ signal }) => tradeApi.getCheckout(id!, signal),
    enabled: !!id,
    retry: notFoundIsFinal,
  });
}

export function useOrders(userId: string, q: { status?: OrderStatus; page: number }) {
  return useQuery({
    queryKey: [...tradeKeys.orders(userId), q],
    queryFn: ({ signal }) => tradeApi.listOrders({ ...q, pageSize: 20 }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: string | undefined) {
  return useQuery({
    queryKey: tradeKeys.order(id ?? ''),
    queryFn: ({ signal }) => tradeApi.getOrder(id!, signal),
    enabled: !!id,
    retry: notFoundIsFinal,
  });
}

export function useDisputes(orderId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: tradeKeys.disputes(orderId ?? ''),
    queryFn: ({ signal }) => tradeApi.disputes(orderId!, signal),
    enabled: !!orderId && enabled,
  });
}

/** A seller's public name (their storefront), for orders and cart groups that carry only the id. */
export function useSellerName(sellerId: string): string | undefined {
  const q = useQuery({
    queryKey: ['browse', 'supplier', sellerId],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/suppliers/{id}', { params: { path: { id: sellerId } }, signal })),
    staleTime: 30 * 60_000,
    retry: notFoundIsFinal,
  });
  return q.data?.companyName;
}

/** Saves the blob under its name (documents are attachments, never opened as a page). */
export async function downloadDocument(orderId: string, doc: { id: string; name: string }): Promise<void> {
  const blob = await tradeApi.document(orderId, doc.id);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = doc.name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
