/** The catalogue import's stable keys for companies and products (operator console). */
export const CATALOGUE_KEY_LENGTH = 100;
