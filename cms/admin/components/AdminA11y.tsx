'use client'

import React, { useEffect } from 'react'

type Lang = 'en' | 'de'

/** Names for Payload's own controls that it renders without one, in the admin's language. */
const NAMES = {
  previousPage: { en: 'Previous page', de: 'Vorherige Seite' },
  nextPage: { en: 'Next page', de: 'Nächste Seite' },
  selectRow: { en: 'Select {{title}}', de: '{{title}} auswählen' },
  selectRowPlain: { en: 'Select this row', de: 'Diese Zeile auswählen' },
  selectAll: { en: 'Select all rows on this page', de: 'Alle Zeilen dieser Seite auswählen' },
} satisfies Record<string, Record<Lang, string>>

const text = (lang: Lang, key: keyof typeof NAMES, title = '') => NAMES[key][lang].replace('{{title}}', title)

/** Gives a control a name when it has none (never overrides a name Payload or we set). */
const name = (element: Element | null, label: string) => {
  if (!element || element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby')) return
  element.setAttribute('aria-label', label)
}

/**
 * Names for the controls of Payload's own list and edit views that Payload renders without an
 * accessible name (WCAG 4.1.2, axe `button-name` / `label`): the pagination arrows and the row and
 * select-all checkboxes, in the admin's language (the <html lang> Payload sets); the document tabs'
 * <ul> of links is marked as no list. Sizes and colours
 * are fixed in admin.scss; this only adds names where there are none, as the DOM changes.
 */
const nameControls = (root: ParentNode, lang: Lang) => {
  for (const arrow of root.querySelectorAll('button.clickable-arrow')) {
    name(arrow, text(lang, arrow.classList.contains('clickable-arrow--left') ? 'previousPage' : 'nextPage'))
  }
  // The document's tabs (Edit, API, Versions): a <ul> whose children are links, not <li> (axe `list`); a plain group of links.
  for (const list of root.querySelectorAll('ul.doc-tabs__tabs')) if (!list.hasAttribute('role')) list.setAttribute('role', 'none')
  for (const input of root.querySelectorAll('.select-all input[type="checkbox"], .table thead input[type="checkbox"]')) name(input, text(lang, 'selectAll'))
  for (const input of root.querySelectorAll('.select-row input[type="checkbox"], .table tbody input[type="checkbox"]')) {
    const row = input.closest('tr')
    const title = row?.querySelector('td:not(:first-child) a, td:nth-child(2)')?.textContent?.trim() ?? ''
    name(input, title ? text(lang, 'selectRow', title.slice(0, 80)) : text(lang, 'selectRowPlain'))
  }
}

/** A provider around the whole admin (admin.components.providers): watches the page and names what Payload leaves unnamed. */
export function AdminA11y({ children }: { children?: React.ReactNode }) {
  useEffect(() => {
    const lang: Lang = document.documentElement.lang.startsWith('de') ? 'de' : 'en'
    let frame = 0
    const run = () => {
      frame = 0
      nameControls(document, lang)
    }
    run()
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(run)
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      if (frame) cancelAnimationFrame(frame)
    }
  }, [])
  return <>{children}</>
}
