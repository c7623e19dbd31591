/** The longest e-mail address there can be (RFC 5321's path limit less its angle brackets): every form that asks one. */
export const EMAIL_MAX_LENGTH = 254;
