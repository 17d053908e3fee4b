import { isTopic, type AlwaysOnTopic, type Channel, type Topic } from '../preferences/notification-topics.js';

export interface DeliveryChannels {
  inApp: boolean;
  sms: boolean;
}

/**
 * Where one notification goes, from the recipient's choices (defaults applied) and phone:
 * - the bell, unless its topic was switched off there; an always-on topic (money, security) always;
 * - a text message only when its topic was switched on for SMS (off by default, always-on topics
 *   included: it costs the reader) and the number is verified.
 */
export function deliveryChannels(
  topic: Topic | AlwaysOnTopic,
  chosen: (topic: Topic, channel: Channel) => boolean,
  phone: { phone: string; verified: boolean } | undefined,
): DeliveryChannels {
  if (!isTopic(topic)) return { inApp: true, sms: false };
  return {
    inApp: chosen(topic, 'in_app'),
    sms: phone !== undefined && phone.verified && phone.phone !== '' && chosen(topic, 'sms'),
  };
}
