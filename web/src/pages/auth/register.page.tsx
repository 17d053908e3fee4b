import { Alert, Button, Form, Input, Radio, Result, Select } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/problem';
import { track } from '../../analytics/tracker';
import { PageMeta } from '../../app/page-meta';
import { session } from '../../auth/session';
import { useLocale, useT } from '../../i18n/i18n';
import { AuthCard } from './auth-card';
import {
  errorText,
  PASSWORD_MAX,
  PASSWORD_MIN,
  register,
  signIn,
  useCountries,
  type RegisterBody,
} from './auth-api';
import { safeNext } from './safe-next';

type RegisterForm = Pick<
  RegisterBody,
  'fullName' | 'businessName' | 'email' | 'password' | 'role' | 'country'
>;

const FIELDS = ['fullName', 'businessName', 'email', 'password', 'role', 'country'] as const;

export default function RegisterPage() {
  const t = useT('auth');
  const { lang } = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const [form] = Form.useForm<RegisterForm>();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<{ email: string; signedIn: boolean } | null>(null);
  const countries = useCountries(lang);

  const countryOptions = useMemo(() => {
    const all = countries.data ?? [];
    const opt = (c: (typeof all)[number]) => ({ value: c.code, label: c.name });
    return [
      { label: t('register.africa'), options: all.filter((c) => c.african).map(opt) },
      { label: t('register.otherCountries'), options: all.filter((c) => !c.african).map(opt) },
    ];
  }, [countries.data, t]);

  const submit = async (values: RegisterForm) => {
    setPending(true);
    setError(null);
    try {
      const user = await register({ ...values, locale: lang });
      track('sign_up');
      // The API lets a new, unconfirmed account sign in: do it, so the first visit continues at once.
      let signedIn = false;
      try {
        session.accept(await signIn(user.email, values.password));
        signedIn = true;
      } catch {
        // They can still sign in from /login; the account exists.
      }
      setDone({ email: user.email, signedIn });
    } catch (err) {
      if (err instanceof ApiError) {
        const fields = err.fieldErrors();
        form.setFields(
          FIELDS.filter((f) => fields[f]).map((f) => ({ name: f, errors: [fields[f] as string] })),
        );
      }
      setError(errorText(err, t('error.network')));
    } finally {
      setPending(false);
    }
  };

  if (done)
    return (
      <AuthCard title={t('register.doneTitle')}>
        <Result
          status="success"
          title={t('register.checkEmail', { email: done.email })}
          subTitle={done.signedIn ? t('register.signedIn') : t('register.signInNow')}
          extra={
            done.signedIn ? (
              <Button type="primary" onClick={() => void navigate(next)}>
                {t('register.continue')}
              </Button>
            ) : (
              <Link to="/login" className="sk-btn">
                {t('login.submit')}
              </Link>
            )
          }
        />
      </AuthCard>
    );

  return (
    <AuthCard
      wide
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')} <Link to="/login">{t('login.submit')}</Link>
        </>
      }
    >
      <PageMeta title={t('register.title')} description={t('register.subtitle')} />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<RegisterForm>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={{ role: 'buyer' }}
        onFinish={(v) => void submit(v)}
      >
        <div className="sk-auth-grid">
          <Form.Item
            label={t('field.fullName')}
            name="fullName"
            rules={[{ required: true, min: 2, max: 120, whitespace: true, message: t('rule.fullName') }]}
          >
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item
            label={t('field.businessName')}
            name="businessName"
            rules={[{ required: true, min: 2, max: 160, whitespace: true, message: t('rule.businessName') }]}
          >
            <Input autoComplete="organization" />
          </Form.Item>
        </div>
        <Form.Item
          label={t('field.email')}
          name="email"
          rules={[
            { required: true, message: t('rule.emailRequired') },
            { type: 'email', message: t('rule.emailInvalid') },
          ]}
        >
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item
          label={t('field.password')}
          name="password"
          extra={t('register.passwordRules', { min: PASSWORD_MIN })}
          rules={[
            { required: true, message: t('rule.passwordRequired') },
            { min: PASSWORD_MIN, message: t('rule.passwordMin', { min: PASSWORD_MIN }) },
            { max: PASSWORD_MAX, message: t('rule.passwordMax', { max: PASSWORD_MAX }) },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label={t('field.role')} name="role">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: 'buyer', label: t('role.buyer') },
              { value: 'seller', label: t('role.seller') },
              { value: 'both', label: t('role.both') },
            ]}
          />
        </Form.Item>
        <Form.Item
          label={t('field.country')}
          name="country"
          rules={[{ required: true, message: t('rule.country') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={countryOptions}
            loading={countries.isLoading}
            placeholder={t('register.countryPlaceholder')}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          {t('register.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
