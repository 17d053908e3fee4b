import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Assistance internationale',
  description:
    'Commercer par-delà les frontières africaines sur Sokoni : langues, devises, fuseaux horaires, Incoterms, documents douaniers et règles d’origine de la ZLECAf.',
  lead: 'Sokoni est conçu pour le commerce entre pays. Voici comment il gère les langues, l’argent et l’heure, et ce qu’il faut savoir pour expédier des marchandises par-delà une frontière.',
  sections: [
    {
      id: 'languages',
      heading: 'Langues',
      paragraphs: [
        'L’anglais, le français, l’arabe et le swahili sont entièrement traduits, et l’arabe s’affiche de droite à gauche. Le portugais, le haoussa, le yoruba, l’igbo, l’amharique et le zoulou peuvent être choisis dans le menu des langues pendant que leur traduction avance ; les textes pas encore traduits s’affichent en anglais.',
        'Les messages entre acheteurs et vendeurs ne sont pas traduits automatiquement. Écrivez dans une langue commune, et gardez les conditions importantes (quantités, prix, dates) dans la commande elle-même, que chacun voit dans sa propre langue.',
      ],
    },
    {
      id: 'currencies',
      heading: 'Devises',
      paragraphs: [
        'Choisissez la devise d’affichage des prix dans le menu des devises. Les prix convertis sont indicatifs et utilisent des taux de référence mis à jour régulièrement ; la devise et le montant réellement payés sont fixés au moment de la commande et affichés avant le paiement. Quatorze devises sont disponibles :',
      ],
      list: [
        'Afrique de l’Ouest : naira nigérian (NGN), cedi ghanéen (GHS)',
        'Afrique de l’Est : shilling kényan (KES), shilling ougandais (UGX), shilling tanzanien (TZS), birr éthiopien (ETB)',
        'Afrique du Nord : livre égyptienne (EGP), dirham marocain (MAD), dinar tunisien (TND)',
        'Afrique australe : rand sud-africain (ZAR)',
        'International : dollar américain (USD), euro (EUR), livre sterling (GBP), yuan chinois (CNY)',
      ],
    },
    {
      id: 'time-zones',
      heading: 'Fuseaux horaires',
      paragraphs: [
        'L’Afrique s’étend sur six fuseaux horaires, de UTC−1 au Cabo Verde à UTC+4 à Maurice et aux Seychelles, et l’essentiel des affaires se fait entre GMT et l’heure d’Afrique de l’Est (UTC+3). Sokoni affiche les dates et échéances, comme la fin d’une période de contrôle, dans le fuseau horaire de votre appareil : les deux parties voient le même instant, chacune à son heure locale. Lorsque vous convenez d’une date de livraison par message, précisez le fuseau horaire.',
      ],
    },
    {
      id: 'incoterms',
      heading: 'Qui fait quoi : les Incoterms',
      paragraphs: [
        'Un Incoterm indique où s’arrête la responsabilité du vendeur et qui paie le transport, l’assurance et les droits. Indiquez-en un dans chaque commande transfrontalière. Les plus courants sont :',
      ],
      list: [
        'EXW (à l’usine) : l’acheteur enlève la marchandise chez le vendeur et s’occupe de tout le reste, y compris le dédouanement à l’export.',
        'FCA (franco transporteur) : le vendeur dédouane la marchandise à l’export et la remet au transporteur de l’acheteur.',
        'FOB (franco à bord) : pour le fret maritime, le vendeur charge la marchandise sur le navire au port d’embarquement.',
        'CIF (coût, assurance et fret) : le vendeur paie le fret maritime et une assurance de base jusqu’au port de destination ; le risque est transféré dès le chargement à bord.',
        'DAP (rendu au lieu de destination) : le vendeur livre au lieu convenu ; l’acheteur dédouane à l’import et paie les droits.',
        'DDP (rendu droits acquittés) : le vendeur livre droits payés, ce qui n’est possible que s’il peut dédouaner dans le pays de l’acheteur.',
      ],
    },
    {
      id: 'documents',
      heading: 'Les documents d’une expédition transfrontalière',
      paragraphs: [
        'Préparez-les avant le départ de la marchandise et joignez-en une copie à la commande sur Sokoni :',
      ],
      list: [
        'Facture commerciale, indiquant le code douanier SH de chaque produit.',
        'Liste de colisage.',
        'Certificat d’origine : un certificat ZLECAf pour bénéficier des préférences de la ZLECAf, ou celui de votre communauté régionale (CEDEAO, EAC, SADC, COMESA).',
        'Certificat sanitaire ou phytosanitaire pour les denrées alimentaires, les végétaux et les produits animaux.',
        'Document de transport : connaissement, lettre de transport aérien ou lettre de voiture routière.',
        'Licence ou autorisation d’importation, lorsque le pays de l’acheteur l’exige.',
      ],
    },
    {
      id: 'afcfta',
      heading: 'Les préférences tarifaires de la ZLECAf',
      paragraphs: [
        'Les marchandises qui respectent les règles d’origine de la ZLECAf peuvent entrer dans les autres pays membres à droits réduits ou nuls, à mesure que chaque pays supprime ses droits selon son calendrier. Pour en bénéficier, le produit doit être entièrement obtenu ou suffisamment transformé dans un pays membre, et l’exportateur doit disposer d’un certificat d’origine, en général délivré par la douane ou une chambre de commerce. Demandez-leur lesquels de vos produits y ont droit ; le Secrétariat de la ZLECAf, à Accra, publie les calendriers et les règles.',
      ],
    },
    {
      id: 'help',
      heading: 'Aide pour une expédition',
      paragraphs: [
        'Vous pouvez expédier avec votre propre transitaire, celui du vendeur, ou les partenaires logistiques présentés sur notre page logistique. Pour toute question sur une expédition précise, écrivez sur la page de la commande pour que l’autre partie la voie aussi, ou contactez notre équipe.',
      ],
      links: [
        { to: '/logistics', label: 'Logistique et transport' },
        { to: '/contact?topic=support', label: 'Contacter notre équipe', primary: true },
      ],
    },
  ],
  faq: [
    {
      question: 'Qui paie les droits et taxes à l’importation ?',
      answer:
        'L’acheteur, sauf si la commande est conclue en DDP. Vérifiez les droits probables auprès de votre douane ou de votre transitaire avant de commander ; les certificats d’origine ZLECAf et régionaux peuvent les réduire.',
    },
    {
      question: 'Puis-je payer dans ma propre monnaie ?',
      answer:
        'Cela dépend des moyens de paiement disponibles dans votre pays et de la devise de la commande. La page de paiement affiche les moyens et le montant exact avant que vous ne payiez.',
    },
    {
      question: 'Ma marchandise est retenue en douane. Qu’advient-il de la période de contrôle ?',
      answer:
        'Demandez au vendeur de la prolonger sur la page de la commande avant son terme. Si vous ne parvenez pas à vous entendre et que la période touche à sa fin, ouvrez un litige : le paiement reste sous séquestre le temps de régler la situation.',
    },
  ],
};

export default doc;
