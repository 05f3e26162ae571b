/**
 * THE email layout: every email the product sends is one of these, built with
 * react-email (components rendered to table-based, inline-styled HTML) plus a plain-text part
 * from the same element. A call to action is a button, never a raw URL in the HTML; links are
 * absolute, built from PUBLIC_URL by `siteLink`. Only react and @react-email are imported here.
 */
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components'
import { render } from '@react-email/render'

import type { Locale } from '../i18n/locales'
import { safeReturnPath } from '../routing/safe-redirect'

/** Names the template inside the HTML, for emails Payload sends itself (password reset). */
export const TEMPLATE_META = 'mm-template'

export const publicUrl = () => (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '')

/**
 * An absolute link to a page of the site in the recipient's language (`/de/…` for German), on
 * `base` (PUBLIC_URL unless given). The path goes through the one safe-redirect rule (a path that
 * could leave the site, e.g. `@evil.example` or `//evil.example`, links to the home page instead).
 */
export const siteLink = (lang: Locale, path: string, base?: string) =>
  `${(base || publicUrl()).replace(/\/$/, '')}${safeReturnPath(`${lang === 'de' ? '/de' : ''}${path}`) ?? (lang === 'de' ? '/de/' : '/')}`

export type EmailContent = {
  lang: Locale
  /** The template name (also written into the HTML as a meta tag). */
  template?: string
  /** The inbox preview line. */
  preview: string
  heading: string
  paragraphs: string[]
  button?: { label: string; href: string }
  /** Facts shown as a small table (label, value), e.g. an auction's price. */
  rows?: [string, string][]
  /** A quoted message (support): shown under its label, as text. */
  quote?: { label: string; text: string }
  /** A short note under the button (validity of a link, "ignore this if…"). */
  note?: string
}

const FOOTER: Record<Locale, { why: string; legal: string; help: string }> = {
  en: {
    why: 'MachineryMarket: used construction machinery in 24-hour auctions for verified businesses.',
    legal: 'MachineryMarket GmbH · Landsberger Straße 110 · 80339 Munich · Germany',
    help: 'Questions? Our support team is there around the clock',
  },
  de: {
    why: 'MachineryMarket: gebrauchte Baumaschinen in 24-Stunden-Auktionen für verifizierte Unternehmen.',
    legal: 'MachineryMarket GmbH · Landsberger Straße 110 · 80339 München · Deutschland',
    help: 'Fragen? Unser Support ist rund um die Uhr für Sie da',
  },
}

const COLORS = { ink: '#0f172a', muted: '#475569', faint: '#64748b', rule: '#e2e8f0', page: '#f1f5f9', accent: '#f5b301' }
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

const styles = {
  body: { backgroundColor: COLORS.page, fontFamily: FONT, color: COLORS.ink, margin: 0, padding: '24px 0' },
  container: { maxWidth: '560px', margin: '0 auto', backgroundColor: '#ffffff', borderRadius: '8px', overflow: 'hidden', border: `1px solid ${COLORS.rule}` },
  header: { backgroundColor: COLORS.ink, padding: '18px 32px' },
  mark: { display: 'inline-block', width: '28px', height: '28px', lineHeight: '28px', borderRadius: '6px', backgroundColor: COLORS.accent, color: COLORS.ink, fontWeight: 800, fontSize: '13px', textAlign: 'center' as const, verticalAlign: 'middle' },
  brand: { display: 'inline-block', marginLeft: '10px', color: '#ffffff', fontWeight: 700, fontSize: '17px', verticalAlign: 'middle', textDecoration: 'none' },
  content: { padding: '28px 32px 8px' },
  heading: { fontSize: '22px', lineHeight: '28px', margin: '0 0 16px', fontWeight: 700, color: COLORS.ink },
  text: { fontSize: '15px', lineHeight: '24px', margin: '0 0 14px', color: COLORS.ink, whiteSpace: 'pre-wrap' as const },
  button: { backgroundColor: COLORS.accent, color: COLORS.ink, fontWeight: 700, fontSize: '15px', borderRadius: '6px', padding: '12px 22px', textDecoration: 'none', display: 'inline-block' },
  note: { fontSize: '13px', lineHeight: '20px', color: COLORS.muted, margin: '14px 0 0' },
  rowLabel: { fontSize: '14px', color: COLORS.muted, padding: '4px 16px 4px 0', verticalAlign: 'top' },
  rowValue: { fontSize: '14px', color: COLORS.ink, fontWeight: 600, padding: '4px 0', verticalAlign: 'top' },
  quote: { borderLeft: `3px solid ${COLORS.rule}`, padding: '4px 0 4px 14px', margin: '0 0 14px' },
  footer: { padding: '8px 32px 24px' },
  footerText: { fontSize: '12px', lineHeight: '18px', color: COLORS.faint, margin: '0 0 4px' },
}

export const EmailLayout = ({ content }: { content: EmailContent }) => {
  const footer = FOOTER[content.lang]
  const home = siteLink(content.lang, '/')
  return (
    <Html lang={content.lang}>
      <Head>{content.template ? <meta name={TEMPLATE_META} content={content.template} /> : null}</Head>
      <Preview>{content.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <span style={styles.mark} data-skip-in-text={true}>
              MM
            </span>
            <Link href={home} style={styles.brand}>
              MachineryMarket
            </Link>
          </Section>
          <Section style={styles.content}>
            <Heading as="h1" style={styles.heading}>
              {content.heading}
            </Heading>
            {content.paragraphs.map((paragraph, i) => (
              <Text key={i} style={styles.text}>
                {paragraph}
              </Text>
            ))}
            {content.rows?.length ? (
              <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: '4px 0 16px' }}>
                <tbody>
                  {content.rows.map(([label, value]) => (
                    <tr key={label}>
                      <td style={styles.rowLabel}>{label}</td>
                      <td style={styles.rowValue}>{value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            {content.quote ? (
              <>
                <Text style={{ ...styles.text, fontWeight: 700, margin: '8px 0 6px' }}>{content.quote.label}</Text>
                <Section style={styles.quote}>
                  {content.quote.text.split(/\n{2,}/).map((paragraph, i) => (
                    <Text key={i} style={{ ...styles.text, color: COLORS.muted }}>
                      {paragraph}
                    </Text>
                  ))}
                </Section>
              </>
            ) : null}
            {content.button ? (
              <Section style={{ margin: '8px 0 4px' }}>
                <Button href={content.button.href} style={styles.button}>
                  {content.button.label}
                </Button>
              </Section>
            ) : null}
            {content.note ? <Text style={styles.note}>{content.note}</Text> : null}
          </Section>
          <Section style={{ padding: '0 32px' }}>
            <Hr style={{ borderColor: COLORS.rule, margin: '16px 0' }} />
          </Section>
          <Section style={styles.footer}>
            <Text style={styles.footerText}>{footer.why}</Text>
            <Text style={styles.footerText}>
              {footer.help}: <Link href={siteLink(content.lang, '/contact')} style={{ color: COLORS.muted, textDecoration: 'underline' }}>{publicUrl().replace(/^https?:\/\//, '')}</Link>
            </Text>
            <Text style={styles.footerText}>{footer.legal}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  )
}

export type RenderedMail = { html: string; text: string }

/** The HTML and the plain-text part of one email, rendered from the same element. */
export const renderEmail = async (content: EmailContent): Promise<RenderedMail> => {
  const element = <EmailLayout content={content} />
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { html, text }
}
