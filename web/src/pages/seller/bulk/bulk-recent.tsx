import { Table } from 'antd';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../i18n/i18n';
import { ErrorAlert, useDateTime } from '../../trade/components/trade-ui';
import { useRecentBulkJobs, type BulkJob } from './bulk-api';

/** The seller's last uploads, each one a link back to its progress and report. */
export function RecentUploads({ sellerId }: { sellerId: string }) {
  const tb = useT('bulk');
  const { intl } = useLocale();
  const date = useDateTime();
  const recent = useRecentBulkJobs(sellerId);
  if (recent.isError) return <ErrorAlert error={recent.error} fallback={tb('error.network')} />;
  const items = recent.data?.items ?? [];
  if (items.length === 0) return null;
  const n = (x: number) => new Intl.NumberFormat(intl).format(x);
  return (
    <section aria-labelledby="sk-bulk-recent">
      <h2 id="sk-bulk-recent">{tb('recent.title')}</h2>
      <Table<BulkJob>
        rowKey="id"
        dataSource={items}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'file',
            title: tb('recent.col.file'),
            render: (_, j) => (
              <Link to={`/products/bulk?job=${j.id}`} className="sk-seller-back">
                {j.fileName}
              </Link>
            ),
          },
          { key: 'date', title: tb('recent.col.date'), render: (_, j) => date(j.createdAt) },
          { key: 'status', title: tb('recent.col.status'), render: (_, j) => tb(`job.status.${j.status}`) },
          {
            key: 'result',
            title: tb('recent.col.result'),
            render: (_, j) => tb('recent.result', { created: n(j.created), failed: n(j.failed) }),
          },
        ]}
      />
    </section>
  );
}
