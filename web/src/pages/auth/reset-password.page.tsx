import { Alert, Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '../../app/page-meta';
import { session } from '../../auth/session';
import { useT } from '../../i18n/i18n';
import { AuthCard } from './auth-card';
import {
  confirmPasswordReset,
  errorText,
  PASSWORD_MAX,
  PASSWORD_MIN,
  requestPasswordReset,
} from './auth-api';

/** Step one: ask for a link. The answer is the same whether or not the address has an account. */
function RequestForm() {
  const t = useT('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async ({ email }: { email: string }) => {
    setPending(true);
    setError(null);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (err) {
      setError(errorText(err, t('error.network')));
    } finally {
      setPending(false);
    }
  };

  if (sentTo)
    return (
      <Result
        status="info"
        title={t('reset.sentTitle')}
        subTitle={t('reset.sentText', { email: sentTo })}
        extra={<Link to="/login">{t('reset.backToLogin')}</Link>}
      />
    );
  return (
    <>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<{ email: string }> layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
        <Form.Item
          label={t('field.email')}
          name="email"
          rules={[
            { required: true, message: t('rule.emailRequired') },
            { type: 'email', message: t('rule.emailInvalid') },
          ]}
        >
          <Input type="email" autoComplete="email" inputMode="email" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          {t('reset.send')}
        </Button>
      </Form>
    </>
  );
}

/** Step two, from the e-mailed link: a new password. Every session of the account ends on the server. */
function NewPasswordForm({ token }: { token: string }) {
  const t = useT('auth');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async ({ password }: { password: string }) => {
    setPending(true);
    setError(null);
    try {
      await confirmPasswordReset(token, password);
      // The server has signed this account out everywhere; forget the local session too.
      if (session.isSignedIn()) await session.signOut();
      setDone(true);
    } catch (err) {
      setError(errorText(err, t('error.network')));
    } finally {
      setPending(false);
    }
  };

  if (done)
    return (
      <Result
        status="success"
        title={t('reset.doneTitle')}
        subTitle={t('reset.doneText')}
        extra={
          <Link to="/login" className="sk-btn">
            {t('login.submit')}
          </Link>
        }
      />
    );
  return (
    <>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<{ password: string; confirm: string }>
        layout="vertical"
        requiredMark={false}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          label={t('field.newPassword')}
          name="password"
          extra={t('register.passwordRules', { min: PASSWORD_MIN })}
          rules={[
            { required: true, message: t('rule.passwordRequired') },
            { min: PASSWORD_MIN, message: t('rule.passwordMin', { min: PASSWORD_MIN }) },
            { max: PASSWORD_MAX, message: t('rule.passwordMax', { max: PASSWORD_MAX }) },
          ]}
        >
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item
          label={t('field.confirmPassword')}
          name="confirm"
          dependencies={['password']}
          rules={[
            { required: true, message: t('rule.passwordRequired') },
            ({ getFieldValue }) => ({
              validator: (_r, value) =>
                !value || getFieldValue('password') === value
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('rule.passwordsDiffer'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          {t('reset.save')}
        </Button>
      </Form>
    </>
  );
}

export default function ResetPasswordPage() {
  const t = useT('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard
      title={token ? t('reset.newTitle') : t('reset.title')}
      subtitle={token ? t('reset.newSubtitle') : t('reset.subtitle')}
    >
      <PageMeta title={t('reset.title')} description={t('reset.subtitle')} noIndex={Boolean(token)} />
      {token ? <NewPasswordForm token={token} /> : <RequestForm />}
    </AuthCard>
  );
}
