// The board widget: chessground inside, no rules. The parent passes the position, the legal
// destinations and what to draw; moves come back through onMove. Keyboard users reach the board as
// a grid of 64 named squares (one tab stop; arrows move a cursor, Enter or Space selects and moves
// through chessground as a click would, Escape clears) or type a move in the field under the board:
// coordinates (e2e4) by default, or whatever the parent's `readMove` reads (SAN and UCI with
// lib/chess's `moveReader`, which knows the rules the board does not); every move is announced in an
// aria-live region.

import 'chessground/assets/chessground.base.css';
import 'chessground/assets/chessground.brown.css';
import 'chessground/assets/chessground.cburnett.css';

import { Chessground } from 'chessground';
import type { Api } from 'chessground/api';
import type { Config } from 'chessground/config';
import type { DrawShape } from 'chessground/draw';
import { read as readFen } from 'chessground/fen';
import type { Color, Key } from 'chessground/types';
import {
  createElement,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FormEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';

import { readBoardPreferences } from '@/lib/board-preferences';

import { boardKeyAction, initialCursor, screenCell, screenRows, squareLabel } from './keyboard-cursor';
import { useFitViewport } from './use-fit-viewport';
import './board.css';

export type PromotionPiece = 'q' | 'r' | 'b' | 'n';
export type BoardColor = Color;
export type BoardKey = Key;
export type BoardShape = DrawShape;

export type HighlightColor = 'suggest' | 'require' | 'avoid' | 'good' | 'bad';
export type TooltipType = 'hint' | 'instruction' | 'warning' | 'success';

export interface SquareHighlight {
  square: Key;
  color: HighlightColor;
  animation?: 'pulse' | 'glow' | 'bounce' | 'none';
}

export interface SquareTooltip {
  square: Key;
  message: string;
  type: TooltipType;
}

/** A teaching arrow, drawn over the board in its colour and line style (chessground's own arrows are solid only). */
export interface BoardArrow {
  from: Key;
  to: Key;
  color: 'green' | 'blue' | 'red' | 'yellow' | 'orange';
  style: 'dashed' | 'dotted' | 'solid';
}

const ARROW_RGB: Record<BoardArrow['color'], string> = {
  green: '#15803d',
  blue: '#1d4ed8',
  red: '#b91c1c',
  yellow: '#ca8a04',
  orange: '#ea580c',
};
const ARROW_DASH: Record<BoardArrow['style'], string | undefined> = {
  solid: undefined,
  dashed: '0.3 0.18',
  dotted: '0.02 0.2',
};

/** The arrows as an SVG laid over the board, one board square = one unit. */
function ArrowLayer({ arrows, orientation }: { arrows: BoardArrow[]; orientation: Color }) {
  const id = useId();
  const centre = (square: Key) => {
    const { row, col } = screenCell(square, orientation);
    return { x: col + 0.5, y: row + 0.5 };
  };
  return (
    <svg viewBox="0 0 8 8" className="pointer-events-none absolute inset-0 z-10 h-full w-full" aria-hidden="true">
      <defs>
        {Object.entries(ARROW_RGB).map(([name, rgb]) => (
          <marker
            key={name}
            id={`${id}-${name}`}
            viewBox="0 0 10 10"
            refX="5"
            refY="5"
            markerWidth="3"
            markerHeight="3"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" fill={rgb} />
          </marker>
        ))}
      </defs>
      {arrows.map((a) => {
        const from = centre(a.from);
        const to = centre(a.to);
        // Stop short of the target's centre so the head sits on the square, not past it.
        const len = Math.hypot(to.x - from.x, to.y - from.y) || 1;
        const end = { x: to.x - ((to.x - from.x) / len) * 0.3, y: to.y - ((to.y - from.y) / len) * 0.3 };
        return (
          <line
            key={`${a.from}${a.to}${a.color}`}
            data-testid="board-arrow"
            data-arrow={`${a.from}${a.to}`}
            data-color={a.color}
            data-style={a.style}
            x1={from.x}
            y1={from.y}
            x2={end.x}
            y2={end.y}
            stroke={ARROW_RGB[a.color]}
            strokeOpacity={0.8}
            strokeWidth={0.15}
            strokeLinecap={a.style === 'dotted' ? 'round' : 'butt'}
            strokeDasharray={ARROW_DASH[a.style]}
            markerEnd={`url(#${id}-${a.color})`}
          />
        );
      })}
    </svg>
  );
}

export interface StepExplanation {
  title: string;
  description: string;
  position: 'top' | 'bottom' | 'left' | 'right';
}

const TOOLTIP_CLASSES: Record<TooltipType, string> = {
  hint: 'bg-sky-700 text-white',
  instruction: 'bg-neutral-800 text-white',
  warning: 'bg-amber-400 text-black',
  success: 'bg-emerald-600 text-white',
};

/** Where a square sits on the board, in percent from the top-left corner. */
function squarePosition(square: Key, orientation: Color): { left: number; top: number } {
  const { row, col } = screenCell(square, orientation);
  return { left: col * 12.5, top: row * 12.5 };
}

/**
 * Where a square's tooltip stands, inside the board: above the square, but below it on the top two
 * rows (above, it would cover what is over the board, e.g. the page's heading), and reaching left
 * from the square's right edge on the right half (so it never runs past the board on a phone).
 */
function tooltipPlacement(square: Key, orientation: Color): CSSProperties {
  const { left, top } = squarePosition(square, orientation);
  const vertical: CSSProperties =
    top < 25 ? { top: `${top + 12.5}%` } : { top: `${top}%`, transform: 'translateY(-100%)' };
  const horizontal: CSSProperties = left >= 50 ? { right: `${100 - left - 12.5}%` } : { left: `${left}%` };
  return { ...vertical, ...horizontal };
}

const KEYBOARD_HELP =
  'Arrow keys move between squares. Enter or Space selects a piece and moves it to the square. Escape clears the selection.';

export interface ChessBoardProps {
  fen: string;
  /** Legal destinations by origin square; the board allows nothing else. */
  dests?: Map<Key, Key[]>;
  orientation?: Color;
  turnColor?: Color;
  /** The side the user may move; undefined: none (view only). */
  movableColor?: Color;
  lastMove?: [Key, Key];
  /** The side in check, if any. */
  check?: Color | false;
  /** Arrows and circles. */
  shapes?: DrawShape[];
  /** Teaching arrows with colour and line style (guided practice). */
  arrows?: BoardArrow[];
  highlights?: SquareHighlight[];
  tooltips?: SquareTooltip[];
  explanation?: StepExplanation;
  /**
   * Ask for the piece when promoting, queen first (default: yes, unless the player chose "Always
   * promote to queen" in settings); false: always a queen, where the specification says so
   * (assessment, calibration, academy, live games).
   */
  choosePromotion?: boolean;
  /** Whether from-to promotes; default: a pawn of the given position reaching the last rank. */
  isPromotion?: (from: Key, to: Key) => boolean;
  onMove?: (from: Key, to: Key, promotion?: PromotionPiece) => void;
  disabled?: boolean;
  /**
   * Reads a typed move in the position (the board knows no rules): the move, or the message to show.
   * Without it the field takes coordinates only (e2e4), checked against `dests`.
   */
  readMove?: (text: string) => TypedBoardMove | TypedMoveError;
  /**
   * A typed move that the rules (or `dests`) forbid, after its message is shown: guided practice
   * counts it as a mistake. (A dragged piece can only reach its legal squares.)
   */
  onIllegalMove?: () => void;
  /** Text read by screen readers after a move, e.g. "White played e4". */
  announcement?: string;
  /** Default: the player's board preference from the settings page. */
  coordinates?: boolean;
  /** Milliseconds; default 200, or 0 when the player turned move animation off in settings. */
  animationMs?: number;
  /** No taller than the room under its top edge, so the whole board shows without scrolling (training screens). */
  fitViewport?: boolean;
  className?: string;
}

export interface TypedMoveError {
  error: string;
  /** Readable, but not a legal move here (as opposed to text that is no move at all). */
  illegal?: boolean;
}

export interface TypedBoardMove {
  from: string;
  to: string;
  promotion?: PromotionPiece;
}

// Queen first: nearest the promotion square, and the one the chooser focuses.
const PROMOTION_PIECES: { piece: PromotionPiece; label: string; role: string }[] = [
  { piece: 'q', label: 'Queen', role: 'queen' },
  { piece: 'r', label: 'Rook', role: 'rook' },
  { piece: 'b', label: 'Bishop', role: 'bishop' },
  { piece: 'n', label: 'Knight', role: 'knight' },
];

export function ChessBoard({
  fen,
  dests,
  orientation = 'white',
  turnColor,
  movableColor,
  lastMove,
  check,
  shapes,
  arrows,
  highlights,
  tooltips,
  explanation,
  choosePromotion: choosePromotionProp,
  isPromotion,
  onMove,
  disabled = false,
  readMove,
  onIllegalMove,
  announcement = '',
  coordinates: coordinatesProp,
  animationMs: animationMsProp,
  fitViewport = false,
  className = '',
}: ChessBoardProps) {
  const [preferences] = useState(readBoardPreferences);
  const coordinates = coordinatesProp ?? preferences.showCoordinates;
  const choosePromotion = choosePromotionProp ?? !preferences.autoQueen;
  const animationMs = animationMsProp ?? (preferences.animateMoves ? 200 : 0);
  const element = useRef<HTMLDivElement>(null);
  const api = useRef<Api | null>(null);
  const onMoveRef = useRef(onMove);
  const [pending, setPending] = useState<[Key, Key] | null>(null);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState('');
  const inputId = useId();
  const grid = useRef<HTMLDivElement>(null);
  // The keyboard cursor (the grid's one tab stop) and chessground's selection, mirrored for
  // aria-selected.
  const [cursor, setCursor] = useState<Key>(() => initialCursor(orientation));
  const [selected, setSelected] = useState<Key | undefined>(undefined);
  const pieces = useMemo(() => readFen(fen), [fen]);
  const boardBox = useRef<HTMLDivElement>(null);
  const fitSide = useFitViewport(boardBox, fitViewport);

  // Without the parent's rules, a promotion is a pawn of the position given reaching the last rank.
  const pawnPromotes = (from: Key, to: Key) => pieces.get(from)?.role === 'pawn' && (to[1] === '8' || to[1] === '1');
  const promotionRef = useRef({ choosePromotion, isPromotion: isPromotion ?? pawnPromotes });
  useEffect(() => {
    onMoveRef.current = onMove;
    promotionRef.current = { choosePromotion, isPromotion: isPromotion ?? pawnPromotes };
  });

  const commit = (from: Key, to: Key) => {
    const { choosePromotion: ask, isPromotion: promotes } = promotionRef.current;
    if (promotes?.(from, to)) {
      if (ask) {
        setPending([from, to]);
        return;
      }
      onMoveRef.current?.(from, to, 'q');
      return;
    }
    onMoveRef.current?.(from, to);
  };
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  const config: Config = {
    fen,
    orientation,
    turnColor,
    lastMove,
    check: check || false,
    coordinates,
    viewOnly: false,
    animation: { enabled: animationMs > 0, duration: animationMs },
    highlight: {
      lastMove: true,
      check: true,
      custom: new Map(
        (highlights ?? []).map(
          (h) =>
            [h.square, `hl-${h.color}${h.animation && h.animation !== 'none' ? ` hl-${h.animation}` : ''}`] as [
              Key,
              string,
            ],
        ),
      ),
    },
    premovable: { enabled: false },
    movable: {
      free: false,
      color: disabled ? undefined : movableColor,
      dests: disabled ? new Map() : (dests ?? new Map()),
      showDests: true,
      events: { after: (from, to) => commitRef.current(from, to) },
    },
    drawable: { enabled: true, autoShapes: shapes ?? [] },
    // Called for clicks as well as keys (chessground calls it after the selection changed).
    events: { select: () => setSelected(api.current?.state.selected) },
  };

  useEffect(() => {
    const wrap = element.current;
    if (!wrap) return;
    const cg = Chessground(wrap, config);
    api.current = cg;
    // Chessground caches the board's page rectangle and forgets it only on scroll, window resize
    // and its own resize. A notice inserted above the board moves it without any of those, and
    // presses then land on the square the board used to have there. Forgetting the rectangle on
    // every press, in the capture phase so before chessground's own listener on the board inside,
    // makes each press measure where the board is now (one getBoundingClientRect per press).
    const forgetBounds = () => cg.state.dom.bounds.clear();
    const options = { capture: true, passive: true };
    wrap.addEventListener('mousedown', forgetBounds, options);
    wrap.addEventListener('touchstart', forgetBounds, options);
    return () => {
      wrap.removeEventListener('mousedown', forgetBounds, options);
      wrap.removeEventListener('touchstart', forgetBounds, options);
      cg.destroy();
      api.current = null;
    };
    // Created once; later changes go through set() below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    api.current?.set(config);
    // Selection clears whenever the position changes (chessground does so on a new fen).
  });

  /** What a click on the square does: select its piece, or move the selected piece there. */
  const activate = (square: Key) => {
    const cg = api.current;
    if (!cg) return;
    // A second press on the selected piece puts it down again, as a second click does.
    cg.selectSquare(cg.state.selected === square ? null : square);
    setSelected(cg.state.selected);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = boardKeyAction(cursor, event, orientation);
    if (action.kind === 'none') return;
    event.preventDefault();
    if (action.kind === 'cursor') {
      // Focusing the cell moves the cursor (onFocus below), so the tab stop follows.
      grid.current?.querySelector<HTMLElement>(`[data-square="${action.square}"]`)?.focus();
    } else if (action.kind === 'activate') {
      activate(cursor);
    } else {
      api.current?.selectSquare(null);
      setSelected(undefined);
    }
  };

  // The promotion chooser takes the focus, so a move made from the keyboard can be finished there;
  // Escape or a press outside the pieces takes the move back (the board returns to the position it
  // was given).
  const promotionDialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!pending) return;
    promotionDialog.current?.querySelector('button')?.focus();
    // Escape cancels even when the focus went elsewhere (a click on the page around the board).
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') closePromotionRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [pending]);
  const closePromotion = (piece?: PromotionPiece) => {
    const hadFocus = promotionDialog.current?.contains(document.activeElement) ?? false;
    const move = pending;
    setPending(null);
    if (move && piece) onMoveRef.current?.(move[0], move[1], piece);
    if (hadFocus) grid.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  };
  const closePromotionRef = useRef(closePromotion);
  useEffect(() => {
    closePromotionRef.current = closePromotion;
  });

  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    const typedMove = readTyped(typed);
    if ('error' in typedMove) {
      setTypedError(typedMove.error);
      if (typedMove.illegal && !disabled) onIllegalMove?.();
      return;
    }
    const from = typedMove.from as Key;
    const to = typedMove.to as Key;
    if (disabled || !dests?.get(from)?.includes(to)) {
      setTypedError('That move is not allowed!');
      if (!disabled) onIllegalMove?.();
      return;
    }
    setTypedError('');
    setTyped('');
    const { promotion } = typedMove;
    if (promotion && promotionRef.current.isPromotion(from, to)) onMoveRef.current?.(from, to, promotion);
    else commitRef.current(from, to);
  };

  const readTyped = (text: string): TypedBoardMove | TypedMoveError => {
    if (readMove) return readMove(text);
    const match = /^([a-h][1-8])-?([a-h][1-8])([qrbn])?$/.exec(text.trim().toLowerCase());
    if (!match) return { error: 'Type a move as from and to squares, e.g. e2e4' };
    return { from: match[1] as Key, to: match[2] as Key, promotion: match[3] as PromotionPiece | undefined };
  };

  const side = explanation?.position === 'left' || explanation?.position === 'right';
  const explanationBox = explanation && (
    <div
      role="note"
      className={`rounded-lg border border-line bg-surface-2 p-3 text-sm ${side ? 'w-48 shrink-0' : ''}`}
      data-testid="board-explanation"
      data-position={explanation.position}
    >
      <p className="font-semibold text-fg">{explanation.title}</p>
      <p className="text-muted">{explanation.description}</p>
    </div>
  );

  return (
    <div
      className={`flex w-full gap-2 ${side ? (explanation?.position === 'left' ? 'flex-row' : 'flex-row-reverse') : 'flex-col'} ${className}`}
    >
      {explanation?.position !== 'bottom' && explanationBox}
      <div className="flex w-full flex-col gap-2">
        <div
          ref={boardBox}
          className="relative aspect-square w-full"
          style={fitSide ? { maxWidth: fitSide } : undefined}
        >
          <div
            ref={element}
            className="cg-wrap h-full w-full"
            data-testid="chess-board"
            data-fen={fen}
            data-highlights={(highlights ?? []).map((h) => h.square).join(' ')}
          />
          {arrows && arrows.length > 0 && <ArrowLayer arrows={arrows} orientation={orientation} />}
          {/* The keyboard's board, laid over chessground's: mouse and touch pass through it to
              chessground; focus and screen readers use it. Its squares draw the cursor. */}
          <div
            ref={grid}
            role="grid"
            aria-label="Chess board"
            aria-describedby={`${inputId}-keys`}
            className="pointer-events-none absolute inset-0 z-10 flex flex-col"
            onKeyDown={onGridKeyDown}
            data-testid="board-grid"
          >
            {screenRows(orientation).map((row) => (
              <div key={row[0]} role="row" className="flex flex-1">
                {row.map((square) => (
                  <div
                    key={square}
                    role="gridcell"
                    data-square={square}
                    tabIndex={square === cursor ? 0 : -1}
                    aria-label={squareLabel(square, pieces.get(square))}
                    aria-selected={square === selected}
                    onFocus={() => setCursor(square)}
                    // Screen readers on touch screens activate a square by clicking it.
                    onClick={() => activate(square)}
                    className="board-square flex-1"
                  />
                ))}
              </div>
            ))}
          </div>
          <p id={`${inputId}-keys`} hidden>
            {KEYBOARD_HELP}
          </p>
          {(tooltips ?? []).map((t) => {
            return (
              <div
                key={`${t.square}-${t.message}`}
                role="tooltip"
                className={`pointer-events-none absolute z-10 max-w-48 rounded px-2 py-1 text-xs shadow ${TOOLTIP_CLASSES[t.type]}`}
                style={tooltipPlacement(t.square, orientation)}
              >
                {t.message}
              </div>
            );
          })}
          {pending && (
            <PromotionChooser
              ref={promotionDialog}
              square={pending[1]}
              color={pieces.get(pending[0])?.color ?? (pending[1][1] === '1' ? 'black' : 'white')}
              orientation={orientation}
              onChoose={closePromotion}
            />
          )}
        </div>
        <form onSubmit={submitTyped} className="flex items-center gap-2">
          <label htmlFor={inputId} className="text-sm text-muted">
            Move
          </label>
          <input
            id={inputId}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            disabled={disabled}
            placeholder={readMove ? 'e4 or e2e4' : 'e2e4'}
            autoComplete="off"
            className="w-28 rounded-md border border-line bg-surface-2 px-2 py-1 text-sm text-fg"
            aria-describedby={`${inputId}-help`}
          />
          <button
            type="submit"
            disabled={disabled}
            className="rounded-md border border-line px-3 py-1 text-sm text-fg disabled:opacity-60"
          >
            Play move
          </button>
          <span id={`${inputId}-help`} className="text-sm text-red-600" role="alert">
            {typedError}
          </span>
        </form>
        <p aria-live="polite" role="status" className="sr-only" data-testid="move-announcer">
          {announcement}
        </p>
      </div>
      {explanation?.position === 'bottom' && explanationBox}
    </div>
  );
}

