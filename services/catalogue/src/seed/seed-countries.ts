/**
 * Where demo suppliers trade from. One line per country, fields split by " | ":
 * ISO code | name | quoting currency | weight (suppliers per ~200) | national standards mark or "-" |
 * cities | languages spoken (ISO 639-1) | legal forms | name stems.
 * The currency is one the FX table knows: CFA-franc countries quote in EUR (the franc is pegged to
 * it), dollarised and small-currency economies in USD. A table of strings keeps 34 countries
 * readable on one screen instead of 400 lines of object literals.
 */
const TABLE = [
  'NG | Nigeria | NGN | 18 | SONCAP | Lagos,Kano,Abuja,Ibadan,Aba,Port Harcourt,Onitsha | en,ha,yo,ig | Ltd,Nigeria Ltd,Enterprises,PLC | Eko,Adebayo,Chukwu,Lekki,Oduduwa,Arewa,Niger Delta,Okafor,Zuma Rock,Sahel Star,Ikeja',
  'GH | Ghana | GHS | 16 | GSA | Accra,Kumasi,Tema,Takoradi,Tamale,Cape Coast | en,tw | Ltd,Company Ltd,Enterprise | Asante,Sankofa,Adinkra,Volta,Kwahu,Nkabom,Golden Coast,Akwaaba,Bonwire,Ebenezer',
  'KE | Kenya | KES | 16 | KEBS | Nairobi,Mombasa,Kisumu,Nakuru,Eldoret,Thika | en,sw | Ltd,Kenya Ltd,Enterprises Ltd | Savannah,Kilima,Rift Valley,Mara,Tsavo,Jambo,Nyota,Amani,Kahawa,Simba',
  'ZA | South Africa | ZAR | 14 | SABS | Johannesburg,Cape Town,Durban,Pretoria,Gqeberha,Polokwane | en,af,zu | (Pty) Ltd,Holdings (Pty) Ltd | Ubuntu,Highveld,Karoo,Protea,Drakensberg,Table Bay,Limpopo,Impala,Mzansi,Boland',
  'EG | Egypt | EGP | 12 | EOS | Cairo,Alexandria,Giza,Port Said,10th of Ramadan City,Mansoura | ar,en | S.A.E.,LLC,Co. | Nile,Delta,Al Nour,Pharaoh,El Masry,Misr,Sinai,Al Ahram,Lotus',
  'MA | Morocco | MAD | 9 | - | Casablanca,Tangier,Marrakesh,Fès,Agadir,Meknès | ar,fr | SARL,SA | Atlas,Maghreb,Al Maghrib,Souss,Argana,Chefchaouen,Rif,Zagora',
  'TN | Tunisia | TND | 7 | - | Tunis,Sfax,Sousse,Monastir,Bizerte | ar,fr | SARL,SA | Carthage,Medina,Jasmin,Djerba,Kairouan,Cap Bon,Hannibal',
  'ET | Ethiopia | ETB | 10 | ESA | Addis Ababa,Hawassa,Bahir Dar,Modjo,Dire Dawa,Adama | am,en | PLC,Share Co. | Abyssinia,Sheba,Lalibela,Tana,Selam,Addis,Yirgacheffe,Sidama,Entoto',
  'UG | Uganda | UGX | 7 | UNBS | Kampala,Jinja,Mbale,Mbarara,Gulu | en,sw,lg | Ltd,Uganda Ltd | Pearl,Rwenzori,Kabale,Nile Source,Elgon,Buganda,Kagera',
  'TZ | Tanzania | TZS | 9 | TBS | Dar es Salaam,Arusha,Mwanza,Mtwara,Zanzibar,Dodoma | sw,en | Ltd,Company Ltd | Kilimanjaro,Serengeti,Zanzibar,Tanga,Pwani,Mtwara,Uhuru,Bahari',
  "CI | Côte d'Ivoire | EUR | 10 | - | Abidjan,San-Pédro,Yamoussoukro,Bouaké,Daloa | fr | SARL,SA | Éburnie,Lagunes,Sassandra,Baoulé,Akwaba,Comoé,Bandama",
  'SN | Senegal | EUR | 6 | - | Dakar,Thiès,Saint-Louis,Kaolack,Ziguinchor | fr,wo | SARL,SA,SUARL | Téranga,Cap-Vert,Casamance,Sine Saloum,Baobab,Gorée',
  'BF | Burkina Faso | EUR | 6 | - | Ouagadougou,Bobo-Dioulasso,Koudougou,Banfora | fr | SARL,Coopérative | Faso,Karité du Faso,Mossi,Sahel,Nazinon,Wend Panga',
  'ML | Mali | EUR | 4 | - | Bamako,Sikasso,Ségou,Mopti | fr,bm | SARL,SA | Djoliba,Mandé,Tombouctou,Bambara,Niger Bend',
  'BJ | Benin | EUR | 4 | - | Cotonou,Porto-Novo,Parakou,Abomey | fr,yo | SARL,SA | Dahomey,Ouidah,Ganvié,Borgou,Zou',
  'TG | Togo | EUR | 3 | - | Lomé,Kara,Sokodé,Kpalimé | fr,ee | SARL,SA | Kpalimé,Mono,Togolaise,Golfe,Plateaux',
  'CM | Cameroon | EUR | 6 | - | Douala,Yaoundé,Bafoussam,Garoua,Limbe | fr,en | SARL,SA | Wouri,Sanaga,Mont Cameroun,Bamiléké,Adamaoua,Kribi',
  'RW | Rwanda | USD | 5 | RSB | Kigali,Musanze,Huye,Rubavu | rw,en,fr | Ltd | Ingabo,Imena,Virunga,Akagera,Isango,Umurage',
  'ZM | Zambia | USD | 4 | - | Lusaka,Ndola,Kitwe,Livingstone | en,ny | Ltd | Copperbelt,Zambezi,Kafue,Luangwa,Mosi-oa-Tunya',
  'ZW | Zimbabwe | USD | 4 | - | Harare,Bulawayo,Mutare,Gweru | en,sn | (Pvt) Ltd | Great Zimbabwe,Matopos,Nyanga,Chimanimani,Msasa',
  'MW | Malawi | USD | 3 | - | Lilongwe,Blantyre,Mzuzu | en,ny | Ltd | Warm Heart,Shire,Mulanje,Nyika,Chambo',
  'MZ | Mozambique | USD | 4 | - | Maputo,Beira,Nampula,Nacala | pt | Lda,SA | Índico,Zambeze,Limpopo,Niassa,Ilha',
  'AO | Angola | USD | 3 | - | Luanda,Benguela,Lobito,Huambo | pt | Lda,SA | Kwanza,Palanca,Cuanza Sul,Mussulo,Tundavala',
  'NA | Namibia | ZAR | 3 | - | Windhoek,Walvis Bay,Swakopmund | en,af | (Pty) Ltd | Namib,Etosha,Kalahari,Skeleton Coast,Welwitschia',
  'BW | Botswana | USD | 2 | - | Gaborone,Francistown,Maun | en,tn | (Pty) Ltd | Okavango,Kgalagadi,Chobe,Pula,Tswana',
  'MU | Mauritius | USD | 3 | - | Port Louis,Curepipe,Quatre Bornes | en,fr | Ltd | Dodo,Le Morne,Chamarel,Île Maurice,Grand Baie',
  'MG | Madagascar | EUR | 4 | - | Antananarivo,Toamasina,Sambava,Mahajanga | mg,fr | SARL,SA | Sava,Baobab Alley,Vanille de Sava,Ravinala,Nosy Be',
  'DZ | Algeria | EUR | 4 | - | Algiers,Oran,Constantine,Sétif | ar,fr | SARL,SPA,EURL | El Djazair,Kabylie,Tassili,Hoggar,Mitidja',
  'CD | DR Congo | USD | 4 | - | Kinshasa,Lubumbashi,Goma,Matadi | fr,ln,sw | SARL,SA | Congo River,Katanga,Kivu,Ituri,Mayombe',
  'GA | Gabon | EUR | 2 | - | Libreville,Port-Gentil,Franceville | fr | SARL,SA | Ogooué,Estuaire,Okoumé,Lopé',
  'SL | Sierra Leone | USD | 2 | - | Freetown,Bo,Kenema | en | Ltd | Lion Mountain,Kailahun,Tokeh,Salone',
  'LR | Liberia | USD | 2 | - | Monrovia,Buchanan,Gbarnga | en | Inc.,Ltd | Lone Star,Mesurado,Nimba,Cape Mount',
  'GN | Guinea | USD | 2 | - | Conakry,Kankan,Labé | fr | SARL,SA | Fouta Djallon,Kaloum,Simandou,Niger Source',
  'SD | Sudan | USD | 2 | - | Khartoum,Port Sudan,El Obeid | ar,en | Co. Ltd | Kordofan,Blue Nile,Al Gezira,Meroe',
];

export interface SeedCountry {
  code: string;
  name: string;
  currency: string;
  weight: number;
  /** The national standards mark local buyers ask for, when there is a common one. */
  standard?: string;
  cities: string[];
  languages: string[];
  legal: string[];
  stems: string[];
}

const list = (s: string): string[] => s.split(',').map((x) => x.trim());

export const SEED_COUNTRIES: SeedCountry[] = TABLE.map((line) => {
  const [code, name, currency, weight, standard, cities, languages, legal, stems] = line.split(' | ');
  if (!stems) throw new Error(`malformed seed country: ${line}`);
  return {
    code: code!,
    name: name!,
    currency: currency!,
    weight: Number(weight),
    standard: standard === '-' ? undefined : standard,
    cities: list(cities!),
    languages: list(languages!),
    legal: list(legal!),
    stems: list(stems),
  };
});

export const countryByCode = new Map(SEED_COUNTRIES.map((c) => [c.code, c]));
