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

/** A clarifying question's choice: an answer id and the question it stands for. */
export interface ChatChoice {
  id: string;
  label: string;
}

/**
 * A turn as the widget keeps it: an assistant turn also says whether it answered, asked back
 * (with choices) or handed over, and to which question (prefilled in the human tab).
 */
export type WidgetMessage = ChatMessage & { kind?: 'answer' | 'clarify' | 'handover'; choices?: ChatChoice[]; question?: string };

export interface ChatState {
  messages: WidgetMessage[];
  waiting: boolean;
}

/** The question the human tab's message field is prefilled with (then cleared by the form). */
export const $humanDraft = atom('');

/** Opens the human tab with the question in the message field. */
export function handOver(question: string) {
  $humanDraft.set(question);
  $supportTab.set('human');
}

/** The auction slug of the page the widget is open on (/auctions/{slug} or /de/auctions/{slug}); the service validates it. */
export function pageAuctionSlug(pathname: string = globalThis.location?.pathname ?? ''): string | undefined {
  const match = /^\/(?:de\/)?auctions\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/.exec(pathname);
  return match?.[1];
}

const isChoice = (c: unknown): c is ChatChoice => typeof c === 'object' && c !== null && typeof (c as ChatChoice).id === 'string' && typeof (c as ChatChoice).label === 'string';

/**
 * The conversation lives in the tab's sessionStorage, so it survives moving to another page and
 * switching the language (a full page load), and is gone when the tab closes. Only well-formed
 * turns are read back; a pending question is not (its answer is lost with the page that asked).
 */
const CHAT_KEY = 'support:chat';

const storedMessages = (): WidgetMessage[] => {
  try {
    const raw: unknown = JSON.parse(globalThis.sessionStorage?.getItem(CHAT_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw
      .filter((m): m is WidgetMessage => typeof m === 'object' && m !== null && (m.role === 'user' || m.role === 'assistant') && typeof m.content === 'string')
      .map((m) => ({
        role: m.role,
        content: m.content,
        ...(m.kind === 'answer' || m.kind === 'clarify' || m.kind === 'handover' ? { kind: m.kind } : {}),
        ...(Array.isArray(m.choices) ? { choices: m.choices.filter(isChoice) } : {}),
        ...(typeof m.question === 'string' ? { question: m.question } : {}),
      }))
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
      // The page's auction, so "what do I pay for this" is answered for it (the session decides what may be shown).
      body: JSON.stringify({ message, locale, history, page: { auction_slug: pageAuctionSlug() } }),
    });
    if (!response.ok) throw new Error(`support-ai-chat answered ${response.status}`);
    const body = (await response.json()) as { data?: { response?: unknown; kind?: unknown; choices?: unknown } };
    const answer = typeof body.data?.response === 'string' && body.data.response.trim() ? body.data.response : fallback;
    const kind = body.data?.kind === 'clarify' || body.data?.kind === 'handover' ? body.data.kind : 'answer';
    const choices = Array.isArray(body.data?.choices) ? body.data.choices.filter(isChoice) : [];
    const current = $chat.get();
    $chat.set({ messages: [...current.messages, { role: 'assistant', content: answer, kind, choices, question: message }], waiting: false });
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
