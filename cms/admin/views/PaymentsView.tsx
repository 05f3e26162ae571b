import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { gateSection } from '../gate'
import { PaymentMatching } from './client/PaymentMatching'
import { Forbidden, OpsPage, viewContext } from './OpsPage'

/** /admin/orders/payments: a bank statement (CAMT.053 or CSV) matched to orders, booked on confirmation. */
export const PaymentsView = async (props: AdminViewServerProps) => {
  const { t, texts, lang } = await viewContext(props)
  if (!(await gateSection(props, 'orders'))) return <Forbidden props={props} t={t} />
  return (
    <OpsPage props={props} title={t('bo.payments')}>
      <p>
        <a href="/admin/orders">← {t('bo.backToOrders')}</a>
      </p>
      <p>{t('bo.paymentsIntro')}</p>
      <PaymentMatching texts={texts} lang={lang} />
    </OpsPage>
  )
}
