import type { AlwaysOnTopic, Audience, Topic } from './notification-topics.js';

/** One topic's choice as the settings page shows it. */
export interface TopicSettingView {
  topic: Topic;
  audience: Audience;
  email: boolean;
  inApp: boolean;
  /** Text messages (SMS or WhatsApp) to the verified phone number. */
  sms: boolean;
}

/** A topic that is always sent, shown locked. */
export interface AlwaysOnView {
  topic: AlwaysOnTopic;
  audience: Audience;
}

export interface NotificationSettingsView {
  topics: TopicSettingView[];
  alwaysOn: AlwaysOnView[];
}

/** What a one-click unsubscribe did: `changed` is false when that topic's e-mails were off already. */
export interface UnsubscribeResultView {
  topic: Topic;
  channel: 'email';
  changed: boolean;
}
