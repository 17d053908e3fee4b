import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Tag, type UploadFile } from 'antd';
import { useMemo, useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { FilesField, filesOf } from '../components/files-field';
import { ErrorAlert, useDateTime, useMoney } from '../components/trade-ui';
import { ActionKeys } from '../lib/idempotency';
import { filesFingerprint } from '../lib/order-files';
import { downloadDocument, tradeApi, tradeKeys, useDisputes, type Dispute } from '../trade-api';

function Evidence({ orderId, items }: { orderId: string; items: Dispute['evidence'] }) {
  const t = useT('trade');
  const { message } = App.useApp();
  if (items.length === 0) return null;
  return (
    <ul className="sk-trade-evidence">
      {items.map((e) => (
        <li key={e.id}>
          <Button
            type="link"
            onClick={() =>
              void downloadDocument(orderId, { id: e.id, name: e.name }).catch(
                () => void message.error(t('document.failed')),
              )
            }
          >
            {e.name}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The seller's answer: text and their own evidence, once per dispute action. */
function AnswerForm({ dispute, onDone }: { dispute: Dispute; onDone: () => void }) {
  const t = useT('trade');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ text: string; evidence?: UploadFile[] }>();
  const keys = useMemo(() => new ActionKeys(), []);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const send = async (v: { text: string; evidence?: UploadFile[] }) => {
    const files = filesOf(v.evidence);
    setSending(true);
    setError(null);
    try {
      await keys.send(`answer:${dispute.id}`, { text: v.text, files: filesFingerprint(files) }, (key) =>
        tradeApi.respondDispute(dispute.orderId, dispute.id, key, v.text, files),
      );
      form.resetFields();
      void message.success(t('dispute.answered'));
      onDone();
    } catch (err) {
      setError(err);
    } finally {
      setSending(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={(v) => void send(v)} className="sk-trade-answer">
      <Form.Item
        label={t('dispute.answer')}
        name="text"
        rules={[{ required: true, whitespace: true, min: 2, message: t('error.answer') }]}
      >
        <Input.TextArea rows={4} maxLength={4000} showCount />
      </Form.Item>
      <FilesField name="evidence" label={t('dispute.evidence')} />
      {error !== null && <ErrorAlert error={error} />}
      <Button type="primary" htmlType="submit" loading={sending}>
        {t('dispute.answer.send')}
      </Button>
    </Form>
  );
}

/** The order's disputes: both statements with their evidence, and staff's decision. */
export function DisputesPanel({ orderId, side }: { orderId: string; side: 'buyer' | 'seller' }) {
  const t = useT('trade');
  const money = useMoney();
  const date = useDateTime();
  const client = useQueryClient();
  const disputes = useDisputes(orderId);
  if (disputes.isError) return <ErrorAlert error={disputes.error} />;
  const list = disputes.data ?? [];
  if (list.length === 0) return null;
  const refresh = () => {
    void client.invalidateQueries({ queryKey: tradeKeys.disputes(orderId) });
    void client.invalidateQueries({ queryKey: tradeKeys.order(orderId) });
  };
  return (
    <section aria-labelledby="order-disputes" className="sk-trade-section">
      <h2 id="order-disputes">{t('dispute.title')}</h2>
      {list.map((d) => (
        <article key={d.id} className="sk-trade-card sk-trade-dispute">
          <header className="sk-trade-card-head">
            <h3>{t(`dispute.reason.${d.reason}`)}</h3>
            <Tag color={d.status === 'open' ? 'volcano' : 'green'}>{t(`dispute.status.${d.status}`)}</Tag>
          </header>
          <p className="sk-trade-fine">
            {t('dispute.opened', { date: date(d.openedAt), amount: money(d.amountMinor, d.currency) })}
          </p>
          <p>{d.description}</p>
          <Evidence orderId={orderId} items={d.evidence.filter((e) => e.responseId === null)} />
          {d.status === 'open' && d.answerBy && d.responses.length === 0 && (
            // Staff may decide without the seller once this has passed: both sides need the date.
            <p data-testid="dispute-answer-by">
              <strong>{t(`dispute.answerBy.${side}`, { date: date(d.answerBy) })}</strong>
            </p>
          )}
          {d.responses.map((r) => (
            <div key={r.id} className="sk-trade-response">
              <p className="sk-trade-fine">
                {t('dispute.response', { role: t(`actor.${r.authorRole}`), date: date(r.createdAt) })}
              </p>
              <p>{r.text}</p>
              <Evidence orderId={orderId} items={d.evidence.filter((e) => e.responseId === r.id)} />
            </div>
          ))}
          {d.status === 'decided' && d.outcome && (
            <div className="sk-trade-decision" data-testid="dispute-decision">
              <strong>{t(`dispute.outcome.${d.outcome}`)}</strong>
              {d.refundedMinor !== null && d.refundedMinor > 0 && (
                <p>{t('dispute.refunded', { amount: money(d.refundedMinor, d.currency) })}</p>
              )}
              {d.releasedMinor !== null && d.releasedMinor > 0 && (
                <p>{t('dispute.released', { amount: money(d.releasedMinor, d.currency) })}</p>
              )}
              {d.decisionReason && <p className="sk-trade-fine">{d.decisionReason}</p>}
            </div>
          )}
          {side === 'seller' && d.status === 'open' && <AnswerForm dispute={d} onDone={refresh} />}
        </article>
      ))}
    </section>
  );
}
