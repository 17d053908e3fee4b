import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Form, Input, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/problem';
import { session } from '../../auth/session';
import { useLocale, useT } from '../../i18n/i18n';
import { RoleBadge } from '../../shell/user-menu';
import { asSessionUser, errorText, getMe, updateMe, useCountries, type ProfilePatch } from '../auth/auth-api';
import { PhoneVerification } from './phone-section';

const FIELDS = ['fullName', 'businessName', 'phone', 'country', 'city'] as const;
type ProfileForm = Required<Pick<ProfilePatch, 'fullName' | 'businessName' | 'country'>> & {
  phone?: string;
  city?: string;
};

/** Who the account is: the details others see on orders and messages. */
export function ProfileSection() {
  const t = useT('auth');
  const { lang } = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileForm>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const me = useQuery({ queryKey: ['me'], queryFn: getMe });
  const countries = useCountries(lang);

  if (me.isPending) return <Skeleton active />;
  if (me.isError) return <Alert type="error" showIcon title={errorText(me.error, t('error.network'))} />;
  const user = me.data;

  const save = async (values: ProfileForm) => {
    setSaving(true);
    setError(null);
    try {
      const updated = await updateMe({
        ...values,
        phone: values.phone?.trim() ? values.phone : null,
        city: values.city?.trim() ? values.city : null,
      });
      session.setUser(asSessionUser(updated));
      await me.refetch();
      void message.success(t('account.saved'));
    } catch (err) {
      if (err instanceof ApiError) {
        const fields = err.fieldErrors();
        form.setFields(
          FIELDS.filter((f) => fields[f]).map((f) => ({ name: f, errors: [fields[f] as string] })),
        );
      }
      setError(errorText(err, t('error.network')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="profile" className="sk-account-section">
      <h2 id="profile" className="sk-account-h2">
        {t('account.profile')}
      </h2>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'email', label: t('field.email'), children: user.email },
          { key: 'role', label: t('account.role'), children: <RoleBadge role={user.role} /> },
          {
            key: 'verified',
            label: t('account.emailStatus'),
            children: user.verified ? t('account.verified') : t('account.notVerified'),
          },
          {
            key: 'phone',
            label: t('phone.label'),
            children: (
              <PhoneVerification
                user={user}
                onVerified={() => {
                  void me.refetch();
                  void message.success(t('phone.done'));
                }}
              />
            ),
          },
        ]}
      />
      {error && <Alert type="error" showIcon title={error} style={{ margin: '16px 0' }} />}
      <Form<ProfileForm>
        name="profile"
        form={form}
        layout="vertical"
        style={{ marginTop: 16 }}
        initialValues={{
          fullName: user.fullName,
          businessName: user.businessName,
          phone: user.phone ?? '',
          country: user.country,
          city: user.city ?? '',
        }}
        onFinish={(v) => void save(v)}
      >
        <div className="sk-auth-grid">
          <Form.Item
            label={t('field.fullName')}
            name="fullName"
            rules={[{ required: true, min: 2, max: 120 }]}
          >
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item
            label={t('field.businessName')}
            name="businessName"
            rules={[{ required: true, min: 2, max: 160 }]}
          >
            <Input autoComplete="organization" />
          </Form.Item>
          <Form.Item label={t('field.phone')} name="phone">
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
          <Form.Item label={t('field.city')} name="city">
            <Input autoComplete="address-level2" />
          </Form.Item>
          <Form.Item label={t('field.country')} name="country" rules={[{ required: true }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={countries.isLoading}
              options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
            />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('account.save')}
        </Button>
      </Form>
    </section>
  );
}
