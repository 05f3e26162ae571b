import { describe, expect, it } from 'vitest'

import { ADMIN_MENU, ADMIN_MENU_LINKS, menuFor } from '../../cms/admin/menu'
import { ADMIN_TEXTS } from '../../cms/admin/i18n/texts'
import { ADMIN_SECTIONS } from '../../cms/admin/screens'

const user = (roles: string[]) => ({ collection: 'users', roles })
/** The menu as "Group: link, link" lines (the label keys), and the current link's path. */
const outline = (roles: string[], current = '') =>
  menuFor(user(roles), current).map((group) => `${group.label ?? '-'}: ${group.links.map((item) => item.link.label).join(', ')}`)
const currentOf = (roles: string[], path: string) =>
  menuFor(user(roles), path)
    .flatMap((group) => group.links)
    .filter((item) => item.current)
    .map((item) => item.path)

describe('the admin menu (issue #17)', () => {
  it('links every section of the screen registry exactly once, grouped by task', () => {
    const sectionKeys = ADMIN_MENU_LINKS.flatMap((link) => (link.kind === 'section' ? [link.key] : []))
    expect([...sectionKeys].sort()).toEqual(ADMIN_SECTIONS.map((section) => section.key).sort())
    expect(ADMIN_MENU.map((group) => group.label)).toEqual([null, 'menuGroupAuctions', 'menuGroupKyc', 'menuGroupOrders', 'menuGroupContent', 'menuGroupSupport', 'menuGroupSettings'])
  })

  it('shows each role only what the role table lets it open', () => {
    expect(outline(['admin'])).toEqual([
      '-: navOverview',
      'menuGroupAuctions: navAuctions, navAuctionsNew, navListings, navListingsNew, navCommission',
      'menuGroupKyc: navKyc, navKycDecisions, navUsers',
      'menuGroupOrders: navOrders',
      'menuGroupContent: menuPages, menuFaqs, menuMedia',
      'menuGroupSupport: menuSupportMessages, navEmails, navEmailsTest',
      'menuGroupSettings: navSettings, menuAuditLog, menuAccount',
    ])
    expect(outline(['editor'])).toEqual([
      '-: navOverview',
      'menuGroupAuctions: navListings, navListingsNew',
      'menuGroupContent: menuPages, menuFaqs, menuMedia',
      'menuGroupSettings: menuAccount',
    ])
    expect(outline(['kyc-reviewer'])).toEqual(['-: navOverview', 'menuGroupKyc: navKyc, navKycDecisions, navUsers', 'menuGroupSettings: menuAccount'])
    expect(outline([])).toEqual([])
    expect(menuFor(null, '')).toEqual([])
  })

  it('marks the current page, also on a deeper page of a link', () => {
    expect(currentOf(['admin'], '')).toEqual([''])
    expect(currentOf(['admin'], '/auctions/new')).toEqual(['/auctions/new'])
    expect(currentOf(['admin'], '/auctions/12')).toEqual(['/auctions'])
    expect(currentOf(['admin'], '/globals/settings')).toEqual(['/settings'])
    expect(currentOf(['admin'], '/collections/pages/3')).toEqual(['/collections/pages'])
    expect(currentOf(['admin'], '/collections/users/3')).toEqual([])
  })

  it('has every menu text in English and German', () => {
    const keys = new Set(ADMIN_MENU.flatMap((group) => [group.label, ...group.links.map((link) => link.label)]).filter((key) => key !== null))
    for (const key of keys) {
      expect(ADMIN_TEXTS.en[key], key).toBeTruthy()
      expect(ADMIN_TEXTS.de[key], key).toBeTruthy()
    }
  })
})
