/**
 * Who may open the desk. In production Cloudflare Access stands in front of
 * /desk and signs a JWT for each request (header Cf-Access-Jwt-Assertion); the
 * Worker verifies it again with jose: RS256 only, against the team's published
 * keys, with the application's audience, the team's issuer and an expiry.
 * With Access unconfigured the desk does not exist (404), unless the explicit
 * development switch DESK_DEV_OPEN=1 is set and the request is for localhost.
 */
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from "jose";

export const ACCESS_HEADER = "Cf-Access-Jwt-Assertion";

/** The settings the desk's gate reads (ACCESS_TEAM_DOMAIN, ACCESS_AUD, DESK_DEV_OPEN in the Worker's environment). */
export interface DeskAccessEnv {
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  DESK_DEV_OPEN?: string;
}

export interface AccessConfig {
  /** e.g. "boilerrepair.cloudflareaccess.com" */
  teamDomain: string;
  audience: string;
}

export function accessConfig(env: DeskAccessEnv): AccessConfig | null {
  const teamDomain = (env.ACCESS_TEAM_DOMAIN ?? "")
    .trim()
    .replace(/^https:\/\//, "")
    .replace(/\/+$/, "");
  const audience = (env.ACCESS_AUD ?? "").trim();
  return teamDomain && audience ? { teamDomain, audience } : null;
}

export const accessIssuer = (config: AccessConfig) => `https://${config.teamDomain}`;

const keySets = new Map<string, JWTVerifyGetKey>();

/** The team's signing keys, fetched and cached by jose (per isolate). */
export function teamKeySet(config: AccessConfig): JWTVerifyGetKey {
  let keySet = keySets.get(config.teamDomain);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(`${accessIssuer(config)}/cdn-cgi/access/certs`));
    keySets.set(config.teamDomain, keySet);
  }
  return keySet;
}

/** The signed-in identity, or null for a missing, forged, expired or foreign token. */
export async function verifyAccessToken(
  token: string | null,
  config: AccessConfig,
  keySet: JWTVerifyGetKey = teamKeySet(config),
): Promise<{ user: string } | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, keySet, {
      algorithms: ["RS256"],
      audience: config.audience,
      issuer: accessIssuer(config),
      requiredClaims: ["exp"],
    });
    const user = [payload.email, payload.common_name, payload.sub].find(
      (v): v is string => typeof v === "string" && v !== "",
    );
    return { user: user ?? "unknown Access user" };
  } catch {
    return null;
  }
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The development switch: only with Access unconfigured, only for a localhost URL. */
export function devSwitchOpen(env: DeskAccessEnv, url: URL): boolean {
  return env.DESK_DEV_OPEN === "1" && LOCAL_HOSTS.has(url.hostname);
}
