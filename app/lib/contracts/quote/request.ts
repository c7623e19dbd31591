/**
 * The one schema for a quote request (name, phone, postcode, issue),
 * used by POST /api/contact and by every page's quote form action. It trims
 * and normalises what people type and explains each problem in plain words.
 */
import { z } from "zod";
import { QUOTE_LIMITS as L } from "./fields";

/** UK postcode (case and spacing free); GIR 0AA included. */
const POSTCODE =
  /^(GIR0AA|[A-PR-UWYZ](\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRVWXY])\d[ABD-HJLNP-UW-Z]{2})$/;

/** "ts1 2rq" / "TS12RQ" -> "TS1 2RQ"; undefined when it is not a UK postcode. */
export function normalisePostcode(raw: string): string | undefined {
  const compact = raw.replace(/\s+/g, "").toUpperCase();
  if (!POSTCODE.test(compact)) return undefined;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/**
 * A UK phone number in any usual form ("07700 900123", "(01642) 040623",
 * "+44 7700 900123", "0044 1642 040623", "+44 (0)1642 040623") -> E.164
 * ("+447700900123"); undefined when it is not a UK landline or mobile number.
 */
export function normaliseUkPhone(raw: string): string | undefined {
  const trimmed = raw.trim();
  if (!/^[+\d\s().-]+$/.test(trimmed)) return undefined;
  let digits = trimmed.replace(/[\s().-]/g, "");
  if (digits.startsWith("+44")) digits = `0${digits.slice(3).replace(/^0/, "")}`;
  else if (digits.startsWith("0044")) digits = `0${digits.slice(4).replace(/^0/, "")}`;
  if (!/^\d+$/.test(digits)) return undefined;
  // Mobiles 07 and non-geographic 03: 11 digits. Geographic 01/02: 10 or 11 digits.
  const valid = /^0[37]\d{9}$/.test(digits) || /^0[12]\d{8,9}$/.test(digits);
  return valid ? `+44${digits.slice(1)}` : undefined;
}

/** "+447700900123" -> "07700 900123"; "+441642040623" -> "01642 040623". */
export function formatUkPhone(e164: string): string {
  const national = `0${e164.replace(/^\+44/, "")}`;
  if (/^07\d{9}$/.test(national)) return `${national.slice(0, 5)} ${national.slice(5)}`;
  if (/^02\d{9}$/.test(national)) return `${national.slice(0, 3)} ${national.slice(3, 7)} ${national.slice(7)}`;
  if (/^0[13]\d{9}$/.test(national)) return `${national.slice(0, 5)} ${national.slice(5)}`;
  return national;
}

// Control characters never belong in a name or a one-line field (and would
// let someone forge e-mail headers); C1 controls (U+0080-U+009F) included.
const NO_CONTROL = /^[^\u0000-\u001f\u007f-\u009f]*$/;
/** Bidirectional controls: they make text read differently from what was sent ("right-to-left override"). */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Characters that show nothing: format characters, blanks that are not spaces, variation selectors. */
// eslint-disable-next-line no-misleading-character-class -- each code point is listed on purpose, combining marks included
const INVISIBLE = /[\p{Cf}\p{Z}\u115f\u1160\u3164\uffa0\u2800\u180e\u034f\u17b4\u17b5\ufe00-\ufe0f]/gu;

/**
 * Free text as it may reach the owner: well formed (a lone surrogate, which no
 * UTF-8 can carry, becomes U+FFFD), bidi controls removed, line breaks
 * normalised to "\n", every other control character (NUL, ESC, ...) removed.
 * Also applied when the e-mail is composed, for messages queued before.
 */
export function cleanText(text: string, { multiline = false } = {}): string {
  const unified = text
    .toWellFormed()
    .replace(BIDI_CONTROLS, "")
    .replace(/\r\n?|[\u2028\u2029]/g, "\n");
  return multiline
    ? unified.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "")
    : unified.replace(/[\u0000-\u001f\u007f-\u009f]/g, "");
}

/** What a reader would see of a name: without invisible characters. */
export const visibleText = (text: string) => text.replace(INVISIBLE, "");

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .transform((value) => cleanText(value, { multiline: true }).trim())
    .pipe(z.string().max(max, { error: `${label} must be ${max} characters or fewer.` }))
    .nullish()
    .transform((value) => (value ? value : undefined));

export const quoteRequestSchema = z.object({
  name: z
    .string({ error: "Please tell us your name." })
    .regex(NO_CONTROL, { error: "Please use letters and spaces in your name." })
    .transform((value) => value.toWellFormed().replace(BIDI_CONTROLS, "").trim())
    .pipe(
      z
        .string()
        .max(L.nameMax, { error: `Please keep your name to ${L.nameMax} characters.` })
        .refine((value) => visibleText(value).length >= L.nameMin && /\p{L}/u.test(visibleText(value)), {
          error: "Please tell us your name.",
        }),
    ),
  phone: z
    .string({ error: "Please give us a phone number so an engineer can call you back." })
    .max(L.phoneMax + 10, { error: "That phone number is too long." })
    .transform((value, ctx) => {
      const phone = normaliseUkPhone(value);
      if (!phone) {
        ctx.addIssue({
          code: "custom",
          message: value.trim()
            ? "Please enter a UK phone number, for example 07700 900123 or 01642 123456."
            : "Please give us a phone number so an engineer can call you back.",
        });
        return z.NEVER;
      }
      return phone;
    }),
  postcode: z
    .string({ error: "Please enter your postcode." })
    .max(L.postcodeMax + 5, { error: "That postcode is too long." })
    .transform((value, ctx) => {
      const postcode = normalisePostcode(value);
      if (!postcode) {
        ctx.addIssue({
          code: "custom",
          message: value.trim()
            ? "Please enter a full UK postcode, for example TS1 2RQ."
            : "Please enter your postcode.",
        });
        return z.NEVER;
      }
      return postcode;
    }),
  issue: optionalText(L.issueMax, "The description of the problem"),
  service: optionalText(L.serviceMax, "The service").refine((v) => v === undefined || NO_CONTROL.test(v), {
    error: "The service name is not valid.",
  }),
});
