/**
 * The demo seller account. Identity creates the user with exactly this id (services/identity/src/
 * demo/demo-accounts.ts holds the same constants): services never import each other, and a fixed
 * id lets the catalogue seed give the account its storefront and products whichever service starts
 * first. Change both copies together.
 */
export const DEMO_SELLER = {
  id: '01960000-0000-7000-8000-000000005e11',
  businessName: 'Mensah Agro Exports Ltd',
  fullName: 'Ama Mensah',
  country: 'GH',
  city: 'Kumasi',
} as const;

/** How many of the demo catalogue's products belong to the demo seller. */
export const DEMO_SELLER_PRODUCTS = 20;

/** What the demo seller trades: title keywords of the families it lists. */
export const DEMO_SELLER_LINES = [
  'Cocoa Beans',
  'Cocoa Butter',
  'Shea Butter, Bulk',
  'Raw Cashew Nuts',
  'Kente Cloth',
  'Wax Print',
];
