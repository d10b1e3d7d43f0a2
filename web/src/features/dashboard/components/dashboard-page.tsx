import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import {
  BookIcon,
  CpuIcon,
  GaugeIcon,
  PieceIcon,
  PuzzleIcon,
  TrophyIcon,
  UsersIcon,
  type PieceName,
} from '@/components/ui/icons';
import { useAuthModalStore } from '@/lib/auth/auth-modal-store';
import { useAuthStore } from '@/lib/auth/auth-store';

interface PathCard {
  to: string;
  title: string;
  description: string;
  cta: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

// "Choose Your Path" (Home), plus live multiplayer.
const paths: PathCard[] = [
  {
    to: '/play',
    title: 'vs Computer',
    description: 'Play against AI opponents at 25 levels, from first moves to master strength.',
    cta: 'Play Now',
    icon: CpuIcon,
  },
  {
    to: '/lessons',
    title: 'Learn',
    description: 'Interactive chess lessons from the rules of the game to expert strategy.',
    cta: 'Try Free Lessons',
    icon: BookIcon,
  },
  {
    to: '/puzzles',
    title: 'Puzzles',
    description: 'Sharpen your tactics with puzzle sets matched to your level.',
    cta: 'Try Free Puzzles',
    icon: PuzzleIcon,
  },
  {
    to: '/multiplayer',
    title: 'Multiplayer',
    description: 'Play live games against other people, from bullet to classical.',
    cta: 'Find an Opponent',
    icon: UsersIcon,
  },
  {
    to: '/strength-assessment',
    title: 'Rate My Strength',
    description: 'Solve 12 positions and get an estimate of your playing strength.',
    cta: 'Test Skills Free',
    icon: GaugeIcon,
  },
  {
    to: '/leaderboard',
    title: 'Leaderboard',
    description: 'See the global rankings and where you stand.',
    cta: 'View Rankings',
    icon: TrophyIcon,
  },
];

const features = [
  { title: 'Personalized', text: 'Lessons and puzzles pitched at your level, not someone else’s.' },
  { title: 'Interactive', text: 'Learn on the board: every idea is a move you get to play.' },
  { title: 'Progressive', text: 'From the basics to advanced strategy, one clear step at a time.' },
];

/** A decorative corner of a chessboard for wide screens. */
function BoardMotif() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute right-10 top-1/2 hidden -translate-y-1/2 grid-cols-4 overflow-hidden rounded-xl border border-line shadow-2xl lg:grid"
    >
      {Array.from({ length: 16 }, (_, i) => (
        <span
          key={i}
          className={`flex h-12 w-12 items-center justify-center text-3xl ${
            (Math.floor(i / 4) + i) % 2 === 0 ? 'bg-[#f0d9b5] text-[#1b1305]' : 'bg-[#b58863] text-[#1b1305]'
          }`}
        >
          {MOTIF_PIECES[i] && <PieceIcon piece={MOTIF_PIECES[i]} width={32} height={32} />}
        </span>
      ))}
    </div>
  );
}

const MOTIF_PIECES: Partial<Record<number, PieceName>> = { 1: 'knight', 6: 'pawn', 9: 'queen', 14: 'king' };

interface DashboardPageProps {
  /** Today's Plan, from the progress feature (the route table composes it in). */
  todaysPlan?: ReactNode;
  /** Your Progress (lessons, puzzles, rating), from the progress feature. */
  yourProgress?: ReactNode;
  /** The last strength assessment result, from the assessment feature, on Rate My Strength. */
  strengthResult?: ReactNode;
  /**
   * The learner's next step in the course, from the lessons feature ("Start Learning", "Continue:
   * <lesson>", "Next lesson: <lesson>"); without it, Start Learning opens the curriculum.
   */
  continueLesson?: ReactNode;
}

export function DashboardPage({ todaysPlan, yourProgress, strengthResult, continueLesson }: DashboardPageProps = {}) {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const openAuthModal = useAuthModalStore((s) => s.open);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10">
      <section
        aria-labelledby="dashboard-title"
        className="relative overflow-hidden rounded-2xl border border-line bg-surface px-6 py-8 sm:px-10 sm:py-10 lg:pr-64"
        style={{
          backgroundImage:
            'radial-gradient(circle at 100% 0%, color-mix(in srgb, var(--ca-accent) 16%, transparent), transparent 55%)',
        }}
      >
        <BoardMotif />
        <p className="text-sm font-semibold uppercase tracking-widest text-link">Chess Academy</p>
        <h1 id="dashboard-title" className="mt-3 max-w-2xl text-3xl font-extrabold tracking-tight sm:text-4xl">
          Learn chess, sharpen your tactics, and play.
        </h1>
        <p className="mt-4 max-w-xl text-lg text-muted">
          AI-powered lessons, tactical puzzles, games against the computer, a strength assessment, a leaderboard and
          live multiplayer games, for every level from beginner to expert.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          {continueLesson ?? (
            <ButtonLink to="/lessons" className="px-5 py-3 text-base">
              Start Learning
            </ButtonLink>
          )}
          <ButtonLink to="/play" variant="secondary" className="px-5 py-3 text-base">
            Play vs Computer
          </ButtonLink>
        </div>
      </section>

      {!isAuthenticated && (
        <section
          aria-label="Free access"
          className="flex flex-col gap-3 rounded-xl border border-line bg-surface-2 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p>
            <strong className="font-semibold">Full access, no signup required.</strong>{' '}
            <span className="text-muted">
              Everything here can be tried free without signing up. An account keeps your progress on every device.
            </span>
          </p>
          <button
            type="button"
            onClick={() => openAuthModal('register')}
            className="shrink-0 text-left font-semibold text-link underline underline-offset-4 hover:no-underline"
          >
            Create a free account later
          </button>
        </section>
      )}

      {todaysPlan}

      {yourProgress}

      <section aria-labelledby="paths-title">
        <h2 id="paths-title" className="text-2xl font-bold tracking-tight">
          Choose Your Path
        </h2>
        <ul className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {paths.map(({ to, title, description, cta, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full flex-col rounded-xl border border-line bg-surface p-5 transition hover:-translate-y-0.5 hover:border-accent"
              >
                <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-surface-2 text-link">
                  <Icon width={22} height={22} />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-1 flex-1 text-sm text-muted">{description}</p>
                {to === '/strength-assessment' && strengthResult}
                <span className="mt-4 text-sm font-semibold text-link group-hover:underline">
                  {cta} <span aria-hidden="true">→</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="why-title" className="pb-4">
        <h2 id="why-title" className="text-2xl font-bold tracking-tight">
          Why Chess Academy
        </h2>
        <ul className="mt-5 grid grid-cols-1 gap-4 md:grid-cols-3">
          {features.map((f) => (
            <li key={f.title} className="rounded-xl border border-line bg-surface p-5">
              <h3 className="font-semibold">{f.title}</h3>
              <p className="mt-1 text-sm text-muted">{f.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
