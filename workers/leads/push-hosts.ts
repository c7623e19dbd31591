/**
 * The push services' own hosts, the only places a subscription may point to: Google's FCM (Chrome,
 * Edge on Android, ...), Mozilla's autopush (Firefox), Apple's (Safari, web apps on iPhone) and
 * Windows' WNS. Anything else (a loopback or metadata address, another site) is never stored nor
 * posted to. No imports: the tests' network (test/stand-ins/push-server.ts) reads the same list.
 */
export const PUSH_SERVICE_HOSTS: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^(?:[a-z0-9-]+\.)+push\.services\.mozilla\.com$/,
  /^(?:[a-z0-9-]+\.)+push\.apple\.com$/,
  /^(?:[a-z0-9-]+\.)+notify\.windows\.com$/,
];

/** An https URL on a push service's host (default port, no user name or password), else false. */
export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.port !== "" || url.username !== "" || url.password !== "") return false;
  return PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}
