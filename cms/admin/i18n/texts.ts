import { backofficeTranslations } from './backoffice'
import { coreTranslations } from './core'
import { fieldsTranslations } from './fields'
import { opsTranslations } from './ops'
import { shellTranslations } from './shell'
import { adminLanguage, translator, type AdminTexts, type Translate } from './translate'

/** Every admin text in English and German (core and operations screens, the shell, field components; the keys do not overlap). */
export const ADMIN_TEXTS = {
  en: { ...coreTranslations.en, ...opsTranslations.en, ...shellTranslations.en, ...fieldsTranslations.en, ...backofficeTranslations.en },
  de: { ...coreTranslations.de, ...opsTranslations.de, ...shellTranslations.de, ...fieldsTranslations.de, ...backofficeTranslations.de },
} as const satisfies Record<'en' | 'de', AdminTexts>

/** The texts of the admin's language (passed as they are to client components). */
export const adminTexts = (language: string | undefined): AdminTexts => ADMIN_TEXTS[adminLanguage(language)]

/** The translator for the admin's language. */
export const adminT = (language: string | undefined): Translate => translator(adminTexts(language))
