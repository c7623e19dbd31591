/**
 * Which sales status a lead may move to from the one it has. "Spam" is left
 * only through "not spam" (which also notifies the owner), never by a plain
 * status change, so a restored lead is always announced.
 */
import { type SalesStatus } from "~/lib/contracts/desk";

const TRANSITIONS: Record<SalesStatus, readonly SalesStatus[]> = {
  new: ["contacted", "booked", "won", "lost", "spam"],
  contacted: ["booked", "won", "lost", "spam"],
  booked: ["won", "lost", "contacted"],
  won: ["booked"],
  lost: ["contacted"],
  spam: [],
};

export function nextStatuses(from: SalesStatus): SalesStatus[] {
  return [...TRANSITIONS[from]];
}

export function canMove(from: SalesStatus, to: SalesStatus): boolean {
  return TRANSITIONS[from].includes(to);
}
