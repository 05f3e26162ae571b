/**
 * Texts of the admin's field components (array row labels, the bilingual FAQ and page editors) in
 * English and German: data only, merged into the one admin translator (./texts.ts). Client
 * components may import this small file directly.
 */
const en = {
  'rows.increment': 'From {{from}}: step {{step}}',
  'rows.incrementEmpty': 'New price band',
  'rows.identity': '{{provider}} account {{subject}}',
  'rows.identityEmpty': 'New linked account',
  'editor.english': 'English',
  'editor.german': 'German',
  'editor.preview': 'Preview',
  'editor.previewEmpty': 'Nothing to preview yet.',
  'editor.intro': 'Both languages are saved together. The preview uses the same Markdown rendering as the public site.',
  'editor.saveDraft': 'Save draft',
  'editor.publish': 'Publish changes',
  'editor.create': 'Create',
  'editor.saving': 'Saving…',
  'editor.savedDraft': 'Draft saved in English and German.',
  'editor.published': 'Published in English and German.',
  'editor.failed': 'Not saved: {{message}}',
  'editor.required': 'Please fill in {{field}} in {{language}}.',
  'editor.statusDraft': 'Draft',
  'editor.statusPublished': 'Published',
  'editor.statusChanged': 'Published, with unpublished changes',
  'editor.unsaved': 'Unsaved changes',
  'editor.tooLong': '{{field}} may be at most {{max}} characters long.',
  'editor.choose': 'Please choose a {{field}}.',
  'editor.number': '{{field}} must be a whole number.',
  'editor.requiredShared': 'Please fill in {{field}}.',
  'editor.slug': '{{field}} may contain only lower-case letters, digits and hyphens (e.g. how-it-works).',
  'editor.signIn': 'Please sign in.',
  'editor.forbidden': 'You are not allowed to edit this.',
  'editor.badRequest': 'The request is not valid.',
  'editor.unexpected': 'An unexpected error occurred. Nothing was changed.',
  'editor.shared': 'Both languages',
  'editor.open': 'Open the public page',
  'dates.zone': 'Times in {{zone}}, the platform’s time zone',
  'dates.lastModified': 'Last modified',
  'dates.created': 'Created',
}

export type FieldsKey = keyof typeof en

const de: Record<FieldsKey, string> = {
  'rows.increment': 'Ab {{from}}: Schritt {{step}}',
  'rows.incrementEmpty': 'Neue Preisstufe',
  'rows.identity': '{{provider}}-Konto {{subject}}',
  'rows.identityEmpty': 'Neues verknüpftes Konto',
  'editor.english': 'Englisch',
  'editor.german': 'Deutsch',
  'editor.preview': 'Vorschau',
  'editor.previewEmpty': 'Noch nichts in der Vorschau.',
  'editor.intro': 'Beide Sprachen werden zusammen gespeichert. Die Vorschau nutzt dieselbe Markdown-Darstellung wie die öffentliche Website.',
  'editor.saveDraft': 'Entwurf speichern',
  'editor.publish': 'Änderungen veröffentlichen',
  'editor.create': 'Anlegen',
  'editor.saving': 'Wird gespeichert…',
  'editor.savedDraft': 'Entwurf auf Englisch und Deutsch gespeichert.',
  'editor.published': 'Auf Englisch und Deutsch veröffentlicht.',
  'editor.failed': 'Nicht gespeichert: {{message}}',
  'editor.required': 'Bitte {{field}} auf {{language}} ausfüllen.',
  'editor.statusDraft': 'Entwurf',
  'editor.statusPublished': 'Veröffentlicht',
  'editor.statusChanged': 'Veröffentlicht, mit unveröffentlichten Änderungen',
  'editor.unsaved': 'Ungespeicherte Änderungen',
  'editor.tooLong': '{{field}} darf höchstens {{max}} Zeichen lang sein.',
  'editor.choose': 'Bitte {{field}} wählen.',
  'editor.number': '{{field}} muss eine ganze Zahl sein.',
  'editor.requiredShared': 'Bitte {{field}} ausfüllen.',
  'editor.slug': '{{field}} darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten (z. B. how-it-works).',
  'editor.signIn': 'Bitte melden Sie sich an.',
  'editor.forbidden': 'Sie dürfen dies nicht bearbeiten.',
  'editor.badRequest': 'Die Anfrage ist ungültig.',
  'editor.unexpected': 'Ein unerwarteter Fehler ist aufgetreten. Es wurde nichts geändert.',
  'editor.shared': 'Beide Sprachen',
  'editor.open': 'Öffentliche Seite öffnen',
  'dates.zone': 'Zeiten in {{zone}}, der Zeitzone der Plattform',
  'dates.lastModified': 'Zuletzt geändert',
  'dates.created': 'Erstellt',
}

export const fieldsTranslations = { en, de } as const

/** The field components' translator for the admin language (same `{{name}}` placeholders as ./translate.ts). */
export const fieldsT =
  (language: string | undefined) =>
  (key: FieldsKey, vars?: Readonly<Record<string, string | number>>): string => {
    const text = fieldsTranslations[language === 'de' ? 'de' : 'en'][key]
    return vars ? text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)) : text
  }
