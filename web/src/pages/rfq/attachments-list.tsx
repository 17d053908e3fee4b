import { PaperClipOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { ApiError } from '../../api/problem';
import { useT } from '../../i18n/i18n';
import { rfqApi, type RfqAttachment } from './rfq-api';

/** Saves the blob under its name (attachments are downloaded, never opened as a page). */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The RFQ's files, for the buyer and the suppliers it went to (trade checks who may read them). */
export function AttachmentsList({ rfqId, files }: { rfqId: string; files: readonly RfqAttachment[] }) {
  const t = useT('rfq');
  const { message } = App.useApp();
  if (files.length === 0) return null;
  const download = async (f: RfqAttachment) => {
    try {
      save(await rfqApi.attachment(rfqId, f.id), f.fileName);
    } catch (e) {
      void message.error(e instanceof ApiError ? e.message : t('network'));
    }
  };
  return (
    <ul className="sk-rfq-files" aria-label={t('field.attachments')}>
      {files.map((f) => (
        <li key={f.id}>
          <Button type="link" icon={<PaperClipOutlined />} onClick={() => void download(f)}>
            {f.fileName}
          </Button>
        </li>
      ))}
    </ul>
  );
}
