import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema';

export type NotificationSettings = components['schemas']['NotificationSettings'];
export type TopicSetting = components['schemas']['TopicSetting'];
export type TopicChoice = components['schemas']['TopicChoiceDto'];
export type UnsubscribeResult = components['schemas']['UnsubscribeResult'];

export const settingsKey = (userId: string) => ['notification-settings', userId] as const;

/** The signed-in user's own settings (notifications: their choices, defaults elsewhere). */
export function useNotificationSettings(userId: string) {
  return useQuery({
    queryKey: settingsKey(userId),
    queryFn: () => unwrap<NotificationSettings>(api.GET('/api/v1/notification-settings')),
  });
}

/** Saves the topics that changed; the answer is the settings as they now are. */
export const saveNotificationSettings = (topics: TopicChoice[]) =>
  unwrap<NotificationSettings>(api.PUT('/api/v1/notification-settings', { body: { topics } }));

/** An e-mail's unsubscribe link: that topic's e-mails off, no sign-in (again is harmless). */
export const unsubscribeByLink = (token: string) =>
  unwrap<UnsubscribeResult>(api.POST('/api/v1/notification-settings/unsubscribe', { body: { token } }));
