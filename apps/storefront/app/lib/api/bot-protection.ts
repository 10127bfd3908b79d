import type { BotProtection } from './api-error.ts';

/** spec §8: "A 403 with an appId triggers a bot-protection browser event." Listeners run the challenge. */
export const BOT_PROTECTION_EVENT = 'outsole:bot-protection';

export interface BotProtectionDetail extends BotProtection {
  correlationId: string | undefined;
}

export function dispatchBotProtection(detail: BotProtectionDetail): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<BotProtectionDetail>(BOT_PROTECTION_EVENT, { detail }));
}
