import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Skeleton } from 'antd';
import { Link, Navigate, useNavigate } from 'react-router';
import { ApiError } from '../../api/problem';
import { useT } from '../../i18n/i18n';
import { useProduct } from '../browse/api/products.api';
import { useSupplier } from '../browse/api/suppliers.api';
import { Composer } from './composer';
import { inboxItems, messagesApi, messagesKeys, useInbox, type SubjectKind } from './messages-api';

export interface Draft {
  supplierId: string;
  productId: string | null;
}

/** What "Contact supplier" asks for: /messages?supplier=<user id>[&product=<id>]. */
export function draftOf(search: URLSearchParams): Draft | null {
  const supplierId = search.get('supplier');
  return supplierId ? { supplierId, productId: search.get('product') } : null;
}

/**
 * A first message to a supplier, about a product or their storefront. The service opens the
 * conversation with it, or continues the one about the same subject; one already in the inbox is
 * shown instead, so its history is read before writing again.
 */
export function DraftPanel({ userId, draft, phone }: { userId: string; draft: Draft; phone: boolean }) {
  const t = useT('messages');
  const navigate = useNavigate();
  const client = useQueryClient();
  const kind: SubjectKind = draft.productId ? 'product' : 'supplier';
  const subjectId = draft.productId ?? draft.supplierId;
  const inbox = useInbox(userId, '');
  const supplier = useSupplier(draft.supplierId);
  const product = useProduct(draft.productId ?? undefined);
  const existing = inboxItems(inbox.data?.pages).find(
    (c) => c.subject.kind === kind && c.subject.id === subjectId,
  );
  if (existing) return <Navigate to={`/messages/${encodeURIComponent(existing.id)}`} replace />;

  const send = async (text: string, attachmentIds: string[]) => {
    const opened = await messagesApi.open({
      subjectKind: kind,
      subjectId,
      text,
      ...(attachmentIds.length ? { attachmentIds } : {}),
    });
    void client.invalidateQueries({ queryKey: messagesKeys.all(userId) });
    void navigate(`/messages/${encodeURIComponent(opened.conversation.id)}`, { replace: true });
  };

  const missing = (q: { isError: boolean; error: unknown }) =>
    q.isError && q.error instanceof ApiError && q.error.status === 404;
  const name = supplier.data?.companyName ?? '';
  return (
    <section className="sk-msg-thread" aria-label={t('draft.label')}>
      <header className="sk-msg-thread__head">
        {phone && (
          <Link to="/messages" className="sk-msg-back">
            <ArrowLeftOutlined aria-hidden="true" className="sk-msg-flip" /> {t('thread.back')}
          </Link>
        )}
        {supplier.isPending || inbox.isPending ? (
          <Skeleton active title paragraph={{ rows: 1 }} />
        ) : (
          <>
            <h2 className="sk-msg-thread__title">{t('draft.title', { name })}</h2>
            {draft.productId && product.data && (
              <p className="sk-msg-thread__subject">
                <Link to={`/products/${encodeURIComponent(product.data.id)}`}>
                  {t('subject.product', { title: product.data.title })}
                </Link>
              </p>
            )}
          </>
        )}
      </header>
      {missing(supplier) || missing(product) ? (
        <Alert type="info" showIcon role="alert" title={t('draft.notFound')} />
      ) : (
        <>
          <p className="sk-msg-empty">{t('draft.lead')}</p>
          <Composer send={send} autoFocus />
        </>
      )}
    </section>
  );
}
