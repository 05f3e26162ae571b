import { useStore } from '@nanostores/react';
import { FocusTrap } from 'focus-trap-react';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { Locale } from '../../i18n/config';
import { IslandRoot } from '../../i18n/react';
import { localizePath } from '../../i18n/routing';
import type { IslandMessages } from '../../i18n/translations';
import { PageToaster } from '../feedback/PageToaster';
import { $supportOpen, $supportTab, closeSupport, selectSupportTab, type SupportTab } from '../../stores/support';
import { SupportChat } from './SupportChat';
import { SupportContactForm } from './SupportContactForm';

export const SUPPORT_PANEL_ID = 'support-panel';
const TABS: SupportTab[] = ['ai', 'human'];

interface Props {
  lang: Locale;
  messages: IslandMessages;
  launcher: HTMLButtonElement;
}

/**
 * The support widget (spec section 2): a dialog above the help button with the 24/7 header, the
 * "ask the AI" and "ask a human" tabs and the privacy link. While open, focus stays inside it;
 * Escape, the close button, the help button or a click outside close it and focus returns to
 * the help button.
 */
export default function SupportWidget(props: Props) {
  return (
    <IslandRoot lang={props.lang} messages={props.messages}>
      <Panel {...props} />
      <PageToaster />
    </IslandRoot>
  );
}

function Panel({ lang, launcher }: Props) {
  const { t } = useTranslation();
  const open = useStore($supportOpen);
  const tab = useStore($supportTab);
  const tabRefs = useRef<Record<SupportTab, HTMLButtonElement | null>>({ ai: null, human: null });

  // Arrow keys, Home and End move between the tabs (WAI-ARIA tabs pattern, automatic activation).
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight' ? TABS[(index + 1) % TABS.length] : event.key === 'ArrowLeft' ? TABS[(index + TABS.length - 1) % TABS.length] : event.key === 'Home' ? TABS[0] : event.key === 'End' ? TABS[TABS.length - 1] : null;
    if (!next) return;
    event.preventDefault();
    selectSupportTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <FocusTrap
      active={open}
      focusTrapOptions={{
        escapeDeactivates: true,
        clickOutsideDeactivates: (event) => !launcher.contains(event.target as Node),
        allowOutsideClick: (event) => launcher.contains(event.target as Node),
        onDeactivate: closeSupport,
        returnFocusOnDeactivate: true,
        setReturnFocus: launcher,
        fallbackFocus: `#${SUPPORT_PANEL_ID}`,
      }}
    >
      <div
        id={SUPPORT_PANEL_ID}
        className="support-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="support-title"
        aria-describedby="support-available"
        tabIndex={-1}
        hidden={!open}
      >
        <div className="support-panel__header">
          <div>
            <h2 id="support-title" className="support-panel__title">
              {t('support.title')}
            </h2>
            <p id="support-available" className="support-panel__available">
              <span className="support-panel__dot" aria-hidden="true" />
              {t('support.available')}
            </p>
          </div>
          <button type="button" className="support-panel__close" onClick={closeSupport} aria-label={t('support.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>

        <div className="support-panel__tabs" role="tablist" aria-label={t('support.tabs')}>
          {TABS.map((id) => (
            <button
              key={id}
              ref={(el) => {
                tabRefs.current[id] = el;
              }}
              type="button"
              role="tab"
              id={`support-tab-${id}`}
              aria-selected={tab === id}
              aria-controls={`support-tabpanel-${id}`}
              tabIndex={tab === id ? 0 : -1}
              className="support-panel__tab"
              onClick={() => selectSupportTab(id)}
              onKeyDown={onTabKey}
            >
              {t(id === 'ai' ? 'support.tab.ai' : 'support.tab.human')}
            </button>
          ))}
        </div>

        <div role="tabpanel" id="support-tabpanel-ai" aria-labelledby="support-tab-ai" className="support-panel__body" hidden={tab !== 'ai'}>
          <SupportChat lang={lang} />
        </div>
        <div role="tabpanel" id="support-tabpanel-human" aria-labelledby="support-tab-human" className="support-panel__body" hidden={tab !== 'human'}>
          <SupportContactForm lang={lang} />
        </div>

        <div className="support-panel__footer">
          <a href={localizePath(lang, '/privacy')} target="_blank" rel="noopener">
            {t('support.privacy')}
            <span className="visually-hidden"> {t('a11y.opensInNewTab')}</span>
          </a>
        </div>
      </div>
    </FocusTrap>
  );
}
