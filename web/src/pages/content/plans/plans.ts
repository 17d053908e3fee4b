import { intlLocale, isLang } from '../../../i18n/languages';

/**
 * The membership plans of spec §9 (Starter free, up to 50 products, 5% fee; Professional $29 a
 * month, unlimited listings, 3%; Enterprise custom price, 2%, contact sales), with their words in
 * en/fr/ar/sw. Plain data and no UI library: the home page's pricing block imports it too.
 */
export type PlanId = 'starter' | 'professional' | 'enterprise';

export interface Plan {
  id: PlanId;
  name: string;
  /** Monthly price in US cents; null when priced per contract (Enterprise). */
  monthlyUsdCents: number | null;
  /** "Free", "$29", "Custom" in the reader's language and digits. */
  priceLabel: string;
  /** "per month" for paid plans. */
  period?: string;
  transactionFeePercent: number;
  description: string;
  features: string[];
  cta: { label: string; to: string };
  popular: boolean;
}

export interface PlanSet {
  plans: Plan[];
  /** Badge of the popular plan. */
  popularLabel: string;
  /** "5% transaction fee" in the reader's language and digits. */
  feeLabel(percent: number): string;
}

interface Words {
  names: Record<PlanId, string>;
  free: string;
  custom: string;
  perMonth: string;
  popular: string;
  fee: string;
  descriptions: Record<PlanId, string>;
  features: Record<PlanId, string[]>;
  ctas: Record<PlanId, string>;
}

const EN: Words = {
  names: { starter: 'Starter', professional: 'Professional', enterprise: 'Enterprise' },
  free: 'Free',
  custom: 'Custom',
  perMonth: 'per month',
  popular: 'Most popular',
  fee: '{pct} transaction fee',
  descriptions: {
    starter: 'For businesses listing their first products and trying cross-border trade.',
    professional: 'For suppliers who sell every week and want room to grow.',
    enterprise: 'For manufacturers, cooperatives and trading houses with large volumes.',
  },
  features: {
    starter: [
      'Up to 50 product listings',
      'Escrow-protected payments on every order',
      'Reply to requests for quotation and buyer inquiries',
      'Messages with buyers and suppliers',
      'Email support',
    ],
    professional: [
      'Unlimited product listings',
      'Everything in Starter',
      'Seller dashboard with sales and inquiry analytics',
      'Bulk product upload',
      'Priority support',
    ],
    enterprise: [
      'Everything in Professional',
      'A named account manager',
      'Contract terms and consolidated invoicing',
      'Introductions to trade finance and logistics partners',
      'Onboarding help for large catalogues',
    ],
  },
  ctas: { starter: 'Start free', professional: 'Choose Professional', enterprise: 'Contact sales' },
};

const FR: Words = {
  names: { starter: 'Starter', professional: 'Professionnel', enterprise: 'Entreprise' },
  free: 'Gratuit',
  custom: 'Sur devis',
  perMonth: 'par mois',
  popular: 'Le plus choisi',
  fee: 'Commission de {pct} par transaction',
  descriptions: {
    starter:
      'Pour les entreprises qui publient leurs premiers produits et découvrent le commerce transfrontalier.',
    professional: 'Pour les fournisseurs qui vendent chaque semaine et veulent se développer.',
    enterprise: 'Pour les industriels, coopératives et maisons de négoce aux volumes importants.',
  },
  features: {
    starter: [
      'Jusqu’à 50 fiches produits',
      'Paiement sous séquestre pour chaque commande',
      'Réponses aux demandes de devis et aux questions des acheteurs',
      'Messagerie avec acheteurs et fournisseurs',
      'Assistance par e-mail',
    ],
    professional: [
      'Fiches produits illimitées',
      'Tout le contenu de l’offre Starter',
      'Tableau de bord vendeur : ventes et demandes',
      'Import de produits en masse',
      'Assistance prioritaire',
    ],
    enterprise: [
      'Tout le contenu de l’offre Professionnel',
      'Un chargé de compte attitré',
      'Conditions contractuelles et facturation consolidée',
      'Mise en relation avec des partenaires de financement et de logistique',
      'Aide à la mise en ligne de grands catalogues',
    ],
  },
  ctas: {
    starter: 'Commencer gratuitement',
    professional: 'Choisir Professionnel',
    enterprise: 'Contacter l’équipe commerciale',
  },
};

