/**
 * Texts of the admin shell: the menu's label, its task groups and the links to
 * Payload's own views, and the branding, in English and German.
 */
const en = {
  menuLabel: 'Admin menu',
  menuGroupAuctions: 'Auctions',
  menuGroupKyc: 'KYC',
  menuGroupOrders: 'Orders',
  menuGroupContent: 'Content',
  menuGroupSupport: 'Support',
  menuGroupSettings: 'Settings',
  menuPages: 'Pages',
  menuFaqs: 'FAQ',
  menuMedia: 'Media',
  menuSupportMessages: 'Support messages',
  menuAuditLog: 'Audit log',
  menuAccount: 'Account',
  brandName: 'MachineryMarket',
  brandAdmin: 'MachineryMarket admin',
  brandDescription: 'Staff administration of MachineryMarket, the marketplace for used construction machinery.',
  avatarOf: 'Signed in as {{name}}',
  signinTitle: 'Sign in',
}

export type ShellKey = keyof typeof en

const de: Record<ShellKey, string> = {
  menuLabel: 'Verwaltungsmenü',
  menuGroupAuctions: 'Auktionen',
  menuGroupKyc: 'KYC',
  menuGroupOrders: 'Bestellungen',
  menuGroupContent: 'Inhalte',
  menuGroupSupport: 'Support',
  menuGroupSettings: 'Einstellungen',
  menuPages: 'Seiten',
  menuFaqs: 'FAQ',
  menuMedia: 'Medien',
  menuSupportMessages: 'Support-Nachrichten',
  menuAuditLog: 'Audit-Protokoll',
  menuAccount: 'Konto',
  brandName: 'MachineryMarket',
  brandAdmin: 'MachineryMarket-Verwaltung',
  brandDescription: 'Verwaltung von MachineryMarket, dem Marktplatz für gebrauchte Baumaschinen.',
  avatarOf: 'Angemeldet als {{name}}',
  signinTitle: 'Anmelden',
}

export const shellTranslations = { en, de } as const
