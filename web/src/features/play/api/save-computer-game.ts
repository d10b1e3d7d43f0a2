import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

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
export function saveComputerGame(body: ComputerGameBody): Promise<{ id: number; pointsEarned: number }> {
  return api.post('/games/computer', body, { retries: 1 });
}

export function useSaveComputerGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveComputerGame,
    onSuccess: () => client.invalidateQueries({ queryKey: computerStatsQueryOptions().queryKey }),
    // Local statistics already hold the game; a failed upload is only logged.
    onError: (error) => console.warn('saving the game failed', error),
  });
}
