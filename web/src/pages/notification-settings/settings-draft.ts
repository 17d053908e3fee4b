import { isBuyer, isSeller, type Role } from '../../auth/auth-context';
import type { NotificationSettings, TopicChoice, TopicSetting } from './notification-settings-api';

type Audience = TopicSetting['audience'];

/** Whether a topic concerns this account: a buyer sees no seller topics, staff only everyone's. */
export function concerns(audience: Audience, role: Role): boolean {
  if (audience === 'everyone') return true;
  return audience === 'buyer' ? isBuyer(role) : isSeller(role);
}

/** The columns: e-mail, the bell, and text messages (SMS or WhatsApp) to a verified phone. */
export type Channel = 'email' | 'inApp' | 'sms';
export const CHANNELS: readonly Channel[] = ['email', 'inApp', 'sms'];
export type Draft = Readonly<Record<string, Readonly<Record<Channel, boolean>>>>;

export const draftOf = (s: NotificationSettings): Draft =>
  Object.fromEntries(s.topics.map((t) => [t.topic, { email: t.email, inApp: t.inApp, sms: t.sms }]));

export const toggled = (d: Draft, topic: string, channel: Channel, on: boolean): Draft => ({
  ...d,
  [topic]: { ...d[topic]!, [channel]: on },
});

/** The PUT body: only the channels that differ from what the server holds. */
export function changesOf(saved: NotificationSettings, draft: Draft): TopicChoice[] {
  const changes: TopicChoice[] = [];
  for (const t of saved.topics) {
    const d = draft[t.topic];
    if (!d) continue;
    const choice: TopicChoice = { topic: t.topic };
    let changed = false;
    for (const c of CHANNELS) {
      if (d[c] === t[c]) continue;
      choice[c] = d[c];
      changed = true;
    }
    if (changed) changes.push(choice);
  }
  return changes;
}
