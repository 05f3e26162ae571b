import type { Payload } from 'payload'

import { inGroup } from '../../access'
import { ReasonForm } from '../components/ActionButton'
import { adminT } from '../i18n/texts'

type Props = {
  data?: { id?: number; kind?: string | null; snapshot?: unknown } | null
  i18n?: { language?: string }
  payload?: Payload
  user?: unknown
}

/**
 * The correction of an issued invoice on its edit page (admins only; the service checks the role
 * again): a reason, then a credit note of its own number that cancels the invoice in full.
 */
export async function CreditNoteField({ data, i18n, payload, user }: Props) {
  if (!data?.id || data.kind === 'credit_note' || !data.snapshot || !inGroup('admin', user as never)) return null
  const t = adminT(i18n?.language)
  const existing = payload ? (await payload.find({ collection: 'invoices', where: { corrects: { equals: data.id } }, limit: 1, depth: 0, overrideAccess: true })).docs[0] : undefined
  return (
    <section className="ops-card" aria-labelledby="credit-note-title">
      <h3 id="credit-note-title">{t('invoices.creditNote.title')}</h3>
      {existing ? (
        <p>{t('invoices.creditNote.issued', { number: existing.number })}</p>
      ) : (
        <>
          <p>{t('invoices.creditNote.hint')}</p>
          <ReasonForm
            action={`/svc/invoices/${data.id}/credit-note`}
            field="reason"
            label={t('invoices.creditNote.reason')}
            submit={t('invoices.creditNote.submit')}
            done={t('invoices.creditNote.done')}
            fallback={t('common.error')}
            variant="danger"
          />
        </>
      )}
    </section>
  )
}
