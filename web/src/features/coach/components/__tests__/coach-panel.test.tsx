import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { saveApiKey } from '@/lib/ai-key';
import { createTestQueryClient, fail, pictographs, renderWithProviders, stubFetch, TestProviders } from '@/testing';

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

  it('is simply the Coach: no demo label and no request for a key on the board (issue 30)', () => {
    show();
    const panel = screen.getByRole('region', { name: 'Coach' });
    expect(panel).toHaveTextContent(/^Coach/);
    expect(panel).not.toHaveTextContent(/Demo Mode|AI Coach|Claude|API key/);
  });

  it('asks for a hint without a key and shows the grounded answer', async () => {
    stubCoach(reply());
    show({ attempts: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Get Hint' }));
    expect(await screen.findByTestId('coach-message')).toHaveTextContent('Look for a fork');
    const { headers, body } = sent();
    expect(headers['X-AI-Key']).toBeUndefined();
    expect(body).toMatchObject({ context: 'puzzle', ask: 'hint', fen: FEN, attempt: 3 });
    expect(typeof body.seed).toBe('number');
  });

  it('opens the settings from a gear icon named Coach settings', () => {
    show();
    expect(pictographs(screen.getByRole('region', { name: 'Coach' }))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Coach settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Coach settings' });
    expect(dialog).toHaveTextContent('AI voice (optional)');
    expect(dialog).toHaveTextContent('Claude API key');
  });

  it('sends the saved key with the request and shows the provider words', async () => {
    saveApiKey(KEY);
    stubCoach(reply({ voice: 'ai', message: 'A knight fork is waiting for you!' }));
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Position' }));
    expect(await screen.findByTestId('coach-message')).toHaveTextContent('A knight fork is waiting for you!');
    expect(screen.getByTestId('coach-answer')).toHaveTextContent('in Claude’s words');
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

  it("clears its message when the board moves on to another position, and keeps it for the move's own", async () => {
    // Black's Ra8?? is answered; the board shows the move, takes it back, or shows White's reply: the correction
    // stays. The next exercise's position does not get it (issue 30: "a message stays on the next position").
    const before = '4k3/5ppp/8/3N4/8/8/r4PPP/4K3 b - - 0 1';
    const afterMove = 'r3k3/5ppp/8/3N4/8/8/5PPP/4K3 w - - 1 2';
    const afterReply = 'r3k3/2N2ppp/8/8/8/8/5PPP/4K3 b - - 2 2';
    stubCoach(
      reply({
        type: 'correction',
        message: 'Not quite right. Try again! You left the rook on a8 to a knight fork: Nc7+.',
      }),
    );
    const client = createTestQueryClient();
    const lastMove = { fen: before, move: 'a2a8', correct: false, attempt: 1 };
    const at = (fen: string) => (
      <TestProviders client={client}>
        <CoachPanel context="puzzle" fen={fen} lastMove={lastMove} />
      </TestProviders>
    );
    const { rerender } = render(at(afterMove));
    expect(await screen.findByTestId('coach-message')).toHaveTextContent('knight fork');
    rerender(at(before));
    expect(screen.getByTestId('coach-message')).toHaveTextContent('knight fork');
    rerender(at(afterReply));
    expect(screen.getByTestId('coach-message')).toHaveTextContent('knight fork');
    rerender(at(FEN));
    expect(screen.queryByTestId('coach-answer')).toBeNull();
  });

  it('clears a hint when the position changes', async () => {
    stubCoach(reply());
    const client = createTestQueryClient();
    const at = (fen: string) => (
      <TestProviders client={client}>
        <CoachPanel context="review" fen={fen} />
      </TestProviders>
    );
    const { rerender } = render(at(FEN));
    fireEvent.click(screen.getByRole('button', { name: 'Get Hint' }));
    expect(await screen.findByTestId('coach-message')).toHaveTextContent('Look for a fork');
    rerender(at('r3k3/8/8/8/5N2/8/6PP/4K3 b - - 1 40'));
    expect(screen.queryByTestId('coach-answer')).toBeNull();
  });

  it('states the sign convention once when the answer carries scores, and sends the rating', async () => {
    stubCoach(reply({ type: 'analysis', message: 'White is winning (+4.1).', numbers: true }));
    show({ rating: 1500 });
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Position' }));
    expect(await screen.findByTestId('coach-sign')).toHaveTextContent('+ means White is better');
    expect(sent().body.rating).toBe(1500);
  });

  it('shows no sign convention to a learner who reads words', async () => {
    stubCoach(reply({ type: 'analysis', message: 'White is winning.', numbers: false }));
    show({ rating: 600 });
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Position' }));
    expect(await screen.findByTestId('coach-message')).toHaveTextContent('White is winning.');
    expect(screen.queryByTestId('coach-sign')).toBeNull();
  });
});
