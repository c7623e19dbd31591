/**
 * The Worker's JSON endpoints, one constant per path. The Worker's endpoint
 * table (workers/api/endpoints.ts) and the browser code that calls them both
 * read these, so a path is written once.
 */
export const API_PATHS = {
  contact: "/api/contact",
  track: "/api/track",
  coverage: "/api/coverage",
  assistant: "/api/assistant",
  /** Photos added to a lead after its text. */
  leadPhotos: "/api/lead-photos",
  /** Twilio's status callbacks for the texts sent to customers (workers/texts/http.ts). */
  textStatus: "/api/texts/status",
  /** Replies to the site's text number (STOP and the other opt-out words). */
  textInbound: "/api/texts/inbound",
} as const;
