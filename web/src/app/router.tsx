import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';

import { useLearnerRating } from '@/features/progress/components/use-progress-summary';
import { CoachSlotProvider, type CoachPanelProps } from '@/lib/coach-slot';

import { AcademyErrorFallback, PlayErrorFallback, PuzzlesErrorFallback } from './errors/fallbacks';
import { RequireAuth } from './guards/require-auth';
import { RoutePage } from './route-page';
import { AppLayout } from './shell/app-layout';

// Every page is its own chunk: the first visit only downloads the shell and that page.
function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/** A lazily loaded page that takes props (slots filled with another feature's part). */
function lazyPageWith<P extends object>(load: () => Promise<Record<string, unknown>>, name: string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<P> }));
}

/** A part one feature shows inside another's page, composed here so features stay independent. */
function Part({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={<div aria-hidden="true" className="h-40 animate-pulse rounded-2xl border border-line bg-surface" />}
    >
      {children}
    </Suspense>
  );
}

// The coach panel (features/coach) goes into the CoachSlot of the puzzles, lesson, practice and
// review pages (lib/coach-slot.tsx), loaded with the first page that shows it. It speaks to the
// learner's one rating (features/progress) unless the page knows a better one.
const CoachPanel = lazyPageWith<CoachPanelProps>(() => import('@/features/coach/components/coach-panel'), 'CoachPanel');
function CoachPanelPart(props: CoachPanelProps) {
  const rating = useLearnerRating();
  return (
    <Part>
      <CoachPanel {...props} rating={props.rating ?? rating} />
    </Part>
  );
}
function WithCoach({ children }: { children: ReactNode }) {
  return <CoachSlotProvider panel={CoachPanelPart}>{children}</CoachSlotProvider>;
}

const DashboardPage = lazyPageWith<{
  todaysPlan?: ReactNode;
  yourProgress?: ReactNode;
  strengthResult?: ReactNode;
  continueLesson?: ReactNode;
}>(() => import('@/features/dashboard/components/dashboard-page'), 'DashboardPage');
const TodaysPlanCard = lazyPage(() => import('@/features/progress/components/todays-plan-card'), 'TodaysPlanCard');
const ProgressCard = lazyPage(() => import('@/features/progress/components/progress-card'), 'ProgressCard');
const LastAssessmentResult = lazyPage(
  () => import('@/features/assessment/components/last-result'),
  'LastAssessmentResult',
);
const YourProgressCards = lazyPage(
  () => import('@/features/progress/components/your-progress-cards'),
  'YourProgressCards',
);
const LessonsPage = lazyPage(() => import('@/features/lessons/components/lessons-page'), 'LessonsPage');
const ContinueLesson = lazyPage(() => import('@/features/lessons/components/continue-lesson'), 'ContinueLesson');
const LessonPage = lazyPage(() => import('@/features/lessons/components/lesson-page'), 'LessonPage');
const CategoryPage = lazyPage(() => import('@/features/lessons/components/category-page'), 'CategoryPage');
const PuzzlesPage = lazyPage(() => import('@/features/puzzles/components/puzzles-page'), 'PuzzlesPage');
const PracticePage = lazyPage(() => import('@/features/practice/components/practice-page'), 'PracticePage');
const PracticePositionPage = lazyPage(
  () => import('@/features/practice/components/practice-position-page'),
  'PracticePositionPage',
);
const PlayPage = lazyPage(() => import('@/features/play/components/play-page'), 'PlayPage');
const LeaderboardPage = lazyPage(() => import('@/features/leaderboard/components/leaderboard-page'), 'LeaderboardPage');
const StrengthAssessmentPage = lazyPage(
  () => import('@/features/assessment/components/strength-assessment-page'),
  'StrengthAssessmentPage',
);
const DemoPage = lazyPage(() => import('./demo/demo-page'), 'DemoPage');
const AcademyPage = lazyPage(() => import('@/features/academy/components/academy-page'), 'AcademyPage');
const MultiplayerPage = lazyPage(() => import('@/features/multiplayer/components/multiplayer-page'), 'MultiplayerPage');
const LiveGamePage = lazyPage(() => import('@/features/multiplayer/components/live-game-page'), 'LiveGamePage');
const CalibrationPage = lazyPage(() => import('@/features/calibration/components/calibration-page'), 'CalibrationPage');
const GameReviewPage = lazyPage(() => import('@/features/review/components/review-pages'), 'GameReviewPage');
const PgnReviewPage = lazyPage(() => import('@/features/review/components/review-pages'), 'PgnReviewPage');
const DebugPage = lazyPage(() => import('@/features/debug/components/debug-page'), 'DebugPage');
const ProfilePage = lazyPageWith<{ progress?: ReactNode }>(
  () => import('@/features/profile/components/profile-page'),
  'ProfilePage',
);
const PublicProfilePage = lazyPage(
  () => import('@/features/profile/components/public-profile-page'),
  'PublicProfilePage',
);
const SettingsPage = lazyPage(() => import('@/features/settings/components/settings-page'), 'SettingsPage');
const AuthCallbackPage = lazyPage(() => import('@/features/auth/components/auth-callback-page'), 'AuthCallbackPage');
const AuthSuccessPage = lazyPage(() => import('@/features/auth/components/auth-success-page'), 'AuthSuccessPage');
const AuthErrorPage = lazyPage(() => import('@/features/auth/components/auth-error-page'), 'AuthErrorPage');

