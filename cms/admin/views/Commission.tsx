import { CATEGORY_LABELS, type Category } from '@core/domain/catalog'
import { commissionBy, COMMISSION_DIMENSIONS, type CommissionDimension, type CommissionRow } from '@core/domain/commission'
import { adminT } from '../i18n/texts'
import { adminScreen, type ScreenProps } from '../components/AdminScreen'
import { AdminTable } from '../components/AdminTable'
import { BarChart } from '../components/BarChart'
import { xLabelFormatter } from '../components/chart-format'
import { loadCommissionOrders, loadCommissionPct } from '../data/orders'
import { inPeriod, type TCommissionPeriod, ZCommissionPeriod } from '../data/period'
import { formatEuro } from '../i18n/translate'
import { readSettings } from '../../settings/read-settings'

const DIMENSION_TITLE = { month: 'commissionByMonth', category: 'commissionByCategory', country: 'commissionByCountry' } as const

async function CommissionContent({ initPageResult, searchParams, adminRoute, language }: ScreenProps) {
  const { req } = initPageResult
  const t = adminT(req.i18n.language)
  const parsed = ZCommissionPeriod.safeParse({ from: searchParams?.from ?? '', to: searchParams?.to ?? '' })
  const period: TCommissionPeriod = parsed.success ? parsed.data : { from: undefined, to: undefined }
  const [allOrders, pct, settings] = await Promise.all([
    loadCommissionOrders(req),
    loadCommissionPct(req),
    readSettings(req.payload),
  ])
  const orders = inPeriod(allOrders, period)
  const monthLabel = xLabelFormatter('month', language)
  const labelOf = (dimension: CommissionDimension, key: string) =>
    dimension === 'category' ? (CATEGORY_LABELS[key as Category]?.[language === 'de' ? 'de' : 'en'] ?? key) : dimension === 'month' ? monthLabel(key) : key
  const csvQuery = new URLSearchParams(Object.entries(period).filter(([, v]) => v) as [string, string][])
  const series = [
    { key: 'buyerFees', label: t('buyerFees'), color: '#1d4ed8' },
    { key: 'sellerFees', label: t('sellerFees'), color: '#b45309' },
  ]

  const table = (dimension: CommissionDimension, rows: CommissionRow[]) => (
    <AdminTable
      caption={t(DIMENSION_TITLE[dimension])}
      columns={[
        { header: t(`dimension_${dimension}`), cell: (row) => labelOf(dimension, row.key), rowHeader: true },
        { header: t('orders'), cell: (row) => row.orders },
        { header: t('hammerTotal'), cell: (row) => formatEuro(row.hammerTotal, language) },
        { header: t('buyerFees'), cell: (row) => formatEuro(row.buyerFees, language) },
        { header: t('sellerFees'), cell: (row) => formatEuro(row.sellerFees, language) },
        { header: t('total'), cell: (row) => formatEuro(row.total, language) },
      ]}
      rowKey={(row) => row.key}
      rows={rows}
    />
  )

  return (
    <div className="mm-commission">
      <p>{t('commissionRates', { commission: pct, buyerFee: settings.buyerFeePct })} <a href={`${adminRoute}/settings`}>{t('navSettings')}</a></p>
      <form className="mm-filters" method="get">
        <label>
          {t('fromMonth')}
          <input defaultValue={period.from ?? ''} name="from" pattern="\d{4}-\d{2}" placeholder="2026-01" type="month" />
        </label>
        <label>
          {t('toMonth')}
          <input defaultValue={period.to ?? ''} name="to" pattern="\d{4}-\d{2}" placeholder="2026-12" type="month" />
        </label>
        <button className="btn btn--style-secondary btn--size-small" type="submit">{t('apply')}</button>
        <a className="btn btn--style-primary btn--size-small" download href={`/api/commission-report.csv${csvQuery.size ? `?${csvQuery}` : ''}`}>
          {t('exportCsv')}
        </a>
      </form>
      {!parsed.success && <p role="alert">{parsed.error.issues[0]?.message}</p>}
      {orders.length === 0 && <p>{t('noOrders')}</p>}
      {COMMISSION_DIMENSIONS.map((dimension) => {
        const rows = commissionBy(orders, dimension, pct)
        if (!rows.length) return null
        return (
          <section aria-labelledby={`mm-commission-${dimension}`} className="mm-panel" key={dimension}>
            <h2 id={`mm-commission-${dimension}`}>{t(DIMENSION_TITLE[dimension])}</h2>
            <BarChart
              caption={t(DIMENSION_TITLE[dimension])}
              data={rows.map((row) => ({ key: labelOf(dimension, row.key), buyerFees: row.buyerFees, sellerFees: row.sellerFees }))}
              format="euro"
              language={language}
              series={series}
              srTable={false}
              stacked
              xFormat={dimension === 'month' ? 'month' : 'text'}
              xLabel={t(`dimension_${dimension}`)}
              yLabel={t('bo.axisFees')}
              xKey="key"
            />
            {table(dimension, rows)}
          </section>
        )
      })}
    </div>
  )
}

export const CommissionView = adminScreen('commission', 'navCommission', CommissionContent)
