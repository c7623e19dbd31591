import { useEffect, useState } from "react";
import { DoneNotice } from "~/components/desk/DoneNotice";
import { Form } from "react-router";
import { formatDeskTime } from "~/components/desk/format";
import { type PushSupport, pushSupport, subscribeThisBrowser } from "~/lib/browser/desk-push";
import { readForm } from "~/lib/contracts/bounded-body";
import { DESK_PATHS } from "~/lib/contracts/desk";
import type { DeviceOutcome } from "~/lib/contracts/desk-port.server";
import { MAX_BODY_BYTES } from "~/lib/contracts/quote/body";
import { deskFrom } from "~/lib/page/desk.server";
import type { Route } from "./+types/desk-devices";

const MESSAGES: Record<DeviceOutcome, string> = {
  added: "This phone now gets a notification for every new request.",
  renamed: "Renamed.",
  removed: "Removed: that device gets no more notifications.",
  tested: "Test notification sent: it should show on that device within seconds.",
  test_failed: "The push service refused the test notification (see the device's last error).",
  refused: "That did not work: the device may have been removed meanwhile, or the name was empty.",
  not_configured: "Notifications are not set up on the server yet: whoever looks after the website adds its push keys.",
};

const isOutcome = (value: string | null): value is DeviceOutcome => value !== null && value in MESSAGES;

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = deskFrom(context);
  const done = new URL(request.url).searchParams.get("done");
  return {
    devices: await desk.listDevices(),
    publicKey: desk.pushPublicKey,
    /** Safari on iOS: push needs the desk on the home screen first (said before any JavaScript runs). */
    ios: /iPhone|iPad|iPod/.test(request.headers.get("User-Agent") ?? ""),
    done: isOutcome(done) ? done : null,
  };
}

/** Plain form POSTs (same origin checked by the Worker), and the subscription posted by "Notify this phone". */
export async function action({ request, context }: Route.ActionArgs) {
  const desk = deskFrom(context);
  const form = await readForm(request, MAX_BODY_BYTES).catch(() => new FormData());
  const text = (name: string) => String(form.get(name) ?? "");
  let outcome: DeviceOutcome;
  switch (text("intent")) {
    case "add":
      outcome = await desk.addDevice({
        endpoint: text("endpoint"),
        p256dh: text("p256dh"),
        auth: text("auth"),
        label: text("label"),
      });
      break;
    case "rename":
      outcome = await desk.renameDevice(text("id"), text("label"));
      break;
    case "remove":
      outcome = await desk.removeDevice(text("id"));
      break;
    case "test":
      outcome = await desk.testDevice(text("id"));
      break;
    default:
      outcome = "refused";
  }
  return new Response(null, { status: 303, headers: { Location: `${DESK_PATHS.devices}?done=${outcome}` } });
}

export const meta = () => [{ title: "Notifications | Lead desk" }, { name: "robots", content: "noindex, nofollow" }];

const card = "mt-4 rounded-xl bg-white p-4 shadow-sm";

/**
 * Posts the subscription as a plain form does (a navigation: the action's
 * redirect then shows the outcome). Not through React Router's submit, which
 * would add to the JavaScript every public page loads.
 */
function postSubscription(fields: Record<string, string>) {
  const form = document.createElement("form");
  form.method = "post";
  form.action = DESK_PATHS.devices;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

/** "Notify this phone": needs JavaScript (the Push API); the rest of the page works without. */
function NotifyThisPhone({ publicKey, ios }: { publicKey: string; ios: boolean }) {
  const [support, setSupport] = useState<PushSupport | null>(null);
  const [label, setLabel] = useState("Phone");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setSupport(pushSupport()), []);

  async function turnOn() {
    setBusy(true);
    setError(null);
    try {
      const subscription = await subscribeThisBrowser(publicKey);
      postSubscription({ intent: "add", label, ...subscription });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  const iosHint = (
    <p className="mt-2 rounded-lg border border-amber-600 bg-amber-50 p-3 text-slate-900">
      On iPhone and iPad, add the desk to the Home Screen first (Share, then “Add to Home Screen”), open it from there
      and press “Notify this phone” in it.
    </p>
  );
  return (
    <section aria-labelledby="notify-heading" className={card}>
      <h2 id="notify-heading" className="text-lg font-bold">
        Notify this phone
      </h2>
      <p className="mt-1">
        A notification on the lock screen within seconds of every new request: first name, area and the first words of
        the problem, never the phone number.
      </p>
      {support === "ios-needs-home-screen" || (support === null && ios) ? iosHint : null}
      {support === "unsupported" && <p className="mt-2">This browser cannot receive push notifications.</p>}
      {support === null && !ios && (
        <noscript>
          <p className="mt-2">Turning notifications on needs JavaScript.</p>
        </noscript>
      )}
      {support === "supported" && (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <p>
            <label htmlFor="device-label" className="block font-semibold">
              Name of this device
            </label>
            <input
              id="device-label"
              value={label}
              maxLength={60}
              onChange={(event) => setLabel(event.target.value)}
              className="mt-1 rounded-md border border-slate-400 px-3 py-2"
            />
          </p>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void turnOn()}>
            {busy ? "Turning on…" : "Notify this phone"}
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 font-semibold text-red-900">
          {error}
        </p>
      )}
    </section>
  );
}

export default function DeskDevices({ loaderData }: Route.ComponentProps) {
  const { devices, publicKey, ios, done } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold">Notifications</h1>
      <DoneNotice message={done ? MESSAGES[done] : null} />
      {publicKey ? (
        <NotifyThisPhone publicKey={publicKey} ios={ios} />
      ) : (
        <p className={card}>
          Notifications are not set up on the server yet: ask whoever looks after the website to add its push keys (the
          deploying notes say how).
        </p>
      )}
      <section aria-labelledby="devices-heading" className={card}>
        <h2 id="devices-heading" className="text-lg font-bold">
          Devices that get notifications
        </h2>
        {devices.length === 0 ? (
          <p className="mt-2">None yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {devices.map((device) => (
              <li key={device.id} className="py-3">
                <p className="font-semibold">{device.label}</p>
                <p className="text-sm text-slate-700">
                  Turned on by {device.userEmail} on {formatDeskTime(device.createdAt)}.{" "}
                  {device.lastSuccessAt
                    ? `Last notification delivered ${formatDeskTime(device.lastSuccessAt)}.`
                    : "No notification delivered yet."}
                </p>
                {device.lastError && <p className="text-sm text-red-900">Last error: {device.lastError}</p>}
                <div className="mt-2 flex flex-wrap items-end gap-2">
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value="rename" />
                    <input type="hidden" name="id" value={device.id} />
                    <p>
                      <label htmlFor={`rename-${device.id}`} className="block text-sm font-semibold">
                        New name for {device.label}
                      </label>
                      <input
                        id={`rename-${device.id}`}
                        name="label"
                        required
                        maxLength={60}
                        defaultValue={device.label}
                        className="mt-1 rounded-md border border-slate-400 px-3 py-2"
                      />
                    </p>
                    <button type="submit" className="btn btn-outline text-brand-800">
                      Rename<span className="sr-only"> {device.label}</span>
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="test" />
                    <input type="hidden" name="id" value={device.id} />
                    <button type="submit" className="btn btn-outline text-brand-800">
                      Test<span className="sr-only"> notification to {device.label}</span>
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="id" value={device.id} />
                    <button type="submit" className="btn btn-outline text-red-900">
                      Remove<span className="sr-only"> {device.label}</span>
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
