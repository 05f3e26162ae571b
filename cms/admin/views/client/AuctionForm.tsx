'use client'

import { useRouter } from 'next/navigation'
import React, { useId, useState } from 'react'

import { translator, type AdminTexts } from '../../i18n/translate'
import { postAction } from '../../components/post-action'

const localNow = () => {
  const now = new Date()
  now.setSeconds(0, 0)
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

/** The form of /admin/auctions/new; the server checks everything again. */
export const AuctionForm = ({ texts, listings, defaultHours }: { texts: AdminTexts; listings: Array<{ id: number; title: string }>; defaultHours: number }) => {
  const t = translator(texts)
  const router = useRouter()
  const formId = useId()
  const [values, setValues] = useState({ listing: '', start: localNow(), start_price: '', bid_increment: '', reserve_price: '', length_hours: String(defaultHours) })
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const set = (name: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValues((current) => ({ ...current, [name]: event.target.value }))
  const id = (name: string) => `${formId}-${name}`

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setPending(true)
    setError(null)
    const start = values.start ? new Date(values.start) : null
    const result = await postAction(
      'auctions',
      {
        listing: values.listing,
        start_time: start && !Number.isNaN(start.getTime()) ? start.toISOString() : '',
        start_price: values.start_price,
        bid_increment: values.bid_increment,
        reserve_price: values.reserve_price,
        length_hours: values.length_hours,
      },
      t('common.error'),
    )
    setPending(false)
    if (!result.ok) {
      setError(result.message)
      return
    }
    router.push(`/admin/auctions/${(result.data as { id: number }).id}`)
  }

  if (listings.length === 0) return <p>{t('auctionForm.noListings')}</p>
  const row = (name: keyof typeof values, label: string, input: React.ReactNode) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '0.25rem' }}>
      <label htmlFor={id(name)}>{label}</label>
      {input}
    </div>
  )
  return (
    <form className="ops-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t('auctionForm.title')}</legend>
        {row(
          'listing',
          t('auctionForm.listing'),
          <select id={id('listing')} value={values.listing} onChange={set('listing')} required>
            <option value="">{t('listingForm.choose')}</option>
            {listings.map((listing) => (
              <option key={listing.id} value={listing.id}>
                {listing.title}
              </option>
            ))}
          </select>,
        )}
        {row('start', t('auctionForm.startTime'), <input id={id('start')} type="datetime-local" value={values.start} onChange={set('start')} required />)}
        {row('start_price', t('auctionForm.startPrice'), <input id={id('start_price')} inputMode="decimal" value={values.start_price} onChange={set('start_price')} required />)}
        {row('bid_increment', t('auctionForm.increment'), <input id={id('bid_increment')} inputMode="numeric" value={values.bid_increment} onChange={set('bid_increment')} />)}
        {row('reserve_price', t('auctionForm.reserve'), <input id={id('reserve_price')} inputMode="decimal" value={values.reserve_price} onChange={set('reserve_price')} />)}
        {row('length_hours', t('auctionForm.length'), <input id={id('length_hours')} inputMode="numeric" value={values.length_hours} onChange={set('length_hours')} />)}
      </fieldset>
      <div aria-live="polite">
        {error && (
          <p className="ops-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="ops-inline">
        <button className="ops-btn" type="submit" disabled={pending}>
          {pending ? t('common.saving') : t('auctionForm.create')}
        </button>
      </div>
    </form>
  )
}
