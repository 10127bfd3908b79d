/** What a card number may be typed as: 19 digits with a space or dash between each group of four. */
export const CARD_NUMBER_MAX_LENGTH = 23;
/** The longest PIN a card has (contracts GIFT_CARD_PIN_PATTERN). */
export const PIN_MAX_LENGTH = 8;
