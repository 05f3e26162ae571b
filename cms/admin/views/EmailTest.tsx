import { EMAIL_TEMPLATES } from '@core/email/templates'
import { adminT } from '../i18n/texts'
import { adminScreen, type ScreenProps } from '../components/AdminScreen'
import { EmailTestForm } from '../components/EmailTestForm'


function EmailTestContent({ initPageResult, adminRoute }: ScreenProps) {
  const { req } = initPageResult
  const t = adminT(req.i18n.language)
  return (
    <div className="mm-email-test">
      <p>{t('emailTestIntro')}</p>
      <EmailTestForm
        defaultTo={String((req.user as { email?: string } | null)?.email ?? '')}
        labels={{
          template: t('template'),
          language: t('language'),
          to: t('recipient'),
          send: t('sendTest'),
          sending: t('sending'),
          sent: t('testSent'),
          failed: t('failed'),
          english: 'English',
          german: 'Deutsch',
        }}
        templates={EMAIL_TEMPLATES}
      />
      <p>
        <a href={`${adminRoute}/emails`}>{t('navEmails')}</a>
      </p>
    </div>
  )
}

export const EmailTestView = adminScreen('emails-test', 'navEmailsTest', EmailTestContent)
