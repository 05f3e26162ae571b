import type { SavedSearchRow } from '@core/contract';
import type { AlertMode, SavedSearchFilters } from '@core/domain/saved-search-names';
import { type HttpReply, requestJson } from './http';

/** The signed-in user's saved searches, each only ever the caller's own on the server. */

/** POST /svc/saved-searches: the list's current filters under a name. */
export const createSavedSearch = (input: { name: string; filters: SavedSearchFilters; alert: AlertMode }): Promise<HttpReply<SavedSearchRow>> =>
  requestJson<SavedSearchRow>('/svc/saved-searches', { method: 'POST', body: input });

/** PATCH /svc/saved-searches/:id: rename, change the alert mode or the filters. */
export const updateSavedSearch = (id: number, change: { name?: string; alert?: AlertMode; filters?: SavedSearchFilters }): Promise<HttpReply<SavedSearchRow>> =>
  requestJson<SavedSearchRow>(`/svc/saved-searches/${encodeURIComponent(String(id))}`, { method: 'PATCH', body: change });

/** DELETE /svc/saved-searches/:id. */
export const deleteSavedSearch = (id: number): Promise<HttpReply<{ deleted: boolean; id: number }>> =>
  requestJson<{ deleted: boolean; id: number }>(`/svc/saved-searches/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
