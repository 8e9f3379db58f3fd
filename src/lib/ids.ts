const MAX_ID = 2_147_483_647;

/**
 * A path id as the API accepts it (the contract's idParamSchema: a positive 32-bit integer), or null.
 * Written by hand because route params are parsed on the first-paint path, where zod is not loaded.
 */
export function parsePositiveId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= MAX_ID ? id : null;
}
