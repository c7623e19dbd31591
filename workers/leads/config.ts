/** Lead pipeline configuration (read from the Worker's environment by workers/wiring.ts). */
export interface LeadConfig {
  notifyTo: string;
  notifyFrom: string;
  retentionDays: number;
  webhookUrl?: string;
  webhookSecret?: string;
  turnstileSecret?: string;
}
