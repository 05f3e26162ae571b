import { atom } from 'nanostores';
import {
  CHAT_CONTENT_MAX,
  CHAT_HISTORY_MAX,
  type ChatMessage,
  type SupportTopic,
} from '@core/domain/support';
import type { PublicSettings } from '@core/contract';

/**
 * State of the support widget (spec section 4, "Support widget"): closed or open, which tab,
 * the AI chat (idle or waiting) and the calls to the two support functions.
 */
export type SupportTab = 'ai' | 'human';

export const $supportOpen = atom(false);
export const $supportTab = atom<SupportTab>('ai');

export interface ChatState {
  messages: ChatMessage[];
  waiting: boolean;
}

/**
 * The conversation lives in the tab's sessionStorage, so it survives moving to another page and
 * switching the language (a full page load), and is gone when the tab closes. Only well-formed
 * turns are read back; a pending question is not (its answer is lost with the page that asked).
 */
const CHAT_KEY = 'support:chat';

const storedMessages = (): ChatMessage[] => {
  try {
    const raw: unknown = JSON.parse(globalThis.sessionStorage?.getItem(CHAT_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw
      .filter((m): m is ChatMessage => typeof m === 'object' && m !== null && (m.role === 'user' || m.role === 'assistant') && typeof m.content === 'string')
      .slice(-CHAT_HISTORY_MAX * 2);
  } catch {
    return [];
  }
};

export const $chat = atom<ChatState>({ messages: storedMessages(), waiting: false });

$chat.listen(({ messages }) => {
  try {
    globalThis.sessionStorage?.setItem(CHAT_KEY, JSON.stringify(messages.slice(-CHAT_HISTORY_MAX * 2)));
  } catch {
    // Storage full or disabled (private mode): the chat still works for this page.
  }
});

export function openSupport(tab?: SupportTab) {
  if (tab) $supportTab.set(tab);
  $supportOpen.set(true);
}

export function closeSupport() {
  $supportOpen.set(false);
}

export function toggleSupport() {
  $supportOpen.set(!$supportOpen.get());
}

export function selectSupportTab(tab: SupportTab) {
  $supportTab.set(tab);
}

/**
 * Sends a question with the conversation so far. Blank text and a second question while one is
 * pending are ignored (spec section 5). Resolves 'failed' when the call failed: the user's
 * message stays and the caller shows the toast.
 */
export async function askAssistant(text: string, locale: string, fallback: string): Promise<'sent' | 'ignored' | 'failed'> {
  const message = text.trim();
  const { messages, waiting } = $chat.get();
  if (!message || waiting) return 'ignored';
  // The service accepts the newest CHAT_HISTORY_MAX turns of bounded length; older ones add nothing.
  const history = messages.slice(-CHAT_HISTORY_MAX).map((m) => ({ role: m.role, content: m.content.slice(0, CHAT_CONTENT_MAX) }));
  $chat.set({ messages: [...messages, { role: 'user', content: message }], waiting: true });
  try {
    const response = await fetch('/svc/functions/support-ai-chat', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ message, locale, history }),
    });
    if (!response.ok) throw new Error(`support-ai-chat answered ${response.status}`);
    const body = (await response.json()) as { data?: { response?: unknown } };
    const answer = typeof body.data?.response === 'string' && body.data.response.trim() ? body.data.response : fallback;
    const current = $chat.get();
    $chat.set({ messages: [...current.messages, { role: 'assistant', content: answer }], waiting: false });
    return 'sent';
  } catch (error) {
    console.error('support-ai-chat', error);
    $chat.set({ ...$chat.get(), waiting: false });
    return 'failed';
  }
}

export interface SupportMessageInput {
  name: string;
  email: string;
  topic: SupportTopic;
  message: string;
  /** Honeypot: stays empty for people. */
  website: string;
  context: { url: string; locale: string; user_id: string | number | null; page_title: string; user_agent: string };
}

/** Sends the human form; true when the service accepted it (spec: only an error is checked). */
export async function sendSupportMessage(input: SupportMessageInput): Promise<boolean> {
  try {
    const response = await fetch('/svc/functions/support-send-message', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(input),
    });
    return response.ok;
  } catch (error) {
    console.error('support-send-message', error);
    return false;
  }
}

let phone: Promise<string | null> | null = null;

/** The support phone (also the messaging-app number) from GET /svc/settings, asked once. */
export function loadSupportPhone(): Promise<string | null> {
  phone ??= fetch('/svc/settings', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then((r) => (r.ok ? (r.json() as Promise<{ data: Pick<PublicSettings, 'support_phone'> }>) : null))
    .then((body) => body?.data.support_phone ?? null)
    .catch(() => null);
  return phone;
}
