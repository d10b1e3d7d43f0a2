import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { api } from '@/lib/api-client';
import { progressKeys } from '@/lib/progress-keys';

import { computerStatsQueryOptions } from './get-computer-stats';

export interface ComputerGameBody {
  level: number;
  color: 'white' | 'black';
  result: 'win' | 'lose' | 'draw';
  /** UCI moves from the standard start position: the server replays them. */
  moves: string[];
  pgn?: string;
}

/** POST /api/games/computer: keeps a signed-in account's finished game on the server. */
const savedSchema = z.object({ id: z.number(), pointsEarned: z.number(), playerMoves: z.number() });

export function saveComputerGame(body: ComputerGameBody): Promise<z.infer<typeof savedSchema>> {
  return api.post('/games/computer', body, { retries: 1, schema: savedSchema });
}

export function useSaveComputerGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveComputerGame,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: computerStatsQueryOptions().queryKey }),
        // The game is now in the account's progress ledger.
        client.invalidateQueries({ queryKey: progressKeys.all }),
      ]),
    // Local statistics already hold the game; a failed upload is only logged.
    onError: (error) => console.warn('saving the game failed', error),
  });
}
