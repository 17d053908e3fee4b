import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Upload, type UploadFile } from 'antd';
import { useT, type TFunction } from '../../../i18n/i18n';
import { ACCEPT, checkFiles, fileIssue, MAX_FILE_MB, MAX_FILES, type FileIssue } from '../lib/order-files';

const issueText = (t: TFunction, issue: FileIssue) => t(`files.${issue.code}`, issue);

/** The browser's File behind each entry (beforeUpload returns false, so antd keeps it for us). */
export const filesOf = (list: UploadFile[] | undefined): File[] =>
  (list ?? []).flatMap((f) => (f.originFileObj ? [f.originFileObj] : []));

/**
 * Up to five PDF or image files, checked before a byte is sent (trade checks their content again).
 * Its value is antd's file list; `filesOf` gives the files to send.
 */
export function FilesField({ name, label, help }: { name: string; label: string; help?: string }) {
  const t = useT('trade');
  return (
    <Form.Item
      label={label}
      name={name}
      valuePropName="fileList"
      getValueFromEvent={(e: { fileList: UploadFile[] }) =>
        e.fileList.map((f) => {
          const issue = f.originFileObj ? fileIssue(f.originFileObj) : null;
          return issue
            ? { ...f, status: 'error' as const, response: issueText(t, issue) }
            : { ...f, status: 'done' as const };
        })
      }
      extra={help ?? t('files.hint', { max: MAX_FILES, maxMb: MAX_FILE_MB })}
      rules={[
        {
          validator: (_rule, list: UploadFile[] | undefined) => {
            const issues = checkFiles(filesOf(list));
            return issues.length
              ? Promise.reject(new Error(issues.map((i) => issueText(t, i)).join(' ')))
              : Promise.resolve();
          },
        },
      ]}
    >
      <Upload multiple accept={ACCEPT} beforeUpload={() => false} maxCount={MAX_FILES + 1}>
        <Button icon={<UploadOutlined />}>{t('files.choose')}</Button>
      </Upload>
    </Form.Item>
  );
}
