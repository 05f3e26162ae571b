'use client'

import React, { useId, useState } from 'react'

const STEPS = [1, 1.5, 2, 3, 4] as const

/**
 * A KYC image document with zoom: buttons (Zoom in, Zoom out, Fit) and the keys + / - / 0 on the
 * focused picture; the zoomed picture scrolls in its frame (arrow keys scroll the focused frame).
 * The level is announced politely. The file comes from the access-checked file route.
 */
export const DocumentZoom = ({ src, alt, labels }: { src: string; alt: string; labels: { zoomIn: string; zoomOut: string; reset: string; level: string } }) => {
  const [step, setStep] = useState(0)
  const id = useId()
  const scale = STEPS[step] ?? 1
  const change = (delta: number) => setStep((current) => Math.min(STEPS.length - 1, Math.max(0, current + delta)))
  const onKey = (event: React.KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') change(1)
    else if (event.key === '-') change(-1)
    else if (event.key === '0') setStep(0)
    else return
    event.preventDefault()
  }
  return (
    <div className="mm-zoom" data-testid="kyc-document-zoom">
      <div className="mm-zoom__tools" role="group" aria-label={alt}>
        <button type="button" className="ops-btn ops-btn--secondary" onClick={() => change(-1)} disabled={step === 0} aria-controls={id}>
          {labels.zoomOut}
        </button>
        <button type="button" className="ops-btn ops-btn--secondary" onClick={() => change(1)} disabled={step === STEPS.length - 1} aria-controls={id}>
          {labels.zoomIn}
        </button>
        <button type="button" className="ops-btn ops-btn--secondary" onClick={() => setStep(0)} disabled={step === 0} aria-controls={id}>
          {labels.reset}
        </button>
        <span aria-live="polite" className="mm-muted" data-testid="kyc-zoom-level">
          {labels.level.replace('{{percent}}', String(Math.round(scale * 100)))}
        </span>
      </div>
      {/* The frame is focusable so keyboard users can scroll the zoomed picture and use + / - / 0. */}
      <div id={id} className="mm-zoom__frame" tabIndex={0} role="region" aria-label={alt} onKeyDown={onKey}>
        <img src={src} alt={alt} style={{ width: `${scale * 100}%` }} data-testid="kyc-document-image" />
      </div>
    </div>
  )
}
