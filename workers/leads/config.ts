/** Lead pipeline configuration, read from the Worker's environment. */
import type { WorkerEnv } from "../env";

export interface LeadConfig {
  notifyTo: string;
  notifyFrom: string;
  retentionDays: number;
  webhookUrl?: string;
  webhookSecret?: string;
  turnstileSecret?: string;
}

/** Optional secrets are not in wrangler.toml, so not in the generated Env. */
export function leadConfig(env: WorkerEnv): LeadConfig {
  const retentionDays = Number.parseInt(env.LEAD_RETENTION_DAYS, 10);
  return {
    notifyTo: env.LEAD_NOTIFY_TO,
    notifyFrom: env.LEAD_NOTIFY_FROM,
    retentionDays: Number.isFinite(retentionDays) && retentionDays > 0 ? retentionDays : 365,
    webhookUrl: env.LEAD_WEBHOOK_URL || undefined,
    webhookSecret: env.LEAD_WEBHOOK_SECRET || undefined,
    turnstileSecret: env.TURNSTILE_SECRET_KEY || undefined,
  };
}
