import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'مركز المشترين',
  description:
    'كل ما يحتاج إليه المشتري على سوكوني: العثور على المنتجات والمورّدين، وطلب العروض، والدفع عبر الضمان، والشحن والفحص وتمويل المشتريات.',
  lead: 'من أول بحث حتى وصول البضاعة إلى مستودعك: أدوات الشراء على سوكوني وخدماته.',
  sections: [
    {
      id: 'find',
      heading: 'اعثر على المنتجات والمورّدين',
      paragraphs: [
        'ابحث في الكتالوج، وتصفّح الفئات، وقارن بين المورّدين وتوثيقهم، أو اختر منتجات جاهزة للشحن.',
      ],
      links: [
        {
          to: '/products',
          label: 'تصفّح المنتجات',
          primary: true,
        },
        {
          to: '/suppliers/directory',
          label: 'دليل المورّدين',
        },
        {
          to: '/ready-to-ship',
          label: 'جاهز للشحن',
        },
        {
          to: '/categories',
          label: 'الفئات',
        },
      ],
    },
    {
      id: 'quote',
      heading: 'اطلب عروض الأسعار',
      paragraphs: [
        'صِف ما تحتاج إليه مرة واحدة، بالكمية والمواصفات وبلد التسليم، وتلقَّ العروض من المورّدين القادرين على التوريد.',
      ],
      links: [
        {
          to: '/rfq/new',
          label: 'انشر طلب عرض سعر',
        },
      ],
    },
    {
      id: 'pay',
      heading: 'ادفع بأمان',
      paragraphs: [
        'يُحفظ مبلغك في الضمان ولا يُحوَّل إلى المورّد إلا بعد أن تؤكّد استلام البضاعة. وإن وُجدت مشكلة فافتح نزاعًا من صفحة الطلب.',
      ],
      links: [
        {
          to: '/how-it-works#escrow',
          label: 'كيف يعمل الضمان',
        },
        {
          to: '/orders',
          label: 'طلباتي',
        },
      ],
    },
    {
      id: 'deliver',
      heading: 'الشحن والفحص',
      paragraphs: ['احصل على عروض شحن من وكلاء يعرفون المسار، وعلى فحص مستقل قبل أن تغادر البضاعة المورّد.'],
      links: [
        {
          to: '/logistics',
          label: 'الخدمات اللوجستية والشحن',
        },
        {
          to: '/quality-control',
          label: 'مراقبة الجودة',
        },
      ],
    },
    {
      id: 'finance',
      heading: 'موّل مشترياتك',
      paragraphs: ['يمكن للشركاء تمويل أمر شراء أو رأس مالك العامل، مع مراعاة سجلّ طلباتك.'],
      links: [
        {
          to: '/trade-finance',
          label: 'تمويل التجارة',
        },
      ],
    },
  ],
  actions: [
    {
      to: '/buyer/portal',
      label: 'بوابة المشتري',
      primary: true,
    },
    {
      to: '/buyer-onboarding',
      label: 'دليل المشتري',
    },
  ],
};

export default doc;
