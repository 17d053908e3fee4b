import { DEFAULTS, type Channel, type Topic } from '../preferences/notification-topics.js';
import { deliveryChannels } from './delivery-channels.js';

const defaults = (topic: Topic, channel: Channel) => DEFAULTS[topic][channel];
const choosing =
  (made: Partial<Record<`${Topic}.${Channel}`, boolean>>) =>
  (topic: Topic, channel: Channel): boolean =>
    made[`${topic}.${channel}`] ?? DEFAULTS[topic][channel];
const verified = { phone: '+254712345678', verified: true };

describe('delivery channels of a notification', () => {
  it('puts a notification in the bell and sends no text by default', () => {
    expect(deliveryChannels('order_updates', defaults, verified)).toEqual({ inApp: true, sms: false });
    expect(deliveryChannels('messages', defaults, undefined)).toEqual({ inApp: true, sms: false });
  });

  it('follows the choices made for the topic, and only that topic', () => {
    const chosen = choosing({ 'order_updates.in_app': false, 'order_updates.sms': true });
    expect(deliveryChannels('order_updates', chosen, verified)).toEqual({ inApp: false, sms: true });
    expect(deliveryChannels('sales', chosen, verified)).toEqual({ inApp: true, sms: false });
  });

  it('texts only a verified, known number', () => {
    const chosen = choosing({ 'rfq.sms': true });
    expect(deliveryChannels('rfq', chosen, { phone: '+254712345678', verified: false }).sms).toBe(false);
    expect(deliveryChannels('rfq', chosen, { phone: '', verified: true }).sms).toBe(false);
    expect(deliveryChannels('rfq', chosen, undefined).sms).toBe(false);
    expect(deliveryChannels('rfq', chosen, verified).sms).toBe(true);
  });

  it('always shows money and security notices in the bell, and never texts them unasked', () => {
    const off = () => false;
    expect(deliveryChannels('payments', off, verified)).toEqual({ inApp: true, sms: false });
    expect(deliveryChannels('account_security', () => true, verified)).toEqual({ inApp: true, sms: false });
  });
});
