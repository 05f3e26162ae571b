'use client'

import { Bar, BarChart as RechartsBarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

type Series = { key: string; label: string; color: string }

type Props = {
  caption: string
  data: Array<Record<string, string | number>>
  xKey: string
  series: Series[]
  format: 'euro' | 'count'
  language: string
  stacked?: boolean
  /** Also render the figures as a table for screen readers (off where a visible table follows). */
  srTable?: boolean
}

const formatter = (format: Props['format'], language: string) => {
  const locale = language === 'de' ? 'de-DE' : 'en-GB'
  const number =
    format === 'euro'
      ? new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
      : new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  return (value: unknown) => number.format(Number(value ?? 0))
}

/**
 * A bar chart rendered in the browser (recharts). The same figures are always in a table next to
 * it, so the chart is decoration for sighted users and the table the accessible source.
 */
export function BarChart({ caption, data, xKey, series, format, language, stacked, srTable = true }: Props) {
  const formatValue = formatter(format, language)
  return (
    <figure className="mm-chart">
      <figcaption className="mm-chart__caption">{caption}</figcaption>
      <div aria-hidden="true" className="mm-chart__plot">
        <ResponsiveContainer height={260} width="100%">
          <RechartsBarChart accessibilityLayer={false} data={data} margin={{ bottom: 8, left: 8, right: 8, top: 8 }}>
            <CartesianGrid stroke="var(--theme-elevation-150)" strokeDasharray="3 3" />
            <XAxis dataKey={xKey} stroke="var(--theme-elevation-800)" />
            <YAxis stroke="var(--theme-elevation-800)" tickFormatter={formatValue} width={90} />
            <Tooltip formatter={formatValue} />
            <Legend />
            {series.map((s) => (
              <Bar dataKey={s.key} fill={s.color} key={s.key} name={s.label} stackId={stacked ? 'total' : undefined} />
            ))}
          </RechartsBarChart>
        </ResponsiveContainer>
      </div>
      {srTable && (
        <table className="mm-visually-hidden">
          <thead>
            <tr>
              <th scope="col">{caption}</th>
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
                <th scope="row">{row[xKey]}</th>
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
