'use client'

import { xLabelFormatter, type XFormat } from './chart-format'
import { Bar, BarChart as RechartsBarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

type Series = { key: string; label: string; color: string }

type Props = {
  /** What the chart shows: the name of its figures table (the visible title is the section's heading, not repeated here). */
  caption: string
  data: Array<Record<string, string | number>>
  xKey: string
  /** How the x values read: calendar days (YYYY-MM-DD, already days of the platform's zone), months (YYYY-MM) or text as it is. */
  xFormat?: XFormat
  /** Axis titles with their unit, e.g. "Day" and "Bids (count)", "Month" and "Fees (€)". */
  xLabel: string
  yLabel: string
  series: Series[]
  format: 'euro' | 'count'
  language: string
  stacked?: boolean
  /** Also render the figures as a table for screen readers (off where a visible table follows). */
  srTable?: boolean
}

const intlLocale = (language: string) => (language === 'de' ? 'de-DE' : 'en-GB')

const formatter = (format: Props['format'], language: string) => {
  const number =
    format === 'euro'
      ? new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
      : new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 0 })
  return (value: unknown) => number.format(Number(value ?? 0))
}

/**
 * A bar chart rendered in the browser (recharts), with both axes titled with their unit and the
 * x values as dates of the admin's language. The same figures are in a table for screen readers
 * (the chart itself is hidden from them), named by `caption`.
 */
export function BarChart({ caption, data, xKey, xFormat = 'text', xLabel, yLabel, series, format, language, stacked, srTable = true }: Props) {
  const formatValue = formatter(format, language)
  const formatX = xLabelFormatter(xFormat, language)
  return (
    <figure className="mm-chart" data-testid="bar-chart">
      <div aria-hidden="true" className="mm-chart__plot">
        <ResponsiveContainer height={280} width="100%">
          <RechartsBarChart accessibilityLayer={false} data={data} margin={{ bottom: 24, left: 16, right: 8, top: 8 }}>
            <CartesianGrid stroke="var(--theme-elevation-150)" strokeDasharray="3 3" />
            <XAxis dataKey={xKey} stroke="var(--theme-elevation-800)" tickFormatter={formatX} label={{ value: xLabel, position: 'insideBottom', offset: -16, fill: 'var(--theme-elevation-800)' }} />
            <YAxis stroke="var(--theme-elevation-800)" tickFormatter={formatValue} width={96} label={{ value: yLabel, angle: -90, position: 'insideLeft', offset: -4, fill: 'var(--theme-elevation-800)', style: { textAnchor: 'middle' } }} />
            <Tooltip formatter={formatValue} labelFormatter={formatX} />
            <Legend verticalAlign="top" />
            {series.map((s) => (
              <Bar dataKey={s.key} fill={s.color} key={s.key} name={s.label} stackId={stacked ? 'total' : undefined} />
            ))}
          </RechartsBarChart>
        </ResponsiveContainer>
      </div>
      {srTable && (
        <table className="mm-visually-hidden" data-testid="chart-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{xLabel}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={String(row[xKey])}>
                <th scope="row">{formatX(row[xKey])}</th>
                {series.map((s) => (
                  <td key={s.key}>{formatValue(row[s.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  )
}
