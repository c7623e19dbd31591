// Makes the VAPID key pair that signs the desk's Web Push notifications
// (RFC 8292): an ECDSA P-256 key, printed as the two secrets the Worker reads.
//   npm run vapid-keys
// Then set both (docs/deploying.md), once; a new pair makes every phone subscribe again:
//   npx wrangler secret put VAPID_PUBLIC_KEY    (the public key: raw point, base64url)
//   npx wrangler secret put VAPID_PRIVATE_KEY   (the private scalar `d`, base64url)
const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
const raw = Buffer.from(await crypto.subtle.exportKey("raw", pair.publicKey)).toString("base64url");
const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
console.log(`VAPID_PUBLIC_KEY=${raw}`);
console.log(`VAPID_PRIVATE_KEY=${jwk.d}`);
