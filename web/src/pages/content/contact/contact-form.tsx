import { Alert, Button, Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/problem';
import { useSessionUser } from '../../../auth/auth-context';
import { useLocale, useT, type TFunction } from '../../../i18n/i18n';
import { languageInfo } from '../../../i18n/languages';
import { ownerOf } from '../../../shell/offline/network';
import { sendOrQueue } from '../../../shell/offline/send-or-queue';
import { sendContactMessage, type ContactReceipt } from './contact-api';
import {
  LIMITS,
  TOPICS,
  isTopic,
  toPayload,
  validateContact,
  type ContactError,
  type ContactField,
  type ContactInput,
} from './contact-validation';

const MAX: Partial<Record<ContactField, number>> = {
  name: LIMITS.nameMax,
  email: LIMITS.emailMax,
  company: LIMITS.companyMax,
  message: LIMITS.messageMax,
};

/** The start of a message, to name it in the list of what waits to be sent. */
const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

export function errorText(t: TFunction, field: ContactField, code: ContactError): string {
  return t(`contact.error.${code}`, { max: MAX[field] ?? 0, min: LIMITS.messageMin });
}

/**
 * The contact form: our rules first (validateContact, in the reader's language), then the server's
 * answer — field errors on their fields, anything else above the button, both already translated.
 */
export function ContactForm() {
  const t = useT('content');
  const tc = useT('common');
  const { lang } = useLocale();
  const user = useSessionUser();
  const [params] = useSearchParams();
  const [form] = Form.useForm<ContactInput>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string; receipt: ContactReceipt } | null>(null);
  const [queued, setQueued] = useState(false);

  // The server writes its reply in one of the translated languages; others get English.
  const locale = languageInfo(lang).translated ? lang : 'en';
  const topic = params.get('topic');

  const rule = (field: ContactField): Rule => ({
    validator: (_rule, _value) => {
      const code = validateContact(form.getFieldsValue(true) as ContactInput)[field];
      return code ? Promise.reject(new Error(errorText(t, field, code))) : Promise.resolve();
    },
  });

  async function submit(values: ContactInput) {
    setFailure(null);
    setSending(true);
    const body = toPayload(values, locale);
    try {
      // Offline, the message waits in the outbox (the shell shows it) and goes when the connection returns.
      const action = { kind: 'contact', form: 'contact', body, title: excerpt(body.message) } as const;
      const result = await sendOrQueue(ownerOf(user?.id), action, (key) => sendContactMessage(body, key));
      if (result.kind === 'queued') setQueued(true);
      else setSent({ email: values.email.trim(), receipt: result.value });
    } catch (e) {
      if (e instanceof ApiError) {
        const fields = Object.entries(e.fieldErrors()).filter(([f]) => f in MAX || f === 'topic');
        form.setFields(fields.map(([name, message]) => ({ name: name as ContactField, errors: [message] })));
        // Errors that belong to no field on the form (rate limit, server fault) are shown above the button.
        if (fields.length === 0) setFailure(e.problem.detail ?? e.problem.title ?? t('contact.failed'));
      } else setFailure(t('contact.network'));
    } finally {
      setSending(false);
    }
  }

  if (queued)
    return (
      <section className="sk-contact-form sk-contact-form--sent" role="status" aria-live="polite">
        <p>{tc('offline.queued')}</p>
        <Button onClick={() => setQueued(false)}>{t('contact.again')}</Button>
      </section>
    );

  if (sent)
    return (
      // Our own panel rather than antd's Result: the same message for a fraction of the code.
      <section className="sk-contact-form sk-contact-form--sent" role="status" aria-live="polite">
        <h2>{t('contact.success.title')}</h2>
        <p>{t('contact.success.body', { email: sent.email })}</p>
        {typeof sent.receipt.id === 'string' && (
          <p>{t('contact.success.reference', { id: sent.receipt.id })}</p>
        )}
        <Button
          onClick={() => {
            setSent(null);
            form.setFieldValue('message', '');
          }}
        >
          {t('contact.again')}
        </Button>
      </section>
    );

  return (
    <section className="sk-contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contact.form.title')}</h2>
      <Form<ContactInput>
        form={form}
        name="contact"
        layout="vertical"
        requiredMark="optional"
        noValidate
        initialValues={{
          name: user?.fullName ?? '',
          email: user?.email ?? '',
          company: user?.businessName ?? '',
          topic: isTopic(topic) ? topic : undefined,
          message: '',
        }}
        onFinish={(values) => void submit(values)}
        onValuesChange={() => {
          if (failure) setFailure(null);
        }}
      >
        <Form.Item name="name" label={t('contact.field.name')} required rules={[rule('name')]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item name="email" label={t('contact.field.email')} required rules={[rule('email')]}>
          <Input type="email" autoComplete="email" inputMode="email" dir="ltr" />
        </Form.Item>
        <Form.Item name="company" label={t('contact.field.company')} rules={[rule('company')]}>
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item name="topic" label={t('contact.field.topic')} required rules={[rule('topic')]}>
          <Select
            placeholder={t('contact.topic.placeholder')}
            options={TOPICS.map((value) => ({ value, label: t(`contact.topic.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="message" label={t('contact.field.message')} required rules={[rule('message')]}>
          <Input.TextArea
            rows={7}
            placeholder={t('contact.placeholder.message')}
            count={{ show: true, max: LIMITS.messageMax }}
          />
        </Form.Item>
        {failure && (
          <Alert type="error" showIcon title={failure} className="sk-contact-form__alert" role="alert" />
        )}
        <p className="sk-content__meta">
          {t('contact.privacy')} <Link to="/privacy-policy">{t('contact.privacyLink')}</Link>
        </p>
        <Button type="primary" htmlType="submit" size="large" loading={sending}>
          {t('contact.submit')}
        </Button>
      </Form>
    </section>
  );
}
