import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fail, pictographs, renderWithProviders, stubFetch } from '@/testing';

import { saveApiKey } from '../../model/ai-key';
import { CoachPanel } from '../coach-panel';

const FEN = 'r3k3/8/8/3N4/8/8/6PP/4K3 w - - 0 40';
const KEY = 'sk-ant-api03-abcdefghijklmnop';

/** The `data` of a POST /api/coach answer. */
function reply(over: Record<string, unknown> = {}) {
  return {
    type: 'hint',
    message: 'Look for a fork: your knight can attack two targets at once.',
    explanation: 'A fork attacks two targets at once.',
    suggestedMove: null,
    suggestedSquares: [],
    hintLevel: 'gentle',
    level: 'intermediate',
    confidence: 0.9,
    motifs: ['fork'],
    advice: false,
    voice: 'coach',
    facts: 'Look for a fork: your knight can attack two targets at once.',
    aiError: null,
    ...over,
  };
}

/** POST /api/coach answers with `answer` as data in the server's envelope, or with the Response it builds. */
function stubCoach(answer: Record<string, unknown> | (() => Response)) {
  stubFetch({ 'POST /coach': answer });
}

/** The headers and JSON body of request number `call`. */
function sent(call = 0) {
  const [, init] = vi.mocked(fetch).mock.calls[call] as unknown as [string, RequestInit];
  return {
    headers: init.headers as Record<string, string>,
    body: JSON.parse(init.body as string) as Record<string, unknown>,
  };
}

function show(props: Partial<Parameters<typeof CoachPanel>[0]> = {}) {
  return renderWithProviders(<CoachPanel context="puzzle" fen={FEN} {...props} />);
}

describe('the coach panel', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a hint without a key and shows the grounded answer', async () => {
    stubCoach(reply());
    show({ attempts: 2 });
    expect(screen.getByTestId('coach-mode')).toHaveTextContent('Demo Mode');
    fireEvent.click(screen.getByRole('button', { name: 'Get Hint' }));
    expect(await screen.findByTestId('coach-message')).toHaveTextContent('Look for a fork');
    const { headers, body } = sent();
    expect(headers['X-AI-Key']).toBeUndefined();
    expect(body).toMatchObject({ context: 'puzzle', ask: 'hint', fen: FEN, attempt: 3 });
    expect(typeof body.seed).toBe('number');
  });

  it('opens the settings from a gear icon named Coach settings', () => {
    show();
    expect(pictographs(screen.getByRole('region', { name: 'AI Coach' }))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Coach settings' }));
    expect(screen.getByRole('dialog', { name: 'AI Coach Settings' })).toBeInTheDocument();
  });

  it('sends the saved key with the request and shows the provider words', async () => {
    saveApiKey(KEY);
    stubCoach(reply({ voice: 'ai', message: 'A knight fork is waiting for you!' }));
    show();
    expect(screen.getByTestId('coach-mode')).toHaveTextContent('Claude key');
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Position' }));
    expect(await screen.findByTestId('coach-message')).toHaveTextContent('A knight fork is waiting for you!');
    expect(screen.getByTestId('coach-facts')).toHaveTextContent('Look for a fork');
    expect(sent().headers['X-AI-Key']).toBe(KEY);
    expect(sent().body.ask).toBe('analysis');
  });

  it('shows the catalogue text when the provider failed and the engine coach answered', async () => {
    saveApiKey(KEY);
    stubCoach(reply({ aiError: 'Failed to get hint' }));
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Get Hint' }));
    expect(await screen.findByTestId('coach-ai-error')).toHaveTextContent('Failed to get hint');
    expect(screen.getByTestId('coach-message')).toHaveTextContent('Look for a fork');
  });

  it('comments on each move the page reports, and says so when the coach cannot be reached', async () => {
    stubCoach(() => fail(503, 'Service temporarily unavailable.'));
    const onSuggest = vi.fn();
    show({ lastMove: { fen: FEN, move: 'd5f4', correct: false, attempt: 1 }, onSuggest });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get coaching advice. Please try again.');
    expect(sent().body).toMatchObject({ ask: 'move', move: 'd5f4', correct: false, attempt: 1 });
  });

  it('hands suggested squares to the page', async () => {
    stubCoach(reply({ hintLevel: 'direct', suggestedSquares: ['d5', 'c7'], suggestedMove: 'd5c7' }));
    const onSuggest = vi.fn();
    show({ onSuggest });
    fireEvent.click(screen.getByRole('button', { name: 'Get Hint' }));
    await waitFor(() => expect(onSuggest).toHaveBeenCalledWith(['d5', 'c7'], 'd5c7'));
  });
});
