import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'أدوات الأعمال',
  description:
    'الأدوات التي يستخدمها البائعون يوميًا على سوكوني: المنتجات والطلبات والمخزون والمدفوعات والتوثيق وأرقام السوق وتخطيط إعادة الطلب.',
  lead: 'كل ما تحتاج إليه لإدارة أعمالك على سوكوني، في قائمة واحدة.',
  sections: [
    {
      id: 'sell',
      heading: 'المنتجات والطلبات',
      paragraphs: [
        'اعرض منتجات بأسعار متدرّجة وحدّ أدنى للطلب، وتابع طلبات مشتريك، وحدّث مخزون المنتجات الجاهزة للشحن.',
      ],
      links: [
        {
          to: '/seller/products',
          label: 'منتجاتي',
          primary: true,
        },
        {
          to: '/products/new',
          label: 'أضف منتجًا',
        },
        {
          to: '/seller/orders',
          label: 'الطلبات الواردة',
        },
        {
          to: '/seller/stock',
          label: 'المخزون',
        },
      ],
    },
    {
      id: 'money',
      heading: 'المدفوعات والرسوم',
      paragraphs: [
        'تُحفظ المدفوعات في الضمان وتُحوَّل إلى رصيدك عندما يؤكّد المشتري استلام البضاعة. اختر وجهة مدفوعاتك واطّلع على رسوم كل باقة.',
      ],
      links: [
        {
          to: '/seller/payouts',
          label: 'المدفوعات',
        },
        {
          to: '/membership',
          label: 'الباقات والرسوم',
        },
      ],
    },
    {
      id: 'insight',
      heading: 'اعرف سوقك',
      paragraphs: [
        'اطّلع على ما يبحث عنه المشترون وعلى مستويات الأسعار حسب الفئة والبلد، وقدّر متى تعيد الطلب قبل نفاد المخزون.',
      ],
      links: [
        {
          to: '/market-intelligence',
          label: 'معلومات السوق',
        },
        {
          to: '/inventory-forecasting',
          label: 'توقّع المخزون',
        },
      ],
    },
    {
      id: 'trust',
      heading: 'الثقة والجودة',
      paragraphs: [
        'تحصل الشركة الموثّقة على شارة «موثّق» في متجرها ومنتجاتها. ويُظهر الفحص المستقل للمشترين أن البضاعة مطابقة للطلب.',
      ],
      links: [
        {
          to: '/advanced-verification',
          label: 'توثيق الشركة',
        },
        {
          to: '/quality-control',
          label: 'مراقبة الجودة',
        },
      ],
    },
    {
      id: 'services',
      heading: 'التمويل والشحن',
      paragraphs: ['اطلب من شركائنا رأس مال عاملًا أو عروض أسعار للشحن من الحساب نفسه.'],
      links: [
        {
          to: '/trade-finance',
          label: 'تمويل التجارة',
        },
        {
          to: '/logistics',
          label: 'الخدمات اللوجستية والشحن',
        },
      ],
    },
  ],
  actions: [
    {
      to: '/seller/portal',
      label: 'بوابة البائع',
      primary: true,
    },
    {
      to: '/ai-onboarding',
      label: 'ابدأ خطوة بخطوة',
    },
  ],
};

export default doc;
