// The content files the server reads (content/): where a test finds the answers the routes no
// longer ship (issue 29).

import { readFileSync } from 'node:fs';

export function content<T>(path: string): T {
  return JSON.parse(readFileSync(new URL(`../../../content/${path}`, import.meta.url), 'utf8')) as T;
}
