import { Alert, App, Button, Form, Select } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSessionUser } from '../../auth/auth-context';
import { CURRENCIES, isCurrency, type CurrencyCode } from '../../currency/currencies';
import { useCurrency } from '../../currency/currency-context';
import { useLocale, useT } from '../../i18n/i18n';
import { isLang, LANGUAGES, type Lang } from '../../i18n/languages';
import { errorText } from '../auth/auth-api';
import { savePreferences } from './account-api';

interface PreferencesForm {
  language: Lang;
  currency: CurrencyCode;
  locale: string;
}

/** Language and currency stored on the account (applied wherever the user signs in), and e-mails' language. */
export function PreferencesSection() {
  const t = useT('auth');
  const { message } = App.useApp();
  const user = useSessionUser();
  const { lang, setLang } = useLocale();
  const { currency, setCurrency } = useCurrency();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const locale = typeof user?.locale === 'string' ? user.locale : 'en';

  const save = async (v: PreferencesForm) => {
    setSaving(true);
    setError(null);
    try {
      await savePreferences(v);
      if (isLang(v.language)) setLang(v.language);
      if (isCurrency(v.currency)) setCurrency(v.currency);
      void message.success(t('account.saved'));
    } catch (err) {
      setError(errorText(err, t('error.network')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="preferences" className="sk-account-section">
      <h2 id="preferences" className="sk-account-h2">
        {t('account.preferences')}
      </h2>
      <p className="sk-account-sub">{t('account.preferencesHint')}</p>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<PreferencesForm>
        name="preferences"
        layout="vertical"
        initialValues={{ language: lang, currency, locale }}
        onFinish={(v) => void save(v)}
      >
        <div className="sk-auth-grid">
          <Form.Item label={t('account.language')} name="language">
            <Select options={LANGUAGES.map((l) => ({ value: l.code, label: l.nativeName }))} />
          </Form.Item>
          <Form.Item label={t('account.currency')} name="currency">
            <Select options={CURRENCIES.map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }))} />
          </Form.Item>
          <Form.Item label={t('field.emailLanguage')} name="locale">
            <Select
              options={LANGUAGES.filter((l) => l.translated).map((l) => ({
                value: l.code,
                label: l.nativeName,
              }))}
            />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('account.savePreferences')}
        </Button>
      </Form>
      <p>
        <Link className="sk-account-link" to="/notification-settings">
          {t('account.notificationSettings')}
        </Link>
      </p>
    </section>
  );
}
