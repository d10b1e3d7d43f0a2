// The calibration test (docs/assessment.md, "The pages"; issue 18): loading, in progress, completed,
// or not started after an error, which shows the catalogue's text in an Error panel with Try Again
// (a fresh test: restart=1). Accounts only: the server keeps the test and its rating.

import { useCallback, useEffect, useReducer, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-errors';
import { useAccountId } from '@/lib/auth/account';
import { useAuthModalStore } from '@/lib/auth/auth-modal-store';
import { secondsSpent } from '@/lib/countdown';

import { getCalibrationResult } from '../api/get-calibration-result';
import { startCalibration } from '../api/start-calibration';
import { submitMove } from '../api/submit-move';
import {
  RESULT_POPUP_MS,
  acceptsMove,
  calibrationReducer,
  initialCalibration,
  type CalibrationState,
} from '../model/calibration-machine';
import { CalibrationPosition } from './calibration-position';
import { CalibrationResultView } from './calibration-result';

export const MSG_SIGN_IN = 'Sign in to take the calibration test: it sets your puzzle rating and keeps your result.';

function SignInPanel() {
  const open = useAuthModalStore((s) => s.open);
  return (
    <section className="max-w-lg rounded-2xl border border-line bg-surface p-6" data-testid="calibration-sign-in">
      <p>{MSG_SIGN_IN}</p>
      <Button className="mt-4" onClick={() => open('login')}>
        Sign In
      </Button>
    </section>
  );
}

function ErrorPanel({ error, detail, onRetry }: { error: string; detail: string | null; onRetry: () => void }) {
  return (
    <section
      role="alert"
      className="max-w-lg rounded-2xl border border-red-600 bg-red-600/10 p-6"
      data-testid="calibration-error"
    >
      <h2 className="text-lg font-semibold">Error</h2>
      <p className="mt-1">{error}</p>
      {detail && detail !== error && <p className="mt-1 text-sm text-muted">{detail}</p>}
      <Button className="mt-4" onClick={onRetry}>
        Try Again
      </Button>
    </section>
  );
}

function Calibration() {
  const [state, dispatch] = useReducer(calibrationReducer, initialCalibration);
  const stateRef = useRef<CalibrationState>(state);
  stateRef.current = state;

  const load = useCallback((restart: boolean) => {
    dispatch({ type: 'load' });
    startCalibration(restart)
      .then((q) => dispatch({ type: 'position', question: q, at: Date.now() }))
      .catch((e: unknown) => dispatch({ type: 'failed', step: 'start', detail: errorMessage(e) }));
  }, []);

  useEffect(() => load(false), [load]);

  /** Sends the answer; moves while one is on its way or the popup shows are ignored. */
  const send = useCallback((move: string) => {
    const s = stateRef.current;
    if (!acceptsMove(s)) return;
    const { question, shownAt } = s;
    dispatch({ type: 'send' });
    const spent =
      move === 'timeout' ? question.timeLimit : Math.min(secondsSpent(shownAt, Date.now()), question.timeLimit);
    submitMove({ move, timeSpent: spent, questionIndex: question.progress })
      .then((response) => dispatch({ type: 'answered', response }))
      .catch((e: unknown) => dispatch({ type: 'failed', step: 'submit', detail: errorMessage(e) }));
  }, []);

  const onTimeout = useCallback(() => send('timeout'), [send]);

  // The result popup stays 3 s, then the next position (or the end).
  const popup = state.status === 'in_progress' ? state.popup : null;
  useEffect(() => {
    if (!popup) return;
    const id = setTimeout(() => dispatch({ type: 'popup-done', at: Date.now() }), RESULT_POPUP_MS);
    return () => clearTimeout(id);
  }, [popup]);

  // Completed: the final result.
  const needsResult = state.status === 'completed' && state.result === null;
  useEffect(() => {
    if (!needsResult) return;
    getCalibrationResult()
      .then((result) => dispatch({ type: 'result', result }))
      .catch((e: unknown) => dispatch({ type: 'failed', step: 'result', detail: errorMessage(e) }));
  }, [needsResult]);

  if (state.status === 'loading') return <Spinner label="Loading calibration..." />;
  if (state.status === 'not_started')
    return <ErrorPanel error={state.error} detail={state.detail} onRetry={() => load(true)} />;
  if (state.status === 'completed') {
    return state.result ? (
      <CalibrationResultView result={state.result} onRetake={() => load(true)} />
    ) : (
      <Spinner label="Calculating your rating..." />
    );
  }
  return <CalibrationPosition state={state} onMove={send} onSkip={() => send('skip')} onTimeout={onTimeout} />;
}

/** The calibration widget: the test for an account, a way to sign in for anyone else. */
export function CalibrationWidget() {
  const account = useAccountId();
  // A new account starts its own test (the key remounts the machine).
  return <div data-testid="calibration">{account === undefined ? <SignInPanel /> : <Calibration key={account} />}</div>;
}
