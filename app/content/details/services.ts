/** Long-form content of every service page, in services.ts order. */
import type { ServiceDetail } from "../detail-types";
import { serviceDetailsA } from "./services-a";
import { serviceDetailsB } from "./services-b";
import { serviceDetailsC } from "./services-c";

export const serviceDetails: readonly ServiceDetail[] = [...serviceDetailsA, ...serviceDetailsB, ...serviceDetailsC];
