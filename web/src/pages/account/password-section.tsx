import { Alert, App, Button, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/problem';
import { useT } from '../../i18n/i18n';
import { errorText, PASSWORD_MAX, PASSWORD_MIN } from '../auth/auth-api';
import { changePassword } from './account-api';

interface PasswordForm {
  currentPassword: string;
  password: string;
  confirm: string;
}

/** A new password needs the current one; every other session is signed out, this one goes on. */
export function PasswordSection() {
  const t = useT('auth');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PasswordForm>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (v: PasswordForm) => {
    setSaving(true);
    setError(null);
    try {
      await changePassword(v.currentPassword, v.password);
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: ['account-sessions'] });
      void message.success(t('account.passwordChanged'));
    } catch (err) {
      if (err instanceof ApiError) {
        const fields = err.fieldErrors();
        form.setFields(
          (['currentPassword', 'password'] as const)
            .filter((f) => fields[f])
            .map((f) => ({ name: f, errors: [fields[f] as string] })),
        );
      }
      setError(errorText(err, t('error.network')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="password" className="sk-account-section">
      <h3 id="password" className="sk-account-h3">
        {t('account.changePassword')}
      </h3>
      <p className="sk-account-sub">{t('account.changePasswordHint')}</p>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<PasswordForm> name="change-password" form={form} layout="vertical" onFinish={(v) => void save(v)}>
        <Form.Item
          label={t('account.currentPassword')}
          name="currentPassword"
          rules={[{ required: true, message: t('rule.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <div className="sk-auth-grid">
          <Form.Item
            label={t('field.newPassword')}
            name="password"
            rules={[
              { required: true, message: t('rule.passwordRequired') },
              { min: PASSWORD_MIN, message: t('rule.passwordMin', { min: PASSWORD_MIN }) },
              { max: PASSWORD_MAX, message: t('rule.passwordMax', { max: PASSWORD_MAX }) },
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label={t('field.confirmPassword')}
            name="confirm"
            dependencies={['password']}
            rules={[
              { required: true, message: t('rule.passwordRequired') },
              ({ getFieldValue }) => ({
                validator: (_r, value) =>
                  !value || value === getFieldValue('password')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('rule.passwordsDiffer'))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('account.changePasswordSubmit')}
        </Button>
      </Form>
    </section>
  );
}
