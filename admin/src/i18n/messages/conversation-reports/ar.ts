import type { conversationReportsEn } from './en';

/** Arabic's six plural forms; a list title must read as a plural (see ../ar.ts). */
const names = (singular: string, plural: string) =>
  [plural, singular, plural, plural, plural, plural].join(' |||| ');

/** كلمات بلاغات المحادثات (انظر en.ts). */
export const conversationReportsAr: typeof conversationReportsEn = {
  app: {
    report_status: { open: 'مفتوح', resolved: 'تمت المعالجة' },
    report_reason: {
      spam: 'رسائل مزعجة',
      fraud: 'احتيال أو نصب',
      abuse: 'إساءة أو تحرّش',
      off_platform: 'التعامل خارج المنصة',
      other: 'سبب آخر',
    },
    conversation_report: {
      conversation: 'المحادثة',
      resolution: 'المعالجة',
      unresolved: 'لم تتم المعالجة بعد.',
      resolve: 'معالجة',
      resolve_title: 'معالجة هذا البلاغ',
      resolve_body: 'اذكر ما تم (تحذير، إيقاف، لا شيء مطلوب). لا يرى المُبلِّغ هذا النص.',
      resolved: 'تمت معالجة البلاغ',
      buyer: 'المشتري',
      supplier: 'المورّد',
      read_at: 'قُرئت %{date}',
      masked: 'بيانات الاتصال مخفية',
      shown_as: 'عُرضت للطرف الآخر هكذا: %{text}',
      between: 'بين %{buyer} (مشترٍ) و%{supplier} (مورّد)',
      subject_product: 'منتج',
      subject_supplier: 'واجهة المتجر',
      subject_rfq: 'طلب عرض سعر',
      subject_order: 'طلب',
      no_messages: 'لا توجد رسائل.',
    },
  },
  resources: {
    'conversation-reports': {
      name: names('بلاغ عن محادثة', 'بلاغات المحادثات'),
      fields: {
        id: 'المرجع',
        createdAt: 'تاريخ البلاغ',
        status: 'الحالة',
        reason: 'السبب',
        reporterId: 'المُبلِّغ',
        note: 'ملاحظة',
        conversationId: 'المحادثة',
        resolution: 'ما تم',
        resolvedBy: 'عالجه',
        resolvedAt: 'تاريخ المعالجة',
      },
    },
  },
};
