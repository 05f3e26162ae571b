import { createRoot } from 'react-dom/client';

import type { Locale } from '../../i18n/config';
import type { IslandMessages } from '../../i18n/translations';
import { $supportOpen, openSupport, toggleSupport } from '../../stores/support';
import SupportWidget, { SUPPORT_PANEL_ID } from './SupportWidget';

/**
 * Mounts the support widget next to the plain-HTML help button (once), hands the button over to
 * the widget's store and opens it, since mounting happens on the button's first click.
 */
export function mountSupportWidget({ host, launcher, lang, messages }: { host: HTMLElement; launcher: HTMLButtonElement; lang: Locale; messages: IslandMessages }) {
  if (!host.dataset.mounted) {
    host.dataset.mounted = 'true';
    createRoot(host).render(<SupportWidget lang={lang} messages={messages} launcher={launcher} />);
    launcher.setAttribute('aria-controls', SUPPORT_PANEL_ID);
    launcher.addEventListener('click', () => toggleSupport());
    $supportOpen.subscribe((open) => launcher.setAttribute('aria-expanded', String(open)));
  }
  openSupport();
}
