/** The assistant's quick-reply topics, shared by its dialog and its answers. */
export const QUICK_REPLIES = [
  "No heating",
  "No hot water",
  "Low pressure",
  "A fault code",
  "Leaking boiler",
  "Servicing and CP12",
  "Prices",
  "Do you cover my area?",
  "Opening hours",
  "Request a callback",
] as const;
