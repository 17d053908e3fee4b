import { Alert, Button, Progress, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../i18n/i18n';
import { ErrorAlert } from '../../trade/components/trade-ui';
import {
  bulkApi,
  ERRORS_PAGE_SIZE,
  isOpen,
  saveBlob,
  useBulkErrors,
  useBulkJob,
  type BulkErrorPage,
  type BulkJob,
} from './bulk-api';

type ErrorRow = BulkErrorPage['items'][number];

/** The refused rows, a page at a time, and the whole list as a CSV download. */
function ErrorReport({ sellerId, job }: { sellerId: string; job: BulkJob }) {
  const tb = useT('bulk');
  const { intl } = useLocale();
  const [page, setPage] = useState(1);
  const [saving, setSaving] = useState<unknown>(null);
  const errors = useBulkErrors(sellerId, job.id, page, job.failed > 0);
  const download = async () => {
    setSaving(null);
    try {
      saveBlob(await bulkApi.report(job.id), `${job.fileName.replace(/\.(csv|xlsx)$/i, '')}-errors.csv`);
    } catch (err) {
      setSaving(err);
    }
  };
  if (job.failed === 0) return null;
  return (
    <section className="sk-bulk-report" aria-labelledby="sk-bulk-report-title">
      <div className="sk-seller-toolbar">
        <h2 id="sk-bulk-report-title">{tb('report.title')}</h2>
        <Button onClick={() => void download()}>{tb('report.download')}</Button>
      </div>
      {saving !== null && <ErrorAlert error={saving} fallback={tb('error.network')} />}
      {errors.isError && <ErrorAlert error={errors.error} fallback={tb('error.network')} />}
      <Table<ErrorRow>
        rowKey={(e) => `${e.row}-${e.field}-${e.code}`}
        loading={errors.isFetching}
        dataSource={errors.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: ERRORS_PAGE_SIZE,
          total: errors.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
        columns={[
          {
            key: 'row',
            title: tb('report.col.row'),
            render: (_, e) => new Intl.NumberFormat(intl).format(e.row),
          },
          { key: 'field', title: tb('report.col.field'), render: (_, e) => <code dir="ltr">{e.field}</code> },
          { key: 'message', title: tb('report.col.message'), dataIndex: 'message' },
        ]}
      />
    </section>
  );
}

/** An upload's progress while it runs, then what it made and what it refused. */
export function BulkJobStatus({ sellerId, jobId }: { sellerId: string; jobId: string }) {
  const tb = useT('bulk');
  const { intl } = useLocale();
  const job = useBulkJob(sellerId, jobId);
  if (job.isError) return <ErrorAlert error={job.error} fallback={tb('error.network')} />;
  const j = job.data;
  if (!j) return <Progress percent={0} status="active" aria-label={tb('job.progress')} />;
  const n = (x: number) => new Intl.NumberFormat(intl).format(x);
  const percent = j.total > 0 ? Math.floor((j.processed / j.total) * 100) : 0;
  return (
    <section className="sk-bulk-job" aria-live="polite">
      <p className="sk-bulk-file">
        {tb('job.file', { name: j.fileName })} · {tb(`job.status.${j.status}`)}
      </p>
      <Progress
        percent={j.status === 'done' ? 100 : percent}
        status={j.status === 'failed' ? 'exception' : isOpen(j) ? 'active' : 'success'}
        aria-label={tb('job.progress')}
      />
      <p>{tb('job.counts', { processed: n(j.processed), total: n(j.total) })}</p>
      {j.status === 'failed' && (
        <Alert type="error" showIcon role="alert" title={j.failure ?? tb('job.failed')} />
      )}
      {!isOpen(j) && (
        <Alert
          type={j.failed > 0 ? 'warning' : 'success'}
          showIcon
          title={tb('job.summary', { created: n(j.created), failed: n(j.failed) })}
          description={
            j.created > 0 && (
              <Link className="sk-seller-back" to="/seller/products?status=draft">
                {tb('job.drafts')}
              </Link>
            )
          }
        />
      )}
      <ErrorReport sellerId={sellerId} job={j} />
    </section>
  );
}
