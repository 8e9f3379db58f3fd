/** Unique-constraint violations look different on each engine; both mean "already taken". */
export function isUniqueViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: string };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
