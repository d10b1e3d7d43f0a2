import { describe, expect, it } from 'vitest';

import {
  agoText,
  changeText,
  countdown,
  formatCountdown,
  leaderboardPath,
  milestoneText,
  pageCount,
  rankText,
  ratingBand,
  scoreText,
  tabAccess,
} from '../leaderboard';

describe('the leaderboard query', () => {
  it('names every parameter the server reads', () => {
    expect(leaderboardPath({ scope: 'friends', board: 'weekly-xp', speed: 'rapid', page: 3, pageSize: 20 })).toBe(
      '/leaderboard?scope=friends&board=weekly-xp&speed=rapid&page=3&pageSize=20',
    );
  });

  it('counts pages, one at least', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(100_000, 20)).toBe(5_000);
  });
});

describe('which tabs a viewer may open', () => {
  it('opens Global to everyone', () => {
    expect(tabAccess('global', { account: false, country: null })).toBe('open');
  });
  it('asks a visitor to sign in for Friends and Country', () => {
    expect(tabAccess('friends', { account: false, country: null })).toBe('sign-in');
    expect(tabAccess('country', { account: false, country: 'FR' })).toBe('sign-in');
  });
  it('asks an account without a country to set one', () => {
    expect(tabAccess('country', { account: true, country: null })).toBe('set-country');
    expect(tabAccess('country', { account: true, country: 'FR' })).toBe('open');
    expect(tabAccess('friends', { account: true, country: undefined })).toBe('open');
  });
});

describe('the weekly race countdown', () => {
  const ends = '2026-03-15T23:59:59Z';
  it('counts days, hours, minutes and seconds to the end', () => {
    const now = Date.parse('2026-03-13T20:58:50Z');
    expect(countdown(ends, now)).toEqual({ days: 2, hours: 3, minutes: 1, seconds: 9, ended: false });
    expect(formatCountdown(countdown(ends, now))).toBe('2d 03h 01m 09s');
  });
  it('drops the days on the last day and says Ended at zero', () => {
    expect(formatCountdown(countdown(ends, Date.parse('2026-03-15T23:00:00Z')))).toBe('00h 59m 59s');
    expect(formatCountdown(countdown(ends, Date.parse('2026-03-16T00:00:00Z')))).toBe('Ended');
  });
});

describe('how a line reads', () => {
  it('colours ratings by the bands of docs/progress.md', () => {
    expect(ratingBand(1199)).toBe('novice');
    expect(ratingBand(1200)).toBe('club');
    expect(ratingBand(1400)).toBe('strong');
    expect(ratingBand(1600)).toBe('expert');
    expect(ratingBand(1800)).toBe('master');
  });
  it('shows the score the board ranks by', () => {
    expect(scoreText('rating', { rating: 1834, provisional: false, xpThisWeek: 40 })).toBe('1834');
    expect(scoreText('rating', { rating: 1500, provisional: true, xpThisWeek: 40 })).toBe('1500?');
    expect(scoreText('rating', { rating: null, provisional: false, xpThisWeek: 40 })).toBe('Unrated');
    expect(scoreText('weekly-xp', { rating: 1834, provisional: false, xpThisWeek: 1250 })).toBe('1,250 XP');
  });
  it('signs changes and dashes what does not exist', () => {
    expect(changeText(12)).toBe('+12');
    expect(changeText(-5)).toBe('\u22125');
    expect(changeText(null)).toBe('\u2014');
    expect(rankText(1234)).toBe('#1,234');
    expect(rankText(null)).toBe('\u2014');
  });
  it('names the next milestone by board', () => {
    expect(milestoneText('rating', 1600, 40)).toBe('40% of the way to 1600 rating');
    expect(milestoneText('weekly-xp', 1000, 75)).toBe('75% of the way to 1,000 XP this week');
  });
  it('dates unlocks relative to now', () => {
    const now = 10 * 86_400_000;
    expect(agoText(now - 10_000, now)).toBe('just now');
    expect(agoText(now - 5 * 60_000, now)).toBe('5 min ago');
    expect(agoText(now - 3 * 3_600_000, now)).toBe('3 h ago');
    expect(agoText(now - 2 * 86_400_000, now)).toBe('2 d ago');
  });
});
