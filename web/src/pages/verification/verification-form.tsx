import { InboxOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Select, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/problem';
import type { SessionUser } from '../../auth/session';
import { useLocale, useT, type TFunction } from '../../i18n/i18n';
import { useCountries } from '../auth/auth-api';
import { mineKey, submitVerification, type VerificationFields } from './verification-api';
import {
  ACCEPT,
  checkDocuments,
  fileIssue,
  issueKey,
  MAX_DOCUMENT_MB,
  MAX_DOCUMENTS,
  REFERENCE,
  REFERENCE_MAX,
  REFERENCE_MIN,
  type DocumentIssue,
} from './verification-rules';
import type { SellerVerification, VerificationState } from './verification-state';

type FormValues = VerificationFields & { documents?: UploadFile[] };
const FIELDS = ['companyRegistrationNumber', 'taxId', 'companyName', 'country', 'documents'] as const;

const issueText = (t: TFunction, issue: DocumentIssue) => t(issueKey(issue), issue);

/** The browser's File behind each entry (beforeUpload returns false, so antd keeps it for us). */
const filesOf = (list: UploadFile[] | undefined): File[] =>
  (list ?? []).flatMap((f) => (f.originFileObj ? [f.originFileObj] : []));

/** Each chosen file, marked red in the list (with the reason on hover) when it would be refused. */
const markFiles =
  (t: TFunction) =>
  (e: { fileList: UploadFile[] }): UploadFile[] =>
    e.fileList.map((f) => {
      const issue = f.originFileObj ? fileIssue(f.originFileObj) : null;
      return issue
        ? { ...f, status: 'error', response: issueText(t, issue) }
        : { ...f, status: 'done', response: undefined };
    });

/** The submission: text fields checked as identity checks them, files checked before a byte is sent. */
export function VerificationForm({
  user,
  state,
  latest,
}: {
  user: SessionUser;
  state: VerificationState;
  /** A renewal or a second try starts from what was sent last time. */
  latest?: SellerVerification;
}) {
  const t = useT('verification');
  const { lang } = useLocale();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const countries = useCountries(lang);
  const [form] = Form.useForm<FormValues>();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const reference = (requiredKey: string) => [
    { required: true, whitespace: true, message: t(requiredKey) },
    { min: REFERENCE_MIN, max: REFERENCE_MAX, message: t('error.reference') },
    { pattern: REFERENCE, message: t('error.reference') },
  ];

  const send = async ({ documents, ...fields }: FormValues) => {
    setSending(true);
    setError(null);
    try {
      await submitVerification(fields, filesOf(documents));
      form.resetFields();
      void message.success(t('form.submitted'));
      await queryClient.invalidateQueries({ queryKey: mineKey(user.id) });
    } catch (err) {
      if (err instanceof ApiError) {
        const byField = err.fieldErrors();
        form.setFields(FIELDS.filter((f) => byField[f]).map((f) => ({ name: f, errors: [byField[f]!] })));
        setError(err.message);
      } else setError(t('error.network'));
    } finally {
      setSending(false);
    }
  };

  const title =
    state.kind === 'verified'
      ? 'form.title.renew'
      : state.kind === 'none'
        ? 'form.title.new'
        : 'form.title.again';
  return (
    <section className="sk-verif-form" aria-labelledby="verif-form">
      <h2 id="verif-form">{t(title)}</h2>
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{
          companyRegistrationNumber: latest?.companyRegistrationNumber,
          taxId: latest?.taxId,
          companyName: latest?.companyName ?? user.businessName,
          country: latest?.country ?? user.country,
          documents: [],
        }}
        onFinish={(v) => void send(v)}
      >
        <div className="sk-verif-grid">
          <Form.Item
            label={t('field.companyRegistrationNumber')}
            name="companyRegistrationNumber"
            rules={reference('error.registrationRequired')}
          >
            <Input autoComplete="off" maxLength={REFERENCE_MAX} />
          </Form.Item>
          <Form.Item label={t('field.taxId')} name="taxId" rules={reference('error.taxIdRequired')}>
            <Input autoComplete="off" maxLength={REFERENCE_MAX} />
          </Form.Item>
          <Form.Item
            label={t('field.companyName')}
            name="companyName"
            extra={t('field.companyName.help')}
            rules={[{ min: 2, max: 160, whitespace: true, message: t('error.companyName') }]}
          >
            <Input autoComplete="organization" maxLength={160} />
          </Form.Item>
          <Form.Item label={t('field.country')} name="country">
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={countries.isLoading}
              options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
            />
          </Form.Item>
        </div>
        <Form.Item
          label={t('field.documents')}
          name="documents"
          valuePropName="fileList"
          getValueFromEvent={markFiles(t)}
          extra={t('documents.hint', { max: MAX_DOCUMENTS, maxMb: MAX_DOCUMENT_MB })}
          rules={[
            {
              validator: (_rule, list: UploadFile[] | undefined) => {
                const issues = checkDocuments(filesOf(list));
                return issues.length
                  ? Promise.reject(new Error(issues.map((i) => issueText(t, i)).join(' ')))
                  : Promise.resolve();
              },
            },
          ]}
        >
          {/* 'native': the picker offers only these types, but a file dropped anyway reaches the
              checks above (and gets a reason) instead of being silently ignored. */}
          <Upload.Dragger multiple accept={{ format: ACCEPT, filter: 'native' }} beforeUpload={() => false}>
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden />
            </p>
            <p className="ant-upload-text">{t('documents.drop')}</p>
            <p className="ant-upload-hint">{t('documents.dropHint')}</p>
          </Upload.Dragger>
        </Form.Item>
        <p className="sk-verif-muted">{t('form.privacy')}</p>
        <Button type="primary" htmlType="submit" loading={sending}>
          {t('form.submit')}
        </Button>
      </Form>
    </section>
  );
}
