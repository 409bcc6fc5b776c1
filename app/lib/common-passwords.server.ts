import listText from "./data/common-passwords.txt?raw";
import { parsePasswordList } from "./password-policy";

/** The 5,000 most common passwords (see app/lib/data/README.md). */
export const commonPasswords = parsePasswordList(listText);
