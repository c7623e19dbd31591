/** The desk's data port (app/lib/contracts/desk-port.server.ts) on the Worker's bindings, for one signed-in user. */
import type { DeskPort } from "~/lib/contracts/desk-port.server";
import { addNote, changeStatus, type DeskActionDeps, restoreSpam, sendAgain } from "./actions";
import { audit } from "./audit";
import { leadCsv } from "./export";
import { insight, leadDetail, listLeads, markDeskSeen } from "./queries";
import { needsAction } from "./needs-action";
import { reviewLinkSetting, saveReviewLink } from "./settings";
import { visitAction } from "./visits";
import { deskRequestLink, deskTexts, resendLink } from "./request-link";
import { markSeen } from "../requests/store";
import { deskPhotos } from "../photos/serve";
import { remindersDueSoon } from "../reminders/reminders";
import { toCsv } from "./csv";
import { addDevice, listDevices, removeDevice, renameDevice, testDevice } from "./devices";
import type { PushDeps } from "../leads/push";
import { getLead as leadRow } from "../leads/store";
import { askForReview, reviewOf, type ReviewDeps } from "./review";

const REMINDER_KIND_TEXT: Record<string, string> = { "gas-safety": "Gas safety record", service: "Boiler service" };

export function deskPortFor(
  deps: DeskActionDeps & Partial<Pick<ReviewDeps, "customerFrom" | "reviewLink" | "recipientSecret">>,
  push?: PushDeps,
): DeskPort {
  const reviewDeps: ReviewDeps = { ...deps, customerFrom: deps.customerFrom ?? "" };
  const reminders = async () =>
    (await remindersDueSoon(deps.db, deps.now())).map((row) => ({
      dueDate: row.due_date,
      kind: REMINDER_KIND_TEXT[row.kind] ?? row.kind,
      email: row.email,
      postcode: row.postcode,
      property: row.property_name ?? "",
      confirmedAt: row.confirmed_at ?? "",
    }));
  const devices = { db: deps.db, actor: deps.actor, now: deps.now, push };
  return {
    user: deps.actor,
    listLeads: (filter) => listLeads(deps.db, filter),
    needsAction: () => needsAction(deps.db, deps.now()),
    getLead: async (id) => {
      const lead = await leadDetail(deps.db, id, deps.now());
      if (!lead) return lead;
      // The customer's request page then says "Seen by the engineer"; never in the way of the desk.
      if (lead.visit) await markSeen(deps.db, id, deps.now()).catch(() => undefined);
      // What the customer changes after now is "Needs action" again.
      await markDeskSeen(deps.db, id, deps.now()).catch(() => undefined);
      const review = await reviewOf(
        deps.db,
        { id: lead.id, salesStatus: lead.salesStatus, visitState: lead.visitState },
        deps.reviewLink ?? (await reviewLinkSetting(deps.db)) ?? undefined,
      );
      return { ...lead, review };
    },
    changeStatus: (id, to) => changeStatus(deps, id, to),
    addNote: (id, text) => addNote(deps, id, text),
    restoreSpam: (id) => restoreSpam(deps, id),
    sendAgain: (id) => sendAgain(deps, id),
    visit: (id, action) => visitAction(deps, id, action),
    requestLink: (id) => deskRequestLink(deps, id),
    resendLink: (id, by) => resendLink(deps, id, by),
    exportCsv: async (from, to) => {
      const csv = await leadCsv(deps.db, from, to);
      await audit(deps.db, {
        actor: deps.actor,
        action: "export",
        detail: `${from} to ${to}`,
        outcome: "done",
        at: deps.now(),
      });
      return csv;
    },
    insight: () => insight(deps.db, deps.now()),
    askForReview: async (id) =>
      askForReview(
        { ...reviewDeps, reviewLink: deps.reviewLink ?? (await reviewLinkSetting(deps.db)) ?? undefined },
        id,
      ),
    reviewLink: () => reviewLinkSetting(deps.db),
    setReviewLink: (link) => saveReviewLink(deps, link),
    reminders,
    remindersCsv: async () => {
      const rows = await reminders();
      await audit(deps.db, {
        actor: deps.actor,
        action: "export",
        detail: "reminders due in the next 60 days",
        outcome: "done",
        at: deps.now(),
      });
      return toCsv(
        ["Due", "Check", "E-mail", "Postcode district", "Property", "Confirmed"],
        rows.map((row) => [row.dueDate, row.kind, row.email, row.postcode, row.property, row.confirmedAt]),
      );
    },
    pushPublicKey: push?.vapid.publicKey ?? null,
    listDevices: () => listDevices(deps.db),
    addDevice: (subscription) => addDevice(devices, subscription),
    renameDevice: (id, label) => renameDevice(deps.db, id, label),
    removeDevice: (id) => removeDevice(deps.db, id),
    testDevice: (id) => testDevice(devices, id),
    phoneOf: async (id) => (await leadRow(deps.db, id))?.phone ?? null,
  };
}

export interface DeskPortDeps
  extends DeskActionDeps, Partial<Pick<ReviewDeps, "customerFrom" | "reviewLink" | "recipientSecret">> {
  /** LEAD_PHOTOS: the lead page's photo thumbnails come from this private bucket. */
  photos?: R2Bucket;
  /** VAPID_PUBLIC_KEY: alone it lets browsers subscribe (the private key is only needed to send). */
  pushPublicKey: string | null;
}

/** The desk's port for one signed-in user, with the lead page's photos, whether texts are on, and the push key. */
export function createDeskPort(deps: DeskPortDeps, push?: PushDeps): DeskPort {
  const port = deskPortFor(deps, push);
  const getLead: DeskPort["getLead"] = async (id) => {
    const lead = await port.getLead(id);
    if (!lead) return lead;
    return {
      ...lead,
      photos: await deskPhotos(deps.photos, lead.id),
      texts: await deskTexts(deps.db, lead.phone, Boolean(deps.texts), deps.now()),
    };
  };
  return { ...port, getLead, pushPublicKey: deps.pushPublicKey };
}
