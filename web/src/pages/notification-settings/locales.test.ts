import { describe, expect, it } from 'vitest';
import { itTranslatesEveryText, localeReader } from '../../i18n/testing/translations';

const files = import.meta.glob<Record<string, string>>('../../locales/*/notifications.json', {
  eager: true,
  import: 'default',
});

describe('the notifications texts', () => {
  itTranslatesEveryText(localeReader(files, 'notifications'));
});

describe('the topics the server knows', () => {
  it('each has a name and a description in English (the others follow through the check above)', async () => {
    const doc = (await import('../../api/openapi.json')).default as {
      components: { schemas: Record<string, { enum?: string[] }> };
    };
    const en = localeReader(files, 'notifications')('en');
    const topics = [
      ...(doc.components.schemas.NotificationTopic?.enum ?? []),
      ...(doc.components.schemas.AlwaysOnTopicName?.enum ?? []),
    ];
    expect(topics.length).toBeGreaterThan(8);
    for (const topic of topics) {
      expect(en[`topic.${topic}.name`], topic).toBeTruthy();
      expect(en[`topic.${topic}.text`], topic).toBeTruthy();
    }
  });
});
