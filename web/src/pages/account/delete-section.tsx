import { Alert, App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/problem';
import { useT } from '../../i18n/i18n';
import { errorText } from '../auth/auth-api';
import { deleteAccount } from './account-api';

/** Typed to confirm, the same in every language (identity's DELETE_CONFIRMATION_WORD). */
export const CONFIRMATION_WORD = 'DELETE';

interface DeleteForm {
  password: string;
  confirmation: string;
}

/** The danger zone: deleting the account, after saying plainly what goes and what the law keeps. */
export function DeleteSection() {
  const t = useT('auth');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<DeleteForm>();
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async (v: DeleteForm) => {
    setDeleting(true);
    setError(null);
    try {
      await deleteAccount(v.password, v.confirmation);
      void message.success(t('account.deleted'));
      void navigate('/', { replace: true });
    } catch (err) {
      if (err instanceof ApiError) {
        const fields = err.fieldErrors();
        form.setFields(
          (['password', 'confirmation'] as const)
            .filter((f) => fields[f])
            .map((f) => ({ name: f, errors: [fields[f] as string] })),
        );
      }
      setError(errorText(err, t('error.network')));
      setDeleting(false);
    }
  };

  return (
    <section aria-labelledby="danger" className="sk-account-section sk-account-danger">
      <h2 id="danger" className="sk-account-h2">
        {t('account.danger')}
      </h2>
      <h3 className="sk-account-h3">{t('account.delete')}</h3>
      <ul className="sk-account-sub">
        <li>{t('account.deleteErases')}</li>
        <li>{t('account.deleteKeeps')}</li>
        <li>{t('account.deleteBlocked')}</li>
      </ul>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<DeleteForm> name="delete-account" form={form} layout="vertical" onFinish={(v) => void remove(v)}>
        <div className="sk-auth-grid">
          <Form.Item
            label={t('account.currentPassword')}
            name="password"
            rules={[{ required: true, message: t('rule.passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            label={t('account.deleteType', { word: CONFIRMATION_WORD })}
            name="confirmation"
            rules={[
              {
                validator: (_r, value) =>
                  value === CONFIRMATION_WORD
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('account.deleteType', { word: CONFIRMATION_WORD }))),
              },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </div>
        <Button danger type="primary" htmlType="submit" loading={deleting}>
          {t('account.deleteSubmit')}
        </Button>
      </Form>
    </section>
  );
}
