/** كلمات لوحة الإدارة للرسائل النصية (notifications، ‎/admin/sms-messages). */
/** Arabic's six plural forms; a list title must read as a plural (see ../ar.ts). */
const names = (singular: string, plural: string) =>
  [plural, singular, plural, plural, plural, plural].join(' |||| ');

export const smsAr = {
  app: {
    sms_status: { queued: 'في الانتظار', sent: 'أُرسلت', failed: 'فشلت' },
    sms_channel: { sms: 'رسالة نصية', whatsapp: 'واتساب' },
  },
  resources: {
    'sms-messages': {
      name: names('رسالة نصية', 'رسائل نصية'),
      fields: {
        id: 'المعرّف',
        to: 'إلى',
        userId: 'المستخدم',
        channel: 'القناة',
        kind: 'الإشعار',
        body: 'الرسالة',
        status: 'الحالة',
        transport: 'وسيلة الإرسال',
        attempts: 'المحاولات',
        error: 'الخطأ',
        createdAt: 'أُدرجت في',
        sentAt: 'أُرسلت في',
        providerMessageId: 'معرّف المزوّد',
        q: 'بحث',
      },
    },
  },
};
