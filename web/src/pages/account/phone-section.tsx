import { Alert, Button, Form, Input, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { errorText, type UserView } from '../auth/auth-api';
import { sendPhoneCode, verifyPhone } from './account-api';

/** What identity allows: one code a minute (its 429 says so too). */
const RESEND_AFTER_S = 60;

/**
 * Proves the profile's phone number with a code sent to it by SMS: only a proven number gets SMS
 * and WhatsApp notifications, so nobody is texted on the strength of a typo or someone else's form.
 */
export function PhoneVerification({ user, onVerified }: { user: UserView; onVerified: () => void }) {
  const t = useT('auth');
  const [form] = Form.useForm<{ code: string }>();
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const wait = sentAt === null ? 0 : Math.max(0, RESEND_AFTER_S - Math.floor((now - sentAt) / 1000));
  useEffect(() => {
    if (wait === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [wait, now]);

  if (!user.phone) return <span className="sk-account-sub">{t('phone.none')}</span>;
  if (user.phoneVerified)
    return (
      <Space wrap>
        <span dir="ltr">{user.phone}</span>
        <Tag color="green">{t('phone.verified')}</Tag>
      </Space>
    );

  const send = async () => {
    setBusy('send');
    setError(null);
    try {
      await sendPhoneCode();
      setSentAt(Date.now());
      setNow(Date.now());
    } catch (err) {
      setError(errorText(err, t('error.network')));
    } finally {
      setBusy(null);
    }
  };
  const verify = async ({ code }: { code: string }) => {
    setBusy('verify');
    setError(null);
    try {
      await verifyPhone(code.trim());
      setSentAt(null);
      form.resetFields();
      onVerified();
    } catch (err) {
      setError(errorText(err, t('error.network')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="sk-phone-verify">
      <Space wrap>
        <span dir="ltr">{user.phone}</span>
        <Tag>{t('phone.notVerified')}</Tag>
        <Button size="small" onClick={() => void send()} loading={busy === 'send'} disabled={wait > 0}>
          {sentAt === null
            ? t('phone.send')
            : wait > 0
              ? t('phone.resendIn', { seconds: wait })
              : t('phone.resend')}
        </Button>
      </Space>
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 8 }} />}
      {sentAt !== null && (
        <Form<{ code: string }>
          name="verify-phone"
          form={form}
          layout="inline"
          style={{ marginTop: 8 }}
          onFinish={(v) => void verify(v)}
        >
          <p className="sk-account-sub" role="status">
            {t('phone.sent', { phone: user.phone })}
          </p>
          <Form.Item
            label={t('phone.code')}
            name="code"
            rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('phone.codeRule') }]}
          >
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} style={{ width: 120 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy === 'verify'}>
            {t('phone.verify')}
          </Button>
        </Form>
      )}
    </div>
  );
}