const AR: Words = {
  names: { starter: 'الباقة الأساسية', professional: 'الباقة الاحترافية', enterprise: 'باقة المؤسسات' },
  free: 'مجانًا',
  custom: 'سعر حسب الاتفاق',
  perMonth: 'شهريًا',
  popular: 'الأكثر اختيارًا',
  fee: 'عمولة {pct} على كل معاملة',
  descriptions: {
    starter: 'للشركات التي تعرض منتجاتها الأولى وتخوض تجربة التجارة عبر الحدود.',
    professional: 'للموردين الذين يبيعون كل أسبوع ويريدون التوسّع.',
    enterprise: 'للمصنّعين والتعاونيات وبيوت التجارة ذات الأحجام الكبيرة.',
  },
  features: {
    starter: [
      'حتى 50 منتجًا معروضًا',
      'دفع محمي بحساب الضمان في كل طلب',
      'الرد على طلبات عروض الأسعار واستفسارات المشترين',
      'مراسلة المشترين والموردين',
      'دعم عبر البريد الإلكتروني',
    ],
    professional: [
      'عدد غير محدود من المنتجات',
      'كل مزايا الباقة الأساسية',
      'لوحة تحكم البائع مع تحليلات المبيعات والاستفسارات',
      'رفع المنتجات دفعة واحدة',
      'دعم ذو أولوية',
    ],
    enterprise: [
      'كل مزايا الباقة الاحترافية',
      'مدير حساب مخصّص',
      'شروط تعاقدية وفواتير موحّدة',
      'تعريف بشركاء تمويل التجارة والخدمات اللوجستية',
      'مساعدة في إدراج الكتالوجات الكبيرة',
    ],
  },
  ctas: { starter: 'ابدأ مجانًا', professional: 'اختر الباقة الاحترافية', enterprise: 'تواصل مع المبيعات' },
};

const SW: Words = {
  names: { starter: 'Mwanzo', professional: 'Kitaalamu', enterprise: 'Kampuni Kubwa' },
  free: 'Bure',
  custom: 'Kwa makubaliano',
  perMonth: 'kwa mwezi',
  popular: 'Inayopendwa zaidi',
  fee: 'Ada ya {pct} kwa kila muamala',
  descriptions: {
    starter: 'Kwa biashara zinazoorodhesha bidhaa zao za kwanza na kujaribu biashara ya kuvuka mipaka.',
    professional: 'Kwa wasambazaji wanaouza kila wiki na wanaotaka kukua.',
    enterprise: 'Kwa viwanda, vyama vya ushirika na kampuni za biashara zenye mizigo mikubwa.',
  },
  features: {
    starter: [
      'Hadi bidhaa 50 zilizoorodheshwa',
      'Malipo yanayolindwa na escrow kwa kila oda',
      'Kujibu maombi ya bei (RFQ) na maswali ya wanunuzi',
      'Ujumbe na wanunuzi na wasambazaji',
      'Msaada kwa barua pepe',
    ],
    professional: [
      'Bidhaa bila kikomo',
      'Kila kitu kilicho kwenye Mwanzo',
      'Dashibodi ya muuzaji yenye takwimu za mauzo na maswali',
      'Kupakia bidhaa nyingi kwa mara moja',
      'Msaada wa kipaumbele',
    ],
    enterprise: [
      'Kila kitu kilicho kwenye Kitaalamu',
      'Meneja wa akaunti maalum',
      'Masharti ya mkataba na ankara za pamoja',
      'Kuunganishwa na washirika wa ufadhili wa biashara na usafirishaji',
      'Msaada wa kupakia katalogi kubwa',
    ],
  },
  ctas: { starter: 'Anza bure', professional: 'Chagua Kitaalamu', enterprise: 'Wasiliana na mauzo' },
};

const WORDS: Record<string, Words> = { en: EN, fr: FR, ar: AR, sw: SW };

const PRICES: Record<PlanId, { cents: number | null; fee: number; to: string; popular: boolean }> = {
  starter: { cents: 0, fee: 5, to: '/register', popular: false },
  professional: { cents: 2900, fee: 3, to: '/register', popular: true },
  enterprise: { cents: null, fee: 2, to: '/contact', popular: false },
};

/** The three plans in a language (English for languages not translated yet). */
export function plansFor(lang: string): PlanSet {
  const w = WORDS[lang] ?? EN;
  const intl = isLang(lang) ? intlLocale(lang) : 'en-GB';
  const money = new Intl.NumberFormat(intl, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 1 });
  const ids: PlanId[] = ['starter', 'professional', 'enterprise'];
  return {
    popularLabel: w.popular,
    feeLabel: (n) => w.fee.replace('{pct}', percent.format(n / 100)),
    plans: ids.map((id) => {
      const p = PRICES[id];
      return {
        id,
        name: w.names[id],
        monthlyUsdCents: p.cents,
        priceLabel: p.cents === null ? w.custom : p.cents === 0 ? w.free : money.format(p.cents / 100),
        period: p.cents ? w.perMonth : undefined,
        transactionFeePercent: p.fee,
        description: w.descriptions[id],
        features: w.features[id],
        cta: { label: w.ctas[id], to: p.to },
        popular: p.popular,
      };
    }),
  };
}
