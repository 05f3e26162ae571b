'use client'

import React, { useId, useState } from 'react'

/**
 * A PDF shown inline on request. The browser's PDF viewer costs seconds per document to start
 * (the KYC queue was measured settling after ~5 s with two of them), so the queue opens
 * without any and the reviewer opens each document here or in a new tab.
 */
export const PdfPreview = ({ src, title, showLabel, hideLabel }: { src: string; title: string; showLabel: string; hideLabel: string }) => {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <>
      <button className="ops-btn ops-btn--secondary" type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} data-testid="kyc-document-toggle">
        {open ? hideLabel : showLabel}
        <span className="mm-visually-hidden"> ({title})</span>
      </button>
      <div id={id}>
        {open && (
          // <object> rather than <iframe>: the browser's PDF viewer renders it inline, and it is not a
          // second document inside the page for assistive technology to wander into.
          <object data={src} type="application/pdf" title={title} aria-label={title} data-testid="kyc-document-pdf">
            <a href={src}>{title}</a>
          </object>
        )}
      </div>
    </>
  )
}