// The whole route table.
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <Navigate to="/play" replace /> },
      {
        path: 'dashboard',
        element: (
          <RoutePage>
            <DashboardPage
              continueLesson={
                <Suspense fallback={null}>
                  <ContinueLesson />
                </Suspense>
              }
              todaysPlan={
                <Part>
                  <TodaysPlanCard />
                </Part>
              }
              yourProgress={
                <Part>
                  <YourProgressCards />
                </Part>
              }
              strengthResult={
                <Suspense fallback={null}>
                  <LastAssessmentResult />
                </Suspense>
              }
            />
          </RoutePage>
        ),
      },
      {
        path: 'lessons',
        element: (
          <RoutePage>
            <LessonsPage />
          </RoutePage>
        ),
      },
      {
        path: 'lessons/category/:categoryId',
        element: (
          <RoutePage>
            <CategoryPage />
          </RoutePage>
        ),
      },
      {
        path: 'lessons/:lessonId',
        element: (
          <RoutePage>
            <WithCoach>
              <LessonPage />
            </WithCoach>
          </RoutePage>
        ),
      },
      {
        path: 'puzzles',
        element: (
          <RoutePage fallback={PuzzlesErrorFallback}>
            <WithCoach>
              <PuzzlesPage />
            </WithCoach>
          </RoutePage>
        ),
      },
      {
        path: 'practice',
        element: (
          <RoutePage>
            <PracticePage />
          </RoutePage>
        ),
      },
      {
        path: 'practice/:positionId',
        element: (
          <RoutePage>
            <WithCoach>
              <PracticePositionPage />
            </WithCoach>
          </RoutePage>
        ),
      },
      {
        path: 'play',
        element: (
          <RoutePage fallback={PlayErrorFallback}>
            <PlayPage />
          </RoutePage>
        ),
      },
      {
        path: 'leaderboard',
        element: (
          <RoutePage>
            <LeaderboardPage />
          </RoutePage>
        ),
      },
      {
        path: 'strength-assessment',
        element: (
          <RoutePage>
            <StrengthAssessmentPage />
          </RoutePage>
        ),
      },
      {
        path: 'academy',
        element: (
          <RoutePage fallback={AcademyErrorFallback}>
            <AcademyPage />
          </RoutePage>
        ),
      },
      {
        path: 'multiplayer',
        element: (
          <RoutePage>
            <MultiplayerPage />
          </RoutePage>
        ),
      },
      {
        path: 'review',
        element: (
          <RoutePage>
            <WithCoach>
              <PgnReviewPage />
            </WithCoach>
          </RoutePage>
        ),
      },
      {
        path: 'review/:gameId',
        element: (
          <RoutePage>
            <WithCoach>
              <GameReviewPage />
            </WithCoach>
          </RoutePage>
        ),
      },
      {
        path: 'phase0',
        element: (
          <RoutePage>
            <CalibrationPage />
          </RoutePage>
        ),
      },
      {
        path: 'debug',
        element: (
          <RoutePage>
            <DebugPage />
          </RoutePage>
        ),
      },
      {
        path: 'demo',
        element: (
          <RoutePage>
            <DemoPage />
          </RoutePage>
        ),
      },
      {
        path: 'profile',
        element: (
          <RoutePage>
            <RequireAuth featureName="your profile">
              <ProfilePage
                progress={
                  <Part>
                    <ProgressCard />
                  </Part>
                }
              />
            </RequireAuth>
          </RoutePage>
        ),
      },
      {
        path: 'u/:username',
        element: (
          <RoutePage>
            <PublicProfilePage />
          </RoutePage>
        ),
      },
      {
        path: 'settings',
        element: (
          <RoutePage>
            <RequireAuth featureName="settings">
              <SettingsPage />
            </RequireAuth>
          </RoutePage>
        ),
      },
      {
        path: 'game/:gameId',
        element: (
          <RoutePage>
            <LiveGamePage />
          </RoutePage>
        ),
      },
      {
        path: 'spectate/:gameId',
        element: (
          <RoutePage>
            <LiveGamePage />
          </RoutePage>
        ),
      },
      {
        path: 'auth/callback',
        element: (
          <RoutePage>
            <AuthCallbackPage />
          </RoutePage>
        ),
      },
      {
        path: 'auth/success',
        element: (
          <RoutePage>
            <AuthSuccessPage />
          </RoutePage>
        ),
      },
      {
        path: 'auth/error',
        element: (
          <RoutePage>
            <AuthErrorPage />
          </RoutePage>
        ),
      },
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
