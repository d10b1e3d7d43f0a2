// What a wire check needs from a schema (zod/mini's schemas have it): the data, typed, or the
// issues that made it unreadable. The api-client and the socket accept any such schema.

export type SafeParseResult<T> = { success: true; data: T } | { success: false; error: { issues: readonly unknown[] } };

export interface Schema<T> {
  safeParse(data: unknown): SafeParseResult<T>;
}
