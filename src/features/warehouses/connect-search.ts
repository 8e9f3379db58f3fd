import type { ShopPlatform } from './components/connect-guide';

export type ConnectSearch = { guide?: ShopPlatform };

const PLATFORMS: readonly ShopPlatform[] = ['taobao', 'other'];

/**
 * `/address?guide=taobao` opens that shop's step-by-step guide over the address list, so the
 * drawer's "Taobao холбох" lands on the guide as the home screen's card does; anything else, none.
 */
export function parseConnectSearch(search: Record<string, unknown>): ConnectSearch {
  return { guide: PLATFORMS.find((platform) => platform === search.guide) };
}