/**
 * The promotion choice over the promotion square, as on Lichess: the four pieces in a column from
 * that square towards the middle of the board, queen nearest; a press on the dimmed board around
 * them (onChoose without a piece) or Escape takes the move back.
 */
function PromotionChooser({
  ref,
  square,
  color,
  orientation,
  onChoose,
}: {
  ref: Ref<HTMLDivElement>;
  square: Key;
  color: Color;
  orientation: Color;
  onChoose: (piece?: PromotionPiece) => void;
}) {
  const { row, col } = screenCell(square, orientation);
  const down = row < 4;
  return (
    <div
      ref={ref}
      role="dialog"
      aria-label="Choose promotion piece"
      className="absolute inset-0 z-20 bg-black/50"
      data-testid="promotion-chooser"
      onClick={(event) => {
        if (event.target === event.currentTarget) onChoose();
      }}
    >
      {PROMOTION_PIECES.map(({ piece, label, role }, i) => (
        <button
          key={piece}
          type="button"
          aria-label={label}
          title={label}
          data-piece={`${color} ${role}`}
          className="promotion-option absolute rounded-full bg-neutral-300 shadow-lg outline-none hover:bg-accent focus-visible:ring-4 focus-visible:ring-accent"
          style={{
            left: `${col * 12.5}%`,
            top: `${(down ? row + i : row - i) * 12.5}%`,
            width: '12.5%',
            height: '12.5%',
          }}
          onClick={() => onChoose(piece)}
        >
          {/* chessground's own piece images (its CSS draws a <piece> inside .cg-wrap). */}
          <span className="cg-wrap promotion-piece">{createElement('piece', { className: `${role} ${color}` })}</span>
        </button>
      ))}
    </div>
  );
}
