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
  copy: { en: 'Copy to the clipboard', de: 'In die Zwischenablage kopieren' },
  clear: { en: 'Clear the selection', de: 'Auswahl leeren' },
  clearDate: { en: 'Clear the date', de: 'Datum leeren' },
  showOptions: { en: 'Show the options', de: 'Optionen anzeigen' },
  moreActions: { en: 'More actions', de: 'Weitere Aktionen' },
  remove: { en: 'Remove', de: 'Entfernen' },
  removeFile: { en: 'Remove the file', de: 'Datei entfernen' },
  fieldClipboard: { en: 'Copy or paste this field', de: 'Dieses Feld kopieren oder einfügen' },
  moveRow: { en: 'Move row {{title}}', de: 'Zeile {{title}} verschieben' },
} satisfies Record<string, Record<Lang, string>>

const text = (lang: Lang, key: keyof typeof NAMES, title = '') => NAMES[key][lang].replace('{{title}}', title)

/** Gives a control a name when it has none (never overrides a name Payload or we set). */
const name = (element: Element | null, label: string) => {
  // An empty aria-label (Payload writes aria-label="" on its row checkboxes) is no name.
  if (!element || element.getAttribute('aria-label')?.trim() || element.hasAttribute('aria-labelledby')) return
  element.setAttribute('aria-label', label)
}

/** Whether a button already has a name: a label, a title, or text of its own (an icon's SVG is none). */
const hasName = (element: Element) =>
  Boolean(element.getAttribute('aria-label')?.trim()) || element.hasAttribute('aria-labelledby') || Boolean(element.getAttribute('title')?.trim()) || Boolean(element.textContent?.trim())

/** Whether a form control is labelled: aria, a <label for>, or a wrapping <label>. */
const isLabelled = (control: HTMLElement) =>
  Boolean(control.getAttribute('aria-label')?.trim()) ||
  control.hasAttribute('aria-labelledby') ||
  Boolean(control.closest('label')) ||
  Boolean(control.id && document.querySelector(`label[for="${CSS.escape(control.id)}"]`))

let labelIds = 0
/**
 * A field's own input that Payload leaves without a label: react-select's search input and
 * react-datepicker's input sit inside the field, but the field's <label for> points at the
 * field's wrapper. The input is then labelled by that label (given an id when it has none).
 */
const labelByField = (control: HTMLElement) => {
  if (isLabelled(control)) return
  // The nearest label around it: the field's (inside .field-type) or, for a setting such as the
  // account's language, the label of the few wrappers around the select.
  let label: HTMLElement | null = null
  for (let node = control.parentElement, depth = 0; node && depth < 8 && !label; node = node.parentElement, depth++) {
    const found = node.querySelector<HTMLElement>('.field-label, label')
    if (found && !found.contains(control) && found.textContent?.trim()) label = found
    if (node.classList.contains('field-type')) break
  }
  if (label) {
    if (!label.id) label.id = `mm-field-label-${++labelIds}`
    control.setAttribute('aria-labelledby', label.id)
    return
  }
  // Outside a field (a list's filter row): what the control shows as its placeholder.
  const placeholder = control.getAttribute('placeholder') ?? control.closest('.react-select')?.querySelector('.rs__placeholder')?.textContent
  if (placeholder?.trim()) control.setAttribute('aria-label', placeholder.trim())
}

/**
 * react-select marks its dropdown and clear indicators aria-hidden, yet Payload renders them as a
 * <button> and a role="button" with tabindex 0: a hidden control that takes focus (axe
 * `aria-hidden-focus`). They work from the keyboard, so they are shown to assistive technology
 * with a name instead of being hidden.
 */
const exposeIndicator = (indicator: Element, label: string) => {
  if (indicator.getAttribute('aria-hidden') === 'true') indicator.removeAttribute('aria-hidden')
  name(indicator, label)
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
  for (const input of root.querySelectorAll('.select-row input[type="checkbox"], tbody tr input[type="checkbox"]')) {
    const row = input.closest('tr')
    const title = row?.querySelector('td:not(:first-child) a, td:nth-child(2)')?.textContent?.trim() ?? ''
    name(input, title ? text(lang, 'selectRow', title.slice(0, 80)) : text(lang, 'selectRowPlain'))
  }
  // Icon-only buttons: copy (the API tab, an ID), the date picker's clear, a popup's trigger (the document's "…").
  // (Its "Copy" tooltip is text inside the button but hidden, so it gives no name.)
  for (const button of root.querySelectorAll('button.copy-to-clipboard')) name(button, text(lang, 'copy'))
  for (const button of root.querySelectorAll('button.date-time-picker__clear-button')) if (!hasName(button)) name(button, text(lang, 'clearDate'))
  for (const button of root.querySelectorAll('button.file-details__remove')) if (!hasName(button)) name(button, text(lang, 'removeFile'))
  for (const button of root.querySelectorAll('.clipboard-action__popup .popup-button')) if (!hasName(button)) name(button, text(lang, 'fieldClipboard'))
  for (const button of root.querySelectorAll('.popup-button, .popup__on-hover-watch')) if (!hasName(button)) name(button, text(lang, 'moreActions'))
  for (const button of root.querySelectorAll('.multi-value-remove, .rs__multi-value__remove')) if (!hasName(button)) name(button, text(lang, 'remove'))
  for (const indicator of root.querySelectorAll('.react-select .dropdown-indicator')) exposeIndicator(indicator, text(lang, 'showOptions'))
  for (const indicator of root.querySelectorAll('.react-select .clear-indicator')) exposeIndicator(indicator, text(lang, 'clear'))
  // A value of a sortable multi-select (dnd-kit makes it role="button") holds its own remove
  // button: a button inside a button (axe `nested-interactive`). It is a group, still focusable and
  // sortable from the keyboard, named by its text.
  for (const value of root.querySelectorAll('.rs__multi-value[role="button"]')) value.setAttribute('role', 'group')
  // An array field's drag handle (dnd-kit, role="button", e.g. the settings' increment table): named
  // by the row's number (axe `aria-command-name`).
  for (const handle of root.querySelectorAll('.array-field__row .collapsible__drag[role="button"], .blocks-field__row .collapsible__drag[role="button"]')) {
    const row = handle.closest('[id*="-row-"]')
    const index = Number(/-row-(\d+)$/.exec(row?.id ?? '')?.[1] ?? NaN)
    name(handle, text(lang, 'moveRow', Number.isFinite(index) ? String(index + 1) : ''))
  }
  // Inputs of react-select and of the date picker, labelled by their field.
  for (const input of root.querySelectorAll<HTMLElement>('.react-select input:not([type="hidden"]), .date-time-picker input, .react-datepicker__input-container input')) labelByField(input)
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
      // The indicators at once, in this microtask: react-select sets aria-hidden again on each
      // render, and a frame later is too late for anything that reads the page in between.
      for (const indicator of document.querySelectorAll('.react-select .dropdown-indicator[aria-hidden="true"], .react-select .clear-indicator[aria-hidden="true"]')) {
        indicator.removeAttribute('aria-hidden')
      }
      if (!frame) frame = requestAnimationFrame(run)
    })
    // Attributes too: react-select and dnd-kit may set aria-hidden and role again when they re-render.
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-hidden', 'role'] })
    return () => {
      observer.disconnect()
      if (frame) cancelAnimationFrame(frame)
    }
  }, [])
  return <>{children}</>
}
