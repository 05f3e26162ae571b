import type { TFunction } from 'i18next';
import { toast } from 'sonner';

/** The watchlist's toasts (spec: watch and unwatch success, failure), shared by every watch control. */
export const toastWatched = (t: TFunction) => toast.success(t('watch.addedTitle'), { description: t('watch.addedBody') });

export const toastUnwatched = (t: TFunction) => toast.success(t('watch.removedTitle'), { description: t('watch.removedBody') });

/** "Error" with the service's message when it gave one, else the generic failure. */
export const toastWatchFailed = (t: TFunction, error: unknown) =>
  toast.error(t('watch.errorTitle'), { description: error instanceof Error && error.message ? error.message : t('watch.failedBody') });
