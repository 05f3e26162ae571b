import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { CHAT_MESSAGE_MAX } from '@core/domain/support';
import type { Locale } from '../../i18n/config';
import { $chat, askAssistant, handOver } from '../../stores/support';
import Markdown from '../content/Markdown';

/**
 * The "ask the AI" tab: the conversation (assistant answers as safe Markdown: no raw HTML, links
 * kept only for http, https, irc, ircs, mailto, xmpp or relative), a typing indicator, and an
 * input that is disabled while an answer is pending.
 */
export function SupportChat({ lang }: { lang: Locale }) {
  const { t } = useTranslation();
  const { messages, waiting } = useStore($chat);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, waiting]);

  const ask = async (question: string) => {
    const result = await askAssistant(question, lang, t('support.ai.fallback'));
    if (result === 'failed') toast.error(t('support.ai.error'));
    input.current?.focus();
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || waiting) return;
    const question = text;
    setText('');
    await ask(question);
  };
  const last = messages.length - 1;

  return (
    <div className="support-chat">
      <div className="support-chat__log" role="log" aria-label={t('support.ai.log')} aria-live="polite" tabIndex={0}>
        {messages.length === 0 && <p className="support-chat__empty">{t('support.ai.empty')}</p>}
        {messages.map((message, index) => (
          <div key={index} className={`support-chat__message support-chat__message--${message.role}`}>
            <span className="visually-hidden">{message.role === 'user' ? t('support.ai.you') : t('support.ai.assistant')}: </span>
            {message.role === 'assistant' ? (
              <div className="support-chat__markdown">
                <Markdown source={message.content} />
                {/* Not sure: the choices as buttons (latest turn only), and the human tab with the question prefilled. */}
                {index === last && message.kind === 'clarify' && message.choices && message.choices.length > 0 && (
                  <div className="support-chat__choices" role="group" aria-label={t('support.ai.choices')}>
                    {message.choices.map((choice) => (
                      <button key={choice.id} type="button" className="button button--secondary" disabled={waiting} onClick={() => void ask(choice.label)}>
                        {choice.label}
                      </button>
                    ))}
                  </div>
                )}
                {(message.kind === 'clarify' || message.kind === 'handover') && message.question && (
                  <button type="button" className="button button--primary support-chat__handover" onClick={() => handOver(message.question ?? '')}>
                    {t('support.ai.handover')}
                  </button>
                )}
              </div>
            ) : (
              <p>{message.content}</p>
            )}
          </div>
        ))}
        {waiting && (
          <div className="support-chat__typing" role="status" data-testid="support-typing">
            <span className="support-chat__dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="visually-hidden">{t('support.ai.typing')}</span>
          </div>
        )}
        <div ref={end} />
      </div>
      <form className="support-chat__form" onSubmit={send}>
        <label htmlFor="support-chat-input" className="visually-hidden">
          {t('support.ai.inputLabel')}
        </label>
        <input
          ref={input}
          id="support-chat-input"
          type="text"
          autoComplete="off"
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={t('support.ai.placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          disabled={waiting}
        />
        <button type="submit" className="button button--primary" disabled={waiting || !text.trim()}>
          {t('support.ai.send')}
        </button>
      </form>
      <p className="support-chat__notice">{t('support.ai.notice')}</p>
    </div>
  );
}
