import { Migration } from '@mikro-orm/migrations';
import { categoryIdForPath } from '../categories/category-id.js';

/** slug, then the name in en, fr, ar, sw. */
type Row = readonly [slug: string, en: string, fr: string, ar: string, sw: string];

/**
 * The category tree is reference data, not demo data: every database (production included) needs
 * it, so it is a migration rather than part of `npm run seed`. The seven top levels are the spec's;
 * the subcategories follow what African B2B trade actually lists. Admins change the tree afterwards
 * through the API; this migration never runs again, so their edits are never overwritten.
 */
// One row per category reads better than what the formatter would make of this table.
// prettier-ignore
const TREE: readonly (readonly [Row, readonly Row[]])[] = [
  [
    ['agriculture', 'Agriculture', 'Agriculture', 'الزراعة', 'Kilimo'],
    [
      ['cocoa-coffee', 'Cocoa & Coffee', 'Cacao et café', 'الكاكاو والقهوة', 'Kakao na Kahawa'],
      ['nuts-seeds', 'Nuts & Seeds', 'Noix et graines', 'المكسرات والبذور', 'Karanga na Mbegu'],
      ['grains-cereals', 'Grains & Cereals', 'Céréales et grains', 'الحبوب', 'Nafaka'],
      ['spices-herbs', 'Spices & Herbs', 'Épices et herbes aromatiques', 'التوابل والأعشاب', 'Viungo na Mitishamba'],
      ['fresh-produce', 'Fresh Fruit & Vegetables', 'Fruits et légumes frais', 'الفواكه والخضروات الطازجة', 'Matunda na Mboga Mbichi'],
      ['livestock-feed', 'Livestock & Animal Feed', 'Bétail et aliments pour animaux', 'الماشية والأعلاف', 'Mifugo na Chakula cha Mifugo'],
      ['fertilizers-agrochemicals', 'Fertilizers & Crop Protection', 'Engrais et protection des cultures', 'الأسمدة ووقاية المحاصيل', 'Mbolea na Kinga ya Mazao'],
    ],
  ],
  [
    ['textiles', 'Textiles & Apparel', 'Textiles et habillement', 'المنسوجات والملابس', 'Nguo na Mavazi'],
    [
      ['african-print-fabrics', 'African Print Fabrics', 'Tissus imprimés africains', 'الأقمشة الأفريقية المطبوعة', 'Vitambaa vya Kitenge'],
      ['textile-products', 'Textile Products', 'Produits textiles', 'منتجات النسيج', 'Bidhaa za Nguo'],
      ['garments', 'Garments', 'Vêtements', 'الملابس الجاهزة', 'Mavazi Tayari'],
      ['traditional-wear', 'Traditional Wear', 'Tenues traditionnelles', 'الأزياء التقليدية', 'Mavazi ya Kitamaduni'],
      ['leather-goods', 'Leather Goods', 'Maroquinerie et articles en cuir', 'المنتجات الجلدية', 'Bidhaa za Ngozi'],
      ['yarn-fibres', 'Yarn & Fibres', 'Fils et fibres', 'الغزول والألياف', 'Uzi na Nyuzi'],
    ],
  ],
  [
    ['electronics', 'Electronics', 'Électronique', 'الإلكترونيات', 'Vifaa vya Elektroniki'],
    [
      ['mobile-phones', 'Mobile Phones & Accessories', 'Téléphones mobiles et accessoires', 'الهواتف المحمولة وملحقاتها', 'Simu za Mkononi na Vifaa Vyake'],
      ['solar-energy', 'Solar Panels & Energy', 'Panneaux solaires et énergie', 'الألواح الشمسية والطاقة', 'Paneli za Jua na Nishati'],
      ['computers', 'Computers & Laptops', 'Ordinateurs et portables', 'الحواسيب والحواسيب المحمولة', 'Kompyuta na Kompyuta Mpakato'],
      ['consumer-electronics', 'TV & Home Electronics', 'Télévision et électronique domestique', 'التلفزيونات والإلكترونيات المنزلية', 'Televisheni na Vifaa vya Nyumbani'],
      ['batteries-power', 'Batteries & Power Banks', 'Batteries et batteries externes', 'البطاريات وبنوك الطاقة', 'Betri na Benki za Umeme'],
      ['electronic-components', 'Electronic Components', 'Composants électroniques', 'المكونات الإلكترونية', 'Vipuri vya Elektroniki'],
    ],
  ],
  [
    ['machinery', 'Machinery', 'Machines', 'الآلات', 'Mitambo'],
    [
      ['agricultural-machinery', 'Agricultural Machinery', 'Machines agricoles', 'الآلات الزراعية', 'Mitambo ya Kilimo'],
      ['food-processing-machinery', 'Food Processing Machinery', 'Machines agroalimentaires', 'آلات تصنيع الأغذية', 'Mitambo ya Kusindika Vyakula'],
      ['construction-machinery', 'Construction Machinery', 'Engins de chantier', 'آلات البناء', 'Mitambo ya Ujenzi'],
      ['packaging-machinery', 'Packaging Machinery', "Machines d'emballage", 'آلات التعبئة والتغليف', 'Mitambo ya Kufungasha'],
      ['generators', 'Generators & Power Equipment', 'Groupes électrogènes et équipements électriques', 'المولدات ومعدات الطاقة', 'Jenereta na Vifaa vya Nishati'],
      ['pumps-irrigation', 'Pumps & Irrigation', 'Pompes et irrigation', 'المضخات ومعدات الري', 'Pampu na Umwagiliaji'],
    ],
  ],
  [
    ['food-beverage', 'Food & Beverage', 'Alimentation et boissons', 'الأغذية والمشروبات', 'Vyakula na Vinywaji'],
    [
      ['processed-foods', 'Processed & Packaged Foods', 'Aliments transformés et emballés', 'الأغذية المصنعة والمعبأة', 'Vyakula Vilivyosindikwa'],
      ['beverages', 'Beverages', 'Boissons', 'المشروبات', 'Vinywaji'],
      ['edible-oils', 'Edible Oils', 'Huiles alimentaires', 'زيوت الطعام', 'Mafuta ya Kupikia'],
      ['tea-infusions', 'Tea & Infusions', 'Thé et infusions', 'الشاي والمنقوعات العشبية', 'Chai na Vinywaji vya Mitishamba'],
      ['fish-seafood', 'Fish & Seafood', 'Poissons et fruits de mer', 'الأسماك والمأكولات البحرية', 'Samaki na Vyakula vya Baharini'],
      ['honey-sweeteners', 'Honey & Sweeteners', 'Miel et édulcorants', 'العسل والمحليات', 'Asali na Vitamu'],
      ['dairy', 'Dairy Products', 'Produits laitiers', 'منتجات الألبان', 'Bidhaa za Maziwa'],
    ],
  ],
  [
    ['beauty-personal-care', 'Beauty & Personal Care', 'Beauté et soins personnels', 'التجميل والعناية الشخصية', 'Urembo na Utunzaji Binafsi'],
    [
      ['shea-butter', 'Shea Butter & Natural Butters', 'Beurre de karité et beurres naturels', 'زبدة الشيا والزبدات الطبيعية', 'Siagi ya Shea na Siagi Asilia'],
      ['natural-oils', 'Natural Oils', 'Huiles naturelles', 'الزيوت الطبيعية', 'Mafuta Asilia'],
      ['soaps', 'Soaps & African Black Soap', 'Savons et savon noir africain', 'الصابون والصابون الأفريقي الأسود', 'Sabuni na Sabuni Nyeusi ya Kiafrika'],
      ['hair-care', 'Hair Care & Wigs', 'Soins capillaires et perruques', 'العناية بالشعر والشعر المستعار', 'Utunzaji wa Nywele na Mawigi'],
      ['skin-care', 'Skin Care', 'Soins de la peau', 'العناية بالبشرة', 'Utunzaji wa Ngozi'],
      ['fragrances', 'Fragrances & Incense', 'Parfums et encens', 'العطور والبخور', 'Manukato na Ubani'],
    ],
  ],
  [
    ['construction', 'Construction', 'Construction', 'البناء', 'Ujenzi'],
    [
      ['building-materials', 'Building Materials', 'Matériaux de construction', 'مواد البناء', 'Vifaa vya Ujenzi'],
      ['cement-concrete', 'Cement & Concrete', 'Ciment et béton', 'الإسمنت والخرسانة', 'Saruji na Zege'],
      ['roofing', 'Roofing', 'Toiture', 'مواد التسقيف', 'Vifaa vya Kuezekea'],
      ['plumbing', 'Plumbing & Sanitary Ware', 'Plomberie et sanitaires', 'السباكة والأدوات الصحية', 'Mabomba na Vifaa vya Usafi'],
      ['electrical-supplies', 'Electrical Supplies', 'Fournitures électriques', 'اللوازم الكهربائية', 'Vifaa vya Umeme'],
      ['steel-metals', 'Steel & Metal Products', 'Acier et produits métalliques', 'الصلب والمنتجات المعدنية', 'Chuma na Bidhaa za Chuma'],
      ['tiles-flooring', 'Tiles & Flooring', 'Carrelage et revêtements de sol', 'البلاط والأرضيات', 'Vigae na Sakafu'],
    ],
  ],
];

const literal = (s: string): string => `'${s.replace(/'/g, "''")}'`;

export class Migration20261122001100CategoryTree extends Migration {
  override name = 'Migration20261122001100CategoryTree';

  override up(): void {
    const values: string[] = [];
    const row = (r: Row, position: number, parent?: Row) => {
      const [slug, en, fr, ar, sw] = r;
      const path = parent ? `${parent[0]}/${slug}` : slug;
      const parentId = parent ? literal(categoryIdForPath(parent[0])) : 'null';
      const names = literal(JSON.stringify({ en, fr, ar, sw }));
      values.push(
        `(${literal(categoryIdForPath(path))}, ${parentId}, ${literal(slug)}, ${literal(path)}, ${parent ? 1 : 0}, ${names}::jsonb, ${position})`,
      );
    };
    TREE.forEach(([top, subs], i) => {
      row(top, i);
      subs.forEach((sub, j) => row(sub, j, top));
    });
    // Parents come before their children in VALUES, which the foreign key needs within one statement.
    this.addSql(`insert into catalogue.categories (id, parent_id, slug, path, depth, names, position)
      values ${values.join(',\n')}
      on conflict (id) do nothing`);
  }
}
