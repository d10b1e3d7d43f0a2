// /strength-assessment (docs/assessment.md, "The pages"; issue 18): intro, twelve adaptive positions judged by
// the server, results. The session lives on the server, in the record of whoever takes it (a
// visitor's start makes them an anonymous learner); this browser keeps its id and the position
// being answered so a reload resumes it, and forgets both once the test is over.

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';

import { ApiError, errorMessage } from '@/lib/api-errors';
import { secondsSpent } from '@/lib/countdown';

import { getAssessmentSession } from '../api/get-assessment-session';
import { assessmentKeys } from '../api/keys';
import { postAnswer } from '../api/post-answer';
import { postHint } from '../api/post-hint';
import { startAssessment } from '../api/start-assessment';
import {
  assessmentReducer,
  autoAdvanceMs,
  fetchingNext,
  initialAssessment,
  skipAction,
  type AssessmentState,
} from '../model/assessment-machine';
import { clearSession, loadSession, saveSession } from '../model/saved-session';
import { AssessmentIntro } from './assessment-intro';
import { AssessmentQuestion } from './assessment-question';
import { AssessmentResults } from './assessment-results';

/** Where the page opens: the test being taken in this browser, or the intro. */
function opening(): AssessmentState {
  const saved = loadSession();
  if (saved) {
    return assessmentReducer(initialAssessment, {
      type: 'resumed',
      sessionId: saved.sessionId,
      question: saved.question,
      correct: saved.correct,
      at: Date.now(),
    });
  }
  return initialAssessment;
}

export function StrengthAssessmentPage() {
  const [state, dispatch] = useReducer(assessmentReducer, undefined, opening);
  const [timerEnabled, setTimerEnabled] = useState(false);
  const [hintLoading, setHintLoading] = useState(false);
  const client = useQueryClient();

  // A resumed test asks the server where it stands (another tab may have answered on) and how much
  // of the position's time is left; the position kept in the browser stands in while offline.
  const resumedId = useRef(state.phase === 'question' ? state.sessionId : null);
  useEffect(() => {
    const id = resumedId.current;
    if (!id) return;
    getAssessmentSession(id)
      .then((s) => {
        if (s.status === 'completed') dispatch({ type: 'show-results', sessionId: id });
        else {
          dispatch({
            type: 'resumed',
            sessionId: id,
            question: s,
            correct: loadSession()?.correct ?? 0,
            at: Date.now(),
          });
        }
      })
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.status === 404) {
          clearSession();
          dispatch({ type: 'to-intro' });
        }
      });
  }, []);

  // What the browser keeps follows the test: the position being answered; nothing once it is over
  // (the result is the record's: the history reads it).
  useEffect(() => {
    if (!state.sessionId) return;
    if (state.phase === 'question' && state.question) {
      saveSession({ sessionId: state.sessionId, question: state.question, correct: state.correct });
    } else if (state.phase === 'results') {
      clearSession();
      void client.invalidateQueries({ queryKey: assessmentKeys.all });
    }
  }, [state.sessionId, state.phase, state.question, state.correct, client]);

  const start = () => {
    dispatch({ type: 'start' });
    startAssessment()
      .then((r) => dispatch({ type: 'started', sessionId: r.sessionId, question: r, at: Date.now() }))
      .catch((e: unknown) => dispatch({ type: 'failed', message: errorMessage(e) }));
  };

  const send = useCallback(
    (move: string, leave = false) => {
      const { sessionId, question, shownAt } = state;
      if (!sessionId || !question || state.submitting || state.verdict) return;
      dispatch({ type: 'send', leave });
      // The server refuses a time beyond the limit plus its grace and judges lateness by its own
      // clock; the time sent is what the page measured, capped there.
      const timeSpent = Math.min(secondsSpent(shownAt, Date.now()), question.timeLimit + 5);
      postAnswer(sessionId, { questionIndex: question.progress, move, timeSpent })
        .then((response) => dispatch({ type: 'answered', response }))
        .catch((e: unknown) => dispatch({ type: 'failed', message: errorMessage(e) }));
    },
    [state],
  );

  const hint = () => {
    const { sessionId, question } = state;
    if (!sessionId || !question) return;
    setHintLoading(true);
    postHint(sessionId, question.progress)
      .then((square) => dispatch({ type: 'hint', square }))
      .catch((e: unknown) => dispatch({ type: 'failed', message: errorMessage(e) }))
      .finally(() => setHintLoading(false));
  };

  const skip = () => {
    const action = skipAction(state);
    if (action === 'advance') dispatch({ type: 'advance' });
    else if (action === 'timeout') send('timeout', true);
  };

  const onTimeUp = useCallback(() => dispatch({ type: 'time-up' }), []);

  // The success banner, then the next position after 2 s (at once after a Skip).
  const wait = autoAdvanceMs(state);
  useEffect(() => {
    if (wait === null) return;
    const id = setTimeout(() => dispatch({ type: 'advance' }), wait);
    return () => clearTimeout(id);
  }, [wait, state.verdict]);

  // Moving on: the next position is asked for now, when it is shown, and its clock starts on the
  // server then (issue 30: not while the verdict was being read).
  const nextWanted = fetchingNext(state) ? state.sessionId : null;
  useEffect(() => {
    if (!nextWanted) return;
    let live = true;
    getAssessmentSession(nextWanted)
      .then((s) => {
        if (!live) return;
        if (s.status === 'completed') dispatch({ type: 'show-results', sessionId: nextWanted });
        else dispatch({ type: 'next-position', question: s, at: Date.now() });
      })
      .catch((e: unknown) => {
        if (live) dispatch({ type: 'failed', message: errorMessage(e) });
      });
    return () => {
      live = false;
    };
  }, [nextWanted]);

  if (state.phase === 'results' && state.sessionId) {
    return <AssessmentResults sessionId={state.sessionId} onRetry={() => dispatch({ type: 'to-intro' })} />;
  }
  if (state.phase === 'question') {
    return (
      <AssessmentQuestion
        state={state}
        timerEnabled={timerEnabled}
        onTimerEnabled={setTimerEnabled}
        onMove={(san) => send(san)}
        onHint={hint}
        onSkip={skip}
        onTimeUp={onTimeUp}
        hintLoading={hintLoading}
      />
    );
  }
  return <AssessmentIntro starting={state.phase === 'starting'} error={state.error} onStart={start} />;
}
