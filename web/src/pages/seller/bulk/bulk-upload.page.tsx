import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Select, Space, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../../i18n/i18n';
import { useCategoryTree } from '../../browse/api/categories.api';
import type { CategoryNode } from '../../browse/api/types';
import { ErrorAlert, RequireRole, TradePage } from '../../trade/components/trade-ui';
import { SellerNav } from '../../trade/seller/seller-nav';
import { bulkApi, saveBlob, type TemplateFormat } from './bulk-api';
import { BulkJobStatus } from './bulk-job';
import { RecentUploads } from './bulk-recent';
import '../../trade/trade.css';
import '../seller.css';
import './bulk.css';

/** Largest file the server takes (bulk-import-file.ts): refused here before it is sent. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Every category, its ancestors' names before its own ("Agriculture › Cocoa & Coffee"). */
function categoryOptions(nodes: readonly CategoryNode[] | undefined, trail: string[] = []) {
  const out: { value: string; label: string }[] = [];
  for (const n of nodes ?? []) {
    const names = [...trail, n.name];
    out.push({ value: n.id, label: names.join(' › ') });
    out.push(...categoryOptions(n.children, names));
  }
  return out;
}

function UploadForm({ onQueued }: { onQueued: (jobId: string) => void }) {
  const tb = useT('bulk');
  const categories = useCategoryTree();
  const options = useMemo(() => categoryOptions(categories.data), [categories.data]);
  const [categoryId, setCategoryId] = useState<string | undefined>();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const [local, setLocal] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | TemplateFormat | null>(null);
  const label = options.find((o) => o.value === categoryId)?.label ?? '';

  const run = async (what: 'upload' | TemplateFormat, act: () => Promise<void>) => {
    setBusy(what);
    setProblem(null);
    try {
      await act();
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(null);
    }
  };
  const template = (format: TemplateFormat) =>
    run(format, async () =>
      saveBlob(await bulkApi.template(categoryId!, format), `sokoni-products.${format}`),
    );
  const upload = () => run('upload', async () => onQueued((await bulkApi.upload(categoryId!, file!)).id));
  const choose = (f: File) => {
    setProblem(null);
    if (!/\.(csv|xlsx)$/i.test(f.name)) setLocal(tb('error.type'));
    else if (f.size > MAX_FILE_BYTES) setLocal(tb('error.size', { max: MAX_FILE_BYTES / 1024 / 1024 }));
    else {
      setLocal(null);
      setFile(f);
      return;
    }
    setFile(null);
  };

  return (
    <div className="sk-bulk-steps">
      <section aria-labelledby="sk-bulk-step1">
        <h2 id="sk-bulk-step1">{tb('step.category')}</h2>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          className="sk-bulk-category"
          value={categoryId}
          onChange={setCategoryId}
          options={options}
          loading={categories.isLoading}
          placeholder={tb('category.placeholder')}
          aria-label={tb('category.label')}
        />
      </section>
      <section aria-labelledby="sk-bulk-step2">
        <h2 id="sk-bulk-step2">{tb('step.template')}</h2>
        <p>{tb('template.help')}</p>
        <Space wrap>
          <Button disabled={!categoryId} loading={busy === 'xlsx'} onClick={() => void template('xlsx')}>
            {tb('template.xlsx')}
          </Button>
          <Button disabled={!categoryId} loading={busy === 'csv'} onClick={() => void template('csv')}>
            {tb('template.csv')}
          </Button>
        </Space>
      </section>
      <section aria-labelledby="sk-bulk-step3">
        <h2 id="sk-bulk-step3">{tb('step.upload')}</h2>
        <Upload.Dragger
          accept={ACCEPT}
          multiple={false}
          showUploadList={false}
          beforeUpload={(f) => {
            choose(f);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p>{file ? tb('drop.chosen', { name: file.name }) : tb('drop.text')}</p>
          <p className="ant-upload-hint">{tb('drop.hint', { max: MAX_FILE_BYTES / 1024 / 1024 })}</p>
        </Upload.Dragger>
        {local && <Alert type="error" showIcon role="alert" title={local} />}
        <Button
          type="primary"
          className="sk-bulk-send"
          disabled={!categoryId || !file}
          loading={busy === 'upload'}
          onClick={() => void upload()}
        >
          {categoryId ? tb('upload.into', { category: label }) : tb('upload.button')}
        </Button>
      </section>
      {problem !== null && <ErrorAlert error={problem} fallback={tb('error.network')} />}
    </div>
  );
}

/** /products/bulk: a seller lists many products at once from a CSV or XLSX sheet. */
export default function BulkUploadPage() {
  const tb = useT('bulk');
  const [params, setParams] = useSearchParams();
  // In the address, so a reload (or a shared tab) follows the same upload.
  const jobId = params.get('job');
  return (
    <TradePage title={tb('title')} lead={tb('lead')}>
      <RequireRole role="seller">
        {(user) => (
          <>
            <SellerNav />
            {jobId ? (
              <>
                <BulkJobStatus sellerId={user.id} jobId={jobId} />
                <Space wrap className="sk-bulk-after">
                  <Button onClick={() => setParams({})}>{tb('again')}</Button>
                  <Link className="sk-seller-back" to="/seller/products">
                    {tb('toProducts')}
                  </Link>
                </Space>
              </>
            ) : (
              <>
                <UploadForm onQueued={(id) => setParams({ job: id })} />
                <RecentUploads sellerId={user.id} />
              </>
            )}
          </>
        )}
      </RequireRole>
    </TradePage>
  );
}
