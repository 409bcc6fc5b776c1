/**
 * Zod without its JIT: to see whether it may compile parsers, Zod tries `new Function("")` once,
 * and under our Content Security Policy (no 'unsafe-eval', docs/decisions/003) the browser reports
 * that attempt as a CSP violation even though Zod catches the error: Chrome's Issues panel, and
 * Lighthouse's best practices (`inspector-issues`), flagged every page with a form. Zod decides
 * when a schema is built, so this module is the first import of app/forms/fields.ts, which every
 * form schema imports before building itself. Most forms reach the browser without Zod
 * (docs/decisions/082); this matters for those that still ship it. The interpreted parsers are
 * fast enough for our forms.
 */
import { z } from "zod";

z.config({ jitless: true });
