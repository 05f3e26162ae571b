import { describe, expect, it } from 'vitest'

import { dashboardLanguage, mainSiteDashboardUrl } from '@core/routing/admin-host'
import { isAdminHost, routeFor } from '../../server/gateway'

describe('one-origin routing', () => {
  it('sends the admin, the CMS API and Next assets to the CMS on localhost', () => {
    expect(routeFor('localhost:3000', '/admin')).toEqual({ target: 'cms', path: '/admin' })
    expect(routeFor('localhost:3000', '/admin/collections/users')).toEqual({ target: 'cms', path: '/admin/collections/users' })
    expect(routeFor('127.0.0.1:3000', '/api/users/me')).toEqual({ target: 'cms', path: '/api/users/me' })
    expect(routeFor('localhost', '/_next/static/chunk.js').target).toBe('cms')
  })

  it('sends everything else to the site', () => {
    expect(routeFor('localhost:3000', '/')).toEqual({ target: 'site', path: '/' })
    expect(routeFor('localhost:3000', '/auctions?q=bagger').target).toBe('site')
    expect(routeFor('localhost:3000', '/administration').target).toBe('site')
    expect(routeFor('localhost:3000', '/apis').target).toBe('site')
  })

  it('serves the admin app on every path of an admin. host', () => {
    expect(isAdminHost('admin.machinerymarket.example')).toBe(true)
    expect(isAdminHost('Admin.Example.com:443')).toBe(true)
    expect(isAdminHost('www.example.com')).toBe(false)
    expect(isAdminHost(undefined)).toBe(false)
    expect(routeFor('admin.example.com', '/')).toEqual({ target: 'cms', path: '/admin' })
    expect(routeFor('admin.example.com', '/kyc')).toEqual({ target: 'cms', path: '/admin/kyc' })
    expect(routeFor('admin.example.com', '/api/users/me')).toEqual({ target: 'cms', path: '/api/users/me' })
    expect(routeFor('admin.example.com', '/admin/settings')).toEqual({ target: 'cms', path: '/admin/settings' })
  })
})

describe('where the admin sends a signed-in non-staff user', () => {
  it('is the main site host without the admin prefix on the admin subdomain', () => {
    expect(mainSiteDashboardUrl('admin.machinerymarket.example', 'https')).toBe('https://machinerymarket.example/dashboard')
    expect(mainSiteDashboardUrl('admin.localhost:3300', 'http')).toBe('http://localhost:3300/dashboard')
  })

  it('is the same origin elsewhere', () => {
    expect(mainSiteDashboardUrl('localhost:3300', 'http')).toBe('/dashboard')
    expect(mainSiteDashboardUrl(undefined, undefined)).toBe('/dashboard')
  })

  it('is in the language of the site\'s choice (lng cookie), else of the account, else English', () => {
    expect(mainSiteDashboardUrl('localhost:3300', 'http', 'de')).toBe('/de/dashboard')
    expect(mainSiteDashboardUrl('admin.machinerymarket.example', 'https', 'de')).toBe('https://machinerymarket.example/de/dashboard')
    expect(dashboardLanguage('lng=de', 'en')).toBe('de')
    expect(dashboardLanguage('payload-token=x; lng=en', 'de')).toBe('en')
    expect(dashboardLanguage('payload-token=x', 'de')).toBe('de')
    expect(dashboardLanguage('xlng=de', undefined)).toBe('en')
    expect(dashboardLanguage('lng=fr', 'fr')).toBe('en')
    expect(dashboardLanguage(undefined, null)).toBe('en')
  })
})
