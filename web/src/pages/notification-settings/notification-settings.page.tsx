import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Skeleton, Switch } from 'antd';
import { use, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { ApiError } from '../../api/problem';
import { PageMeta } from '../../app/page-meta';
import { useSessionUser } from '../../auth/auth-context';
import { session, type SessionUser } from '../../auth/session';
import { useT } from '../../i18n/i18n';
import {
  saveNotificationSettings,
  settingsKey,
  useNotificationSettings,
  type NotificationSettings,
} from './notification-settings-api';
import { CHANNELS, changesOf, concerns, draftOf, toggled, type Channel, type Draft } from './settings-draft';
import './notification-settings.css';

function TopicCell({ topic }: { topic: string }) {
  const t = useT('notifications');
  return (
    <th scope="row">
      <span className="sk-notif-topic">{t(`topic.${topic}.name`)}</span>
      <span className="sk-notif-topic-text">{t(`topic.${topic}.text`)}</span>
    </th>
  );
}

function SettingsForm({ user, saved }: { user: SessionUser; saved: NotificationSettings }) {
  const t = useT('notifications');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changes = changesOf(saved, draft);
  const topics = saved.topics.filter((s) => concerns(s.audience, user.role));
  const locked = saved.alwaysOn.filter((s) => concerns(s.audience, user.role));
  const channelName = (c: Channel) => t(`column.${c}`);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const now = await saveNotificationSettings(changes);
      client.setQueryData(settingsKey(user.id), now);
      setDraft(draftOf(now));
      void message.success(t('saved'));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('error.network'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <div className="sk-notif-table-wrap">
        <table className="sk-notif-table">
          <thead>
            <tr>
              <th scope="col">{t('column.topic')}</th>
              {CHANNELS.map((c) => (
                <th scope="col" key={c}>
                  {channelName(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {topics.map(({ topic }) => (
              <tr key={topic}>
                <TopicCell topic={topic} />
                {CHANNELS.map((c) => (
                  <td key={c}>
                    <Switch
                      checked={draft[topic]?.[c] ?? false}
                      disabled={saving}
                      aria-label={t('switch.label', {
                        topic: t(`topic.${topic}.name`),
                        channel: channelName(c),
                      })}
                      onChange={(on) => setDraft((d) => toggled(d, topic, c, on))}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tbody className="sk-notif-locked">
            <tr>
              <th scope="rowgroup" colSpan={1 + CHANNELS.length}>
                <span className="sk-notif-topic">{t('locked.title')}</span>
                <span className="sk-notif-topic-text">{t('locked.text')}</span>
              </th>
            </tr>
            {locked.map(({ topic }) => (
              <tr key={topic}>
                <TopicCell topic={topic} />
                {CHANNELS.map((c) => (
                  <td key={c}>
                    <Switch
                      checked
                      disabled
                      aria-label={t('switch.label', {
                        topic: t(`topic.${topic}.name`),
                        channel: channelName(c),
                      })}
                    />
                    <span className="sk-notif-always">{t('locked.label')}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="sk-notif-note">
        {t('sms.note')} <Link to="/account">{t('sms.verifyLink')}</Link>
      </p>
      {error && <Alert type="error" showIcon role="alert" title={error} className="sk-notif-alert" />}
      <div className="sk-notif-actions">
        <Button type="primary" onClick={() => void save()} loading={saving} disabled={changes.length === 0}>
          {saving ? t('saving') : t('save')}
        </Button>
        <Button onClick={() => setDraft(draftOf(saved))} disabled={changes.length === 0 || saving}>
          {t('undo')}
        </Button>
        {changes.length > 0 && !saving && (
          <span className="sk-notif-unsaved" role="status">
            {t('unsaved')}
          </span>
        )}
      </div>
    </>
  );
}

function Settings({ user }: { user: SessionUser }) {
  const t = useT('notifications');
  const settings = useNotificationSettings(user.id);
  if (settings.isPending) return <Skeleton active />;
  if (settings.isError)
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={settings.error instanceof ApiError ? settings.error.message : t('error.network')}
      />
    );
  return <SettingsForm user={user} saved={settings.data} />;
}

/** /notification-settings: which notifications the signed-in user receives, by e-mail and in the app. */
export default function NotificationSettingsPage() {
  const t = useT('notifications');
  use(session.restore()); // A reload must not bounce a signed-in user to /login before the session is back.
  const user = useSessionUser();
  const { pathname } = useLocation();
  if (!user) return <Navigate to={`/login?next=${encodeURIComponent(pathname)}`} replace />;
  return (
    <div className="sk-container sk-notif-page">
      <PageMeta title={t('title')} description={t('meta.description')} noIndex />
      <h1>{t('title')}</h1>
      <p className="sk-notif-lead">{t('lead')}</p>
      <Settings key={user.id} user={user} />
    </div>
  );
}
