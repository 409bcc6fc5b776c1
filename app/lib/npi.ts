/**
 * US National Provider Identifier (NPI): 10 digits, the last a check digit computed with the Luhn
 * algorithm over the first nine prefixed with 80840 (the card issuer prefix CMS assigned, so the
 * check matches a 15-digit health-industry card number). This is a check of the number's format
 * only: a number that passes may still belong to nobody. Checking it against the NPPES registry
 * is a `ProviderIdentityCheck` of its own (see below); the offline format check is the only one.
 */

export const INVALID_NPI = "Please enter a valid 10-digit NPI";

/** Ten digits whose last does not fit the first nine: most likely a typo in one digit. */
export const WRONG_NPI_CHECK_DIGIT =
  "This NPI's check digit (its last digit) is wrong: please check the number for a typo";

/** The words a supplier reads: the format was checked, the registry was not. */
export const NPI_FORMAT_VALID = "NPI format valid";

const TEN_DIGITS = /^\d{10}$/;

/** True for 10 digits whose last is the Luhn check digit over "80840" + the first nine. */
export function isValidNpi(value: string): boolean {
  if (!TEN_DIGITS.test(value)) return false;
  const digits = `80840${value}`;
  let sum = 0;
  // From the right: the check digit as it is, every second digit before it doubled.
  for (let i = digits.length - 1, isDoubled = false; i >= 0; i--, isDoubled = !isDoubled) {
    let digit = digits.charCodeAt(i) - 48;
    if (isDoubled) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * What is wrong with a (normalized) NPI, in the words the form shows; null when it is empty or
 * valid. Ten digits that fail the check say so, rather than asking for "10 digits" again.
 */
export function npiProblem(value: string): string | null {
  if (value === "" || isValidNpi(value)) return null;
  return TEN_DIGITS.test(value) ? WRONG_NPI_CHECK_DIGIT : INVALID_NPI;
}

/** What a user may type around the digits (spaces, hyphens) is dropped; anything else stays. */
export function normalizeNpi(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/**
 * How a request's NPI was checked. `format`: the check digit is right (offline). A registry
 * look-up (NPPES) would add `registry` with the name it found; none exists yet.
 */
export interface NpiCheck {
  npi: string;
  isFormatValid: boolean;
}

/** The seam for a registry look-up: today only the offline format check implements it. */
export interface ProviderIdentityCheck {
  checkNpi(npi: string): Promise<NpiCheck>;
}

export const formatOnlyIdentityCheck: ProviderIdentityCheck = {
  checkNpi: async (npi) => ({ npi, isFormatValid: isValidNpi(npi) }),
};
