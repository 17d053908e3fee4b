import type { RfqMessages } from './en';

/** Arabic's six plural forms; a list title must read as a plural (see ../ar.ts). */
const names = (singular: string, plural: string) =>
  [plural, singular, plural, plural, plural, plural].join(' |||| ');

export const rfqsAr: RfqMessages = {
  app: {
    rfq_status: { open: 'مفتوح', accepted: 'تم قبول عرض', closed: 'مغلق', removed: 'محذوف' },
    rfq_visibility: { open: 'الموردون المطابقون', invited: 'بالدعوة فقط' },
    quote_status: { active: 'نشط', withdrawn: 'مسحوب', accepted: 'مقبول', declined: 'مرفوض' },
    rfq: {
      quotes: 'العروض',
      no_quotes: 'لا توجد عروض.',
      removal: 'الحذف',
      remove: 'حذف كرسالة مزعجة',
      remove_title: 'حذف طلب عرض الأسعار «%{title}»؟',
      remove_body:
        'يختفي الطلب عن المشتري وعن جميع الموردين، وتُرفض عروضه النشطة، ويُسجَّل الحذف في سجل التدقيق مع السبب الذي تذكره.',
      removed: 'تم حذف الطلب',
      tiers: 'شرائح الأسعار',
      tier: 'من %{min}: %{price}',
    },
  },
  resources: {
    rfqs: {
      name: names('طلب عرض أسعار', 'طلبات عروض الأسعار'),
      fields: {
        id: 'المعرّف',
        title: 'العنوان',
        description: 'الوصف',
        status: 'الحالة',
        visibility: 'الظهور',
        buyerId: 'المشتري',
        buyerName: 'اسم المشتري',
        quantity: 'الكمية',
        unit: 'الوحدة',
        targetPriceMinor: 'السعر المستهدف',
        incoterm: 'شرط التسليم',
        destinationCountry: 'بلد الوجهة',
        destinationPort: 'ميناء الوجهة',
        neededBy: 'مطلوب بحلول',
        quoteDeadline: 'إغلاق العروض',
        maxQuotes: 'الحد الأقصى للعروض',
        quoteCount: 'العروض النشطة',
        orderId: 'الطلب',
        attachments: 'المرفقات',
        createdAt: 'نُشر في',
        removedBy: 'حذفه',
        removedReason: 'سبب الحذف',
        removedAt: 'حُذف في',
        supplierName: 'المورد',
        supplierId: 'حساب المورد',
        moq: 'الحد الأدنى للطلب',
        leadTimeDays: 'مدة التجهيز (أيام)',
        validUntil: 'صالح حتى',
        paymentTerms: 'شروط الدفع',
        totalMinor: 'الإجمالي',
        revisions: 'التعديلات',
        message: 'الرسالة',
        q: 'بحث',
      },
    },
  },
};
