// What a module shows, by its type; a type this player does not know says 'Unknown module type'.

import type { Dispatch } from 'react';

import { knownModule, type LessonModule } from '../api/schemas';
import { firstPosition, type PlayerAction, type PlayerState } from '../model/module-player';
import { GuidedPracticeModuleView } from './modules/guided-practice-module';
import { PracticeModuleView } from './modules/practice-module';
import { PuzzleModuleView } from './modules/puzzle-module';
import { QuizModuleView } from './modules/quiz-module';
import { TheoryModuleView } from './modules/theory-module';

export const UNKNOWN_MODULE = 'Unknown module type';

interface ModuleBodyProps {
  lessonId: string;
  /** Every module of the lesson (a practice module's positions are counted across them). */
  modules: readonly LessonModule[];
  module: LessonModule;
  index: number;
  /** How many modules the lesson has (a module may skip to the next one). */
  moduleCount: number;
  state: PlayerState;
  dispatch: Dispatch<PlayerAction>;
}

export function ModuleBody({ lessonId, modules, module, index, moduleCount, state, dispatch }: ModuleBodyProps) {
  const known = knownModule(module);
  switch (known?.type) {
    case 'theory':
      return <TheoryModuleView module={known} />;
    case 'interactive':
      return (
        <PracticeModuleView
          module={known}
          lessonId={lessonId}
          firstPosition={firstPosition(modules, index)}
          tries={state.tries[index] ?? []}
          solved={state.solved[index] ?? []}
          revealed={state.revealed[index] ?? []}
          reveals={state.reveals[index] ?? []}
          current={state.position}
          onPosition={(position) => dispatch({ type: 'position', position })}
          onReveal={(position, a) =>
            dispatch({
              type: 'reveal',
              module: index,
              position,
              answer: a.move,
              answerSan: a.san,
              explanation: a.explanation,
            })
          }
          onTry={(position, v) =>
            dispatch({
              type: 'try',
              module: index,
              position,
              move: v.move,
              correct: v.correct,
              explanation: v.explanation,
              hintSquares: v.hintSquares,
            })
          }
        />
      );
    case 'puzzle':
      return (
        <PuzzleModuleView
          module={known}
          lessonId={lessonId}
          current={state.position}
          onPosition={(position) => dispatch({ type: 'position', position })}
          done={state.puzzles}
          onDone={(id, done) => dispatch({ type: 'puzzle', id, state: done })}
        />
      );
    case 'quiz':
      return (
        <QuizModuleView
          module={known}
          lessonId={lessonId}
          quiz={state.quizzes[index]}
          onAnswer={(question, option) => dispatch({ type: 'answer', module: index, question, option })}
          onSubmit={(result) => dispatch({ type: 'submitQuiz', module: index, result })}
        />
      );
    case 'guided-practice':
      return (
        <GuidedPracticeModuleView
          module={known}
          lessonId={lessonId}
          onSkip={index < moduleCount - 1 ? () => dispatch({ type: 'next' }) : undefined}
        />
      );
    default:
      return (
        <p role="alert" className="text-red-600" data-testid="unknown-module">
          {UNKNOWN_MODULE}
        </p>
      );
  }
}
