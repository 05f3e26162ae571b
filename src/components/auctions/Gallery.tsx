import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Locale } from '../../i18n/config';
import { IslandRoot } from '../../i18n/react';
import type { IslandMessages } from '../../i18n/translations';

type Image = { url: string; thumb: string; alt: string };

export default function Gallery({ lang, messages, images, title }: { lang: Locale; messages: IslandMessages; images: Image[]; title: string }) {
  return (
    <IslandRoot lang={lang} messages={messages}>
      <GalleryInner images={images} title={title} />
    </IslandRoot>
  );
}

/** Photo gallery: arrow keys, buttons, thumbnails and swipe. */
function GalleryInner({ images, title }: { images: Image[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  if (images.length === 0) return <div className="gallery gallery--empty" aria-hidden="true" />;
  const go = (delta: number) => setIndex((i) => (i + delta + images.length) % images.length);
  const current = images[index]!;
  return (
    <section
      className="gallery"
      aria-roledescription="carousel"
      aria-label={t('auction.gallery')}
      tabIndex={0}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(1);
        else if (e.key === 'ArrowLeft') go(-1);
      }}
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const start = touchX.current;
        const end = e.changedTouches[0]?.clientX;
        if (start !== null && end !== undefined && Math.abs(end - start) > 40) go(end < start ? 1 : -1);
        touchX.current = null;
      }}
    >
      <div className="gallery__stage">
        <img src={current.url} alt={current.alt || `${title} – ${t('auction.photoOf', { n: index + 1, total: images.length })}`} width={1600} height={1200} />
        {images.length > 1 && (
          <>
            <button type="button" className="gallery__nav gallery__nav--prev" onClick={() => go(-1)} aria-label={t('auction.previousPhoto')}>‹</button>
            <button type="button" className="gallery__nav gallery__nav--next" onClick={() => go(1)} aria-label={t('auction.nextPhoto')}>›</button>
          </>
        )}
        <p className="gallery__counter" aria-live="polite">{t('auction.photoOf', { n: index + 1, total: images.length })}</p>
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((image, i) => (
            <li key={image.url}>
              <button type="button" aria-current={i === index} aria-label={t('auction.photoOf', { n: i + 1, total: images.length })} onClick={() => setIndex(i)}>
                <img src={image.thumb} alt="" width={120} height={90} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
