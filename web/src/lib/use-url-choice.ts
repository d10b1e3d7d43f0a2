// A page's tab or filter kept in the URL's search parameters (issue 30: "tabs and filters live in
// the URL"), so that Back returns to the previous tab, a reload keeps it and a link can open it.

import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface UrlChoiceOptions {
  /** Parameters that belong to the previous choice and are dropped when it changes (a page number). */
  resets?: readonly string[];
}

/**
 * The value of `?name=` when it is one of `choices`, else `fallback` (which the URL leaves out);
 * choosing pushes a history entry, keeping the other parameters except `resets`.
 */
export function useUrlChoice<T extends string>(
  name: string,
  choices: readonly T[],
  fallback: T,
  { resets = [] }: UrlChoiceOptions = {},
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = choices.find((c) => c === raw) ?? fallback;
  const resetKey = resets.join(',');
  const choose = useCallback(
    (next: T) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        if (next === fallback) updated.delete(name);
        else updated.set(name, next);
        for (const key of resetKey ? resetKey.split(',') : []) updated.delete(key);
        return updated;
      }),
    [name, fallback, resetKey, setParams],
  );
  return [value, choose];
}
