import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';

import { ChatIcon, MinusIcon, SmileIcon } from '@/components/ui/icons';

import {
  CHAT_PANEL_MAX_HEIGHT,
  chatText,
  clampChatSize,
  EMOJI_COLUMNS,
  EMOJIS,
  keepOnScreen,
  QUICK_MESSAGES,
  QUICK_MESSAGES_FLOATING,
  QUICK_MESSAGES_PANEL,
} from '../model/chat';
import type { ChatMessage } from '../model/live-game';

interface ChatPanelProps {
  messages: ChatMessage[];
  ownUserId: string | null;
  connected: boolean;
  floating: boolean;
  onSend: (text: string) => boolean;
  onMinimise?: () => void;
}

function localTime(ts: number | string): string {
  const d = new Date(ts);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

export function ChatPanel({ messages, ownUserId, connected, floating, onSend, onMinimise }: ChatPanelProps) {
  const [text, setText] = useState('');
  const [showQuick, setShowQuick] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    listRef.current?.scrollTo?.({ top: listRef.current.scrollHeight });
  }, [messages.length]);

  const send = (value: string) => {
    const message = chatText(value);
    if (!message || !connected) return;
    if (onSend(message)) {
      setText('');
      setShowQuick(false);
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      send(text);
    }
  };
  const quick = QUICK_MESSAGES.slice(0, floating ? QUICK_MESSAGES_FLOATING : QUICK_MESSAGES_PANEL);

  return (
    <section
      aria-label="Chat"
      className="flex h-full flex-col rounded-lg border border-line bg-surface-2"
      style={{ maxHeight: floating ? undefined : CHAT_PANEL_MAX_HEIGHT }}
    >
      <div className="flex items-center justify-between border-b border-line px-3 py-2" data-chat-header>
        <h2 className="font-semibold">Chat</h2>
        {onMinimise && (
          <button
            type="button"
            aria-label="Minimise chat"
            onClick={onMinimise}
            className="rounded p-1 text-muted hover:bg-surface-2 hover:text-fg"
          >
            <MinusIcon width={18} height={18} />
          </button>
        )}
      </div>
      <div
        ref={listRef}
        role="log"
        aria-label="Chat messages"
        className="min-h-32 flex-1 space-y-2 overflow-y-auto p-3"
      >
        {messages.length === 0 ? (
          <div className="text-center text-sm opacity-70">
            <p>No messages yet...</p>
            <p>Start chatting with your opponent!</p>
          </div>
        ) : (
          messages.map((m, i) => {
            const own = ownUserId !== null && m.userId === ownUserId;
            return (
              <div key={i} data-own={own} className={`flex flex-col ${own ? 'items-end' : 'items-start'}`}>
                <span className="text-xs opacity-70">
                  {m.displayName || m.username} · {localTime(m.timestamp)}
                </span>
                <span className={`rounded-lg px-3 py-1 ${own ? 'bg-accent text-on-accent' : 'bg-surface'}`}>
                  {m.message}
                </span>
              </div>
            );
          })
        )}
      </div>
      {showQuick && (
        <div className="space-y-2 border-t border-line p-2" aria-label="Quick messages and emoji">
          <div className="flex flex-wrap gap-1">
            {quick.map((q) => (
              <button
                key={q}
                type="button"
                className="rounded border border-line px-2 py-1 text-xs"
                disabled={!connected}
                onClick={() => send(q)}
              >
                {q}
              </button>
            ))}
          </div>
          <div
            role="grid"
            aria-label="Emoji"
            className="grid gap-1"
            style={{ gridTemplateColumns: `repeat(${EMOJI_COLUMNS}, minmax(0, 1fr))` }}
          >
            {EMOJIS.map((e) => (
              <button
                key={e}
                type="button"
                aria-label={`Emoji ${e}`}
                className="text-lg"
                onClick={() => setText((t) => t + e)}
              >
                {e}
              </button>
            ))}
          </div>
        </div>
      )}
      <div className="flex gap-2 border-t border-line p-2">
        <button
          type="button"
          aria-label="Emoji and quick messages"
          aria-expanded={showQuick}
          onClick={() => setShowQuick((v) => !v)}
          className="rounded p-1 text-muted hover:bg-surface-2 hover:text-fg"
        >
          <SmileIcon />
        </button>
        <input
          aria-label="Chat message"
          className="min-w-0 flex-1 rounded border border-line bg-surface px-2 py-1"
          value={text}
          maxLength={140}
          placeholder="Type a message..."
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="rounded bg-accent px-3 py-1 text-on-accent disabled:opacity-50"
          disabled={!chatText(text) || !connected}
          onClick={() => send(text)}
        >
          Send
        </button>
      </div>
    </section>
  );
}

interface FloatingChatProps extends Omit<ChatPanelProps, 'floating'> {
  minimised: boolean;
  onRestore: () => void;
}

/** The chat as a window: draggable by its header, resizable from the corner, kept on screen. */
export function FloatingChat({ minimised, onRestore, ...panel }: FloatingChatProps) {
  const [size, setSize] = useState({ width: 320, height: 420 });
  const [pos, setPos] = useState(() => ({
    x: Math.max(0, window.innerWidth - 340),
    y: Math.max(0, window.innerHeight - 440),
  }));

  useEffect(() => {
    const onResize = () =>
      setPos((p) => keepOnScreen(p, size, { width: window.innerWidth, height: window.innerHeight }));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [size]);

  if (minimised) {
    return (
      <button
        type="button"
        aria-label="Open chat"
        onClick={onRestore}
        className="fixed right-4 bottom-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-accent text-on-accent shadow-lg"
      >
        <ChatIcon width={26} height={26} />
      </button>
    );
  }

  const drag = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!(e.target as HTMLElement).closest('[data-chat-header]') || (e.target as HTMLElement).closest('button')) return;
    const start = { mx: e.clientX, my: e.clientY, px: pos.x, py: pos.y };
    const move = (ev: PointerEvent) =>
      setPos(
        keepOnScreen({ x: start.px + ev.clientX - start.mx, y: start.py + ev.clientY - start.my }, size, {
          width: window.innerWidth,
          height: window.innerHeight,
        }),
      );
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };
  const resize = (e: ReactPointerEvent<HTMLDivElement>) => {
    e.stopPropagation();
    const start = { x: e.clientX, y: e.clientY, ...size };
    const move = (ev: PointerEvent) =>
      setSize(
        clampChatSize({ width: start.width + ev.clientX - start.x, height: start.height + ev.clientY - start.y }),
      );
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  return (
    <div
      role="dialog"
      aria-label="Floating chat"
      className="fixed z-40 shadow-xl"
      style={{ left: pos.x, top: pos.y, width: size.width, height: size.height }}
      onPointerDown={drag}
    >
      <ChatPanel {...panel} floating />
      <div aria-hidden onPointerDown={resize} className="absolute right-0 bottom-0 h-4 w-4 cursor-se-resize" />
    </div>
  );
}
