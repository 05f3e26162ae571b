import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { BarChart } from '../components/BarChart'
import { platformTimeZone } from '../data/clock'
import { loadOverview } from '../data/overview'
import { adminT } from '../i18n/texts'
import { formatDateTime, formatEuro } from '../i18n/translate'

/**
 * The admin index (Payload's dashboard view replaced): live auctions, bids today, auctions
 * closing within the hour, pending KYC, orders awaiting payment and this month's revenue, with
 * charts. Payload's own admin-access check runs before this view.
 */
export async function OverviewView({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  const language = req.i18n.language
  const adminRoute = req.payload.config.routes.admin
  const t = adminT(language)
  const [figures, timeZone] = await Promise.all([loadOverview(req), platformTimeZone(req.payload)])
  const cards: Array<{ key: string; label: string; value: string; href: string }> = [
    { key: 'live', label: t('liveAuctions'), value: String(figures.liveAuctions), href: `${adminRoute}/auctions` },
    ...(figures.bidsToday === undefined ? [] : [{ key: 'bids', label: t('bidsToday'), value: String(figures.bidsToday), href: `${adminRoute}/auctions` }]),
    { key: 'closing', label: t('closingNextHour'), value: String(figures.closingSoon.length), href: `${adminRoute}/auctions` },
    ...(figures.pendingKyc === undefined ? [] : [{ key: 'kyc', label: t('pendingKyc'), value: String(figures.pendingKyc), href: `${adminRoute}/kyc` }]),
    ...(figures.ordersAwaitingPayment === undefined
      ? []
      : [{ key: 'orders', label: t('ordersAwaitingPayment'), value: String(figures.ordersAwaitingPayment), href: `${adminRoute}/orders` }]),
    ...(figures.revenueThisMonth === undefined
      ? []
      : [{ key: 'revenue', label: t('revenueThisMonth'), value: formatEuro(figures.revenueThisMonth, language), href: `${adminRoute}/commission` }]),
  ]
  return (
    <Gutter className="mm-screen mm-overview" data-section="overview">
      <h1 className="mm-screen__title">{t('navOverview')}</h1>
      <ul className="mm-cards">
        {cards.map((card) => (
          <li className="mm-card" data-figure={card.key} key={card.key}>
            <a href={card.href}>
              <span className="mm-card__value">{card.value}</span>
              <span className="mm-card__label">{card.label}</span>
            </a>
          </li>
        ))}
      </ul>
      <section aria-labelledby="mm-closing" className="mm-panel">
        <h2 id="mm-closing">{t('closingNextHour')}</h2>
        {figures.closingSoon.length ? (
          <ul>
            {figures.closingSoon.map((auction) => (
              <li key={auction.id}>
                <a href={`${adminRoute}/auctions/${auction.id}`}>{auction.title}</a> · {formatDateTime(auction.endTime, language, timeZone)}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('noneClosing')}</p>
        )}
      </section>
      {figures.bidsPerDay && (
        <section aria-labelledby="mm-bids-chart" className="mm-panel">
          <h2 id="mm-bids-chart">{t('bidsPerDay')}</h2>
          <BarChart
            caption={t('bidsPerDay')}
            data={figures.bidsPerDay}
            format="count"
            language={language}
            series={[{ key: 'bids', label: t('bids'), color: '#1d4ed8' }]}
            xFormat="day"
            xLabel={t('bo.axisDay')}
            yLabel={t('bo.axisBids')}
            xKey="day"
          />
        </section>
      )}
      {figures.revenuePerMonth && (
        <section aria-labelledby="mm-revenue-chart" className="mm-panel">
          <h2 id="mm-revenue-chart">{t('revenuePerMonth')}</h2>
          <BarChart
            caption={t('revenuePerMonth')}
            data={figures.revenuePerMonth}
            format="euro"
            language={language}
            series={[
              { key: 'buyerFees', label: t('buyerFees'), color: '#1d4ed8' },
              { key: 'sellerFees', label: t('sellerFees'), color: '#b45309' },
            ]}
            stacked
            xFormat="month"
            xLabel={t('bo.axisMonth')}
            yLabel={t('bo.axisFees')}
            xKey="month"
          />
          <p>
            <a href={`${adminRoute}/commission`}>{t('navCommission')}</a>
          </p>
        </section>
      )}
    </Gutter>
  )
}
