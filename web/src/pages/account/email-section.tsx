import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/problem';
import { useSessionUser } from '../../auth/auth-context';
import { useT } from '../../i18n/i18n';
import { errorText } from '../auth/auth-api';
import { requestEmailChange } from './account-api';

interface EmailForm {
  newEmail: string;
  password: string;
}

/** A new address takes effect only once the link sent there is opened; the current one is told. */
export function EmailSection() {
  const t = useT('auth');
  const user = useSessionUser();
  const [form] = Form.useForm<EmailForm>();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async (v: EmailForm) => {
    setSending(true);
    setError(null);
    try {
      await requestEmailChange(v.newEmail, v.password);
      setSentTo(v.newEmail.trim());
      form.resetFields();
    } catch (err) {
      if (err instanceof ApiError) {
        const fields = err.fieldErrors();
        form.setFields(
          (['newEmail', 'password'] as const)
            .filter((f) => fields[f])
            .map((f) => ({ name: f, errors: [fields[f] as string] })),
        );
      }
      setError(errorText(err, t('error.network')));
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="email" className="sk-account-section">
      <h2 id="email" className="sk-account-h2">
        {t('account.email')}
      </h2>
      <p className="sk-account-sub">{t('account.emailHint', { email: user?.email ?? '' })}</p>
      {sentTo && <Alert type="success" showIcon title={t('account.emailSent', { email: sentTo })} />}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<EmailForm> name="change-email" form={form} layout="vertical" onFinish={(v) => void send(v)}>
        <div className="sk-auth-grid">
          <Form.Item
            label={t('account.newEmail')}
            name="newEmail"
            rules={[
              { required: true, message: t('rule.emailRequired') },
              { type: 'email', message: t('rule.emailInvalid') },
            ]}
          >
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item
            label={t('account.currentPassword')}
            name="password"
            rules={[{ required: true, message: t('rule.passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={sending}>
          {t('account.emailSubmit')}
        </Button>
      </Form>
    </section>
  );
}
