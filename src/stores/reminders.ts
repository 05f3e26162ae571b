import { atom, map } from 'nanostores';

import type { ReminderEntry, ReminderList, TAuctionId } from '@core/contract';
import { requestJson, type HttpReply } from './http';

/** The signed-in user's reminders per auction id; absent: none. */
export const $reminders = map<Record<string, ReminderEntry | undefined>>({});
/** The lead time a reminder gets unless the buyer picks another (the settings' default). */
export const $defaultLead = atom<number>(60);

let loading: Promise<void> | null = null;

/** Reads GET /svc/reminders once per page, however many cards ask (the list page's cards all do). */
export function loadReminders(): Promise<void> {
  loading ??= requestJson<ReminderList>('/svc/reminders').then((reply) => {
    if ('data' in reply) {
      $defaultLead.set(reply.data.default_lead_minutes);
      for (const item of reply.data.items) $reminders.setKey(String(item.auction_id), item);
    } else {
      console.error('reminders', reply.error);
      loading = null;
    }
  });
  return loading;
}

/** Sets or changes the reminder (PUT /svc/reminders/:id); the store follows only on success. */
export async function setReminder(auctionId: TAuctionId, leadMinutes: number): Promise<HttpReply<ReminderEntry>> {
  const reply = await requestJson<ReminderEntry>(`/svc/reminders/${encodeURIComponent(String(auctionId))}`, { method: 'PUT', body: { lead_minutes: leadMinutes } });
  if ('data' in reply) $reminders.setKey(String(auctionId), reply.data);
  return reply;
}

/** Removes it (DELETE /svc/reminders/:id); "none" (404) counts as removed. */
export async function removeReminder(auctionId: TAuctionId): Promise<HttpReply<{ removed: boolean }>> {
  const reply = await requestJson<{ removed: boolean }>(`/svc/reminders/${encodeURIComponent(String(auctionId))}`, { method: 'DELETE' });
  if ('data' in reply || reply.error.status === 404) $reminders.setKey(String(auctionId), undefined);
  return reply;
}
