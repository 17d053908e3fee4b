import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import {
  ALWAYS_ON,
  AUDIENCES,
  TOPICS,
  type AlwaysOnTopic,
  type Audience,
  type Topic,
} from './notification-topics.js';
import type {
  AlwaysOnView,
  NotificationSettingsView,
  TopicSettingView,
  UnsubscribeResultView,
} from './notification-settings.view.js';

@ApiSchema({ name: 'TopicSetting' })
export class TopicSettingResponse {
  @ApiProperty({ enum: TOPICS, enumName: 'NotificationTopic' })
  topic!: Topic;

  @ApiProperty({ enum: AUDIENCES, enumName: 'NotificationAudience', description: 'Who the topic concerns' })
  audience!: Audience;

  @ApiProperty({ description: 'E-mails (for marketing: subscribed to the newsletter)' })
  email!: boolean;

  @ApiProperty({ description: 'Notifications in the app' })
  inApp!: boolean;

  @ApiProperty({ description: 'Text messages (SMS or WhatsApp) to a verified phone number' })
  sms!: boolean;
}

@ApiSchema({ name: 'AlwaysOnTopic', description: 'Always sent, on every channel; cannot be switched off' })
export class AlwaysOnResponse {
  @ApiProperty({ enum: ALWAYS_ON, enumName: 'AlwaysOnTopicName' })
  topic!: AlwaysOnTopic;

  @ApiProperty({ enum: AUDIENCES, enumName: 'NotificationAudience' })
  audience!: Audience;
}

@ApiSchema({ name: 'NotificationSettings' })
export class NotificationSettingsResponse {
  @ApiProperty({ type: TopicSettingResponse, isArray: true })
  topics!: TopicSettingResponse[];

  @ApiProperty({ type: AlwaysOnResponse, isArray: true })
  alwaysOn!: AlwaysOnResponse[];
}

@ApiSchema({ name: 'UnsubscribeResult' })
export class UnsubscribeResultResponse {
  @ApiProperty({ enum: TOPICS, enumName: 'NotificationTopic' })
  topic!: Topic;

  @ApiProperty({ enum: ['email'] })
  channel!: 'email';

  @ApiProperty({ description: 'False when this topic’s e-mails were off already' })
  changed!: boolean;
}

type _Topic = AssertTrue<SameShape<TopicSettingResponse, TopicSettingView>>;
type _AlwaysOn = AssertTrue<SameShape<AlwaysOnResponse, AlwaysOnView>>;
type _Settings = AssertTrue<SameShape<NotificationSettingsResponse, NotificationSettingsView>>;
type _Unsubscribe = AssertTrue<SameShape<UnsubscribeResultResponse, UnsubscribeResultView>>;
