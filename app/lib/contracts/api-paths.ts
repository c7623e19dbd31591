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
} as const;
