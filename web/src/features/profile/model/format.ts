// Display rules for the profile page.

/** "Member since" text: month and year of an ISO date, or null when unknown. */
export function memberSince(createdAt: string | undefined, locale = 'en-US'): string | null {
  if (!createdAt) return null;
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export const SPEEDS = ['bullet', 'blitz', 'rapid', 'classical'] as const;
export type Speed = (typeof SPEEDS)[number];

/** Ratings that exist (a speed without rated games has none; nothing is made up). */
export function existingRatings(ratings: Partial<Record<Speed, number | null>> | undefined): [Speed, number][] {
  if (!ratings) return [];
  return SPEEDS.flatMap((speed) => {
    const value = ratings[speed];
    return typeof value === 'number' ? [[speed, value] as [Speed, number]] : [];
  });
}

export function displayNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Display name is required';
  if (trimmed.length < 2) return 'Display name must be at least 2 characters';
  if (trimmed.length > 50) return 'Display name must be at most 50 characters';
  return null;
}
