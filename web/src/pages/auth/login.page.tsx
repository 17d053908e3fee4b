import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '../../app/page-meta';
import { session } from '../../auth/session';
import { useT } from '../../i18n/i18n';
import { AuthCard } from './auth-card';
import { errorText, signIn } from './auth-api';
import { safeNext } from './safe-next';

interface LoginForm {
  email: string;
  password: string;
}

export default function LoginPage() {
  const t = useT('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(params.get('next'));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (values: LoginForm) => {
    setPending(true);
    setError(null);
    try {
      session.accept(await signIn(values.email, values.password));
      void navigate(next, { replace: true });
    } catch (err) {
      setError(errorText(err, t('error.network')));
    } finally {
      setPending(false);
    }
  };

  const withNext = (path: string) => (next === '/' ? path : `${path}?next=${encodeURIComponent(next)}`);

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')} <Link to={withNext('/register')}>{t('login.createAccount')}</Link>
          <br />
          <Link to="/demo-login">{t('login.tryDemo')}</Link>
        </>
      }
    >
      <PageMeta title={t('login.title')} description={t('login.subtitle')} />
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form<LoginForm> layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
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
        <Form.Item
          label={t('field.password')}
          name="password"
          rules={[{ required: true, message: t('rule.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <div className="sk-auth-row">
          <Link to="/reset-password">{t('login.forgot')}</Link>
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          {t('login.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
