// workers/pages/substitutions.ts
import { createElement } from "react";
import { renderToString } from "react-dom/server";

// app/components/StatusBar.tsx
import { useEffect, useState } from "react";

// app/content/business.ts
var WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
var phone = {
  display: "01642 040623",
  /** For tel: links, in international form. */
  e164: "+441642040623"
};
var openingHours = {
  summary: "Mon-Fri 7:00-19:00, Sat-Sun 8:00-16:00, 24/7 emergency",
  lines: [
    { label: "Mon-Fri", days: WEEKDAYS, opens: "07:00", closes: "19:00" },
    { label: "Sat-Sun", days: ["Saturday", "Sunday"], opens: "08:00", closes: "16:00" }
  ],
  emergency: "24/7 emergency"
};
var visitWindows = {
  middayAt: "12:00",
  /** The furthest day offered, counted from today (day 0). */
  daysAhead: 7,
  /** Visits booked into one window at most (the owner confirms it: launchFacts.visitCapacity). */
  capacity: 3
};
var rating = { value: 4.9, best: 5, count: 127 };
var ratingSource = {
  label: `Where the rating "${rating.value}/${rating.best} from ${rating.count} reviews" comes from (review platform and date, e.g. "Google, 1 December 2026"; shown beside the rating once confirmed)`,
  value: "",
  confirmed: false
};
var telHref = `tel:${phone.e164}`;
var contactFallbackError = `Sorry, there was an error. Please try calling us directly at ${phone.display}.`;

// app/lib/contracts/london-time.ts
var HOUR_MS = 36e5;
var DAY_MS = 24 * HOUR_MS;
function lastSundayAtOneUtc(year, month) {
  const lastDay = Date.UTC(year, month + 1, 0, 1);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS;
}
function londonOffsetMinutes(instant) {
  const year = instant.getUTCFullYear();
  const t = instant.getTime();
  return t >= lastSundayAtOneUtc(year, 2) && t < lastSundayAtOneUtc(year, 9) ? 60 : 0;
}
function londonParts(instant) {
  const shown = new Date(instant.getTime() + londonOffsetMinutes(instant) * 6e4);
  return {
    year: shown.getUTCFullYear(),
    month: shown.getUTCMonth() + 1,
    day: shown.getUTCDate(),
    hour: shown.getUTCHours(),
    minute: shown.getUTCMinutes(),
    weekday: shown.getUTCDay()
  };
}
function londonDay(instant) {
  const { year, month, day } = londonParts(instant);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
function londonMinutes(instant) {
  const { hour, minute } = londonParts(instant);
  return hour * 60 + minute;
}
var DAYS_FROM_SUNDAY = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday"
];
function clockMinutes(hhmm) {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}
var shortTime = (hhmm) => hhmm.replace(/^0/, "");

// app/lib/contracts/opening-status.ts
function londonClock(now) {
  const { weekday, hour, minute } = londonParts(now);
  return { day: DAYS_FROM_SUNDAY[weekday] ?? "Monday", minutes: hour * 60 + minute };
}
function formatDuration(minutes) {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}h ${m}m` : `${m}m`;
}
var SAME_DAY_CUTOFF_MINUTES = 12 * 60;
function sameDayStatus(now) {
  const { minutes } = londonClock(now);
  if (minutes < SAME_DAY_CUTOFF_MINUTES) {
    return {
      beforeCutoff: true,
      message: `Book in the next ${formatDuration(SAME_DAY_CUTOFF_MINUTES - minutes)} for a same-day repair`
    };
  }
  return {
    beforeCutoff: false,
    message: "Book now for a visit tomorrow. No heat or hot water? Our 24/7 emergency line is open now"
  };
}
function hoursOn(day) {
  return openingHours.lines.find((line) => line.days.includes(day));
}
var HOURS_BY_WEEKDAY = DAYS_FROM_SUNDAY.map((day) => {
  const line = hoursOn(day);
  return line && {
    opens: clockMinutes(line.opens),
    closes: clockMinutes(line.closes),
    opensAt: shortTime(line.opens),
    closesAt: shortTime(line.closes)
  };
});
function openStatus(now) {
  const { weekday, hour, minute } = londonParts(now);
  const minutes = hour * 60 + minute;
  const today = HOURS_BY_WEEKDAY[weekday];
  if (today && minutes >= today.opens && minutes < today.closes) {
    return { open: true, message: `Open now until ${today.closesAt}` };
  }
  if (today && minutes < today.opens) return { open: false, message: `Opens at ${today.opensAt}` };
  const tomorrow = HOURS_BY_WEEKDAY[(weekday + 1) % 7];
  return { open: false, message: tomorrow ? `Opens tomorrow at ${tomorrow.opensAt}` : "Closed" };
}

// app/components/Icon.tsx
import { jsx } from "react/jsx-runtime";

// app/components/StatusBar.tsx
import { jsx as jsx2, jsxs } from "react/jsx-runtime";
function LiveStatus({ now }) {
  const open = openStatus(now);
  const sameDay = sameDayStatus(now);
  return /* @__PURE__ */ jsxs("p", { className: "flex items-center gap-2", "data-testid": "live-status", children: [
    /* @__PURE__ */ jsx2(
      "span",
      {
        "aria-hidden": "true",
        className: `inline-block size-2 rounded-full ${open.open ? "bg-green-400" : "bg-amber-400"}`
      }
    ),
    /* @__PURE__ */ jsxs("span", { children: [
      /* @__PURE__ */ jsx2("strong", { className: "font-semibold text-white", children: open.message }),
      /* @__PURE__ */ jsx2("span", { className: "hidden md:inline", children: ` \xB7 ${openingHours.emergency}` }),
      /* @__PURE__ */ jsx2("span", { children: ` \xB7 ${sameDay.message}` })
    ] })
  ] });
}

// app/lib/contracts/visit-windows.ts
var PART_NAMES = { am: "morning", pm: "afternoon" };
function weekdayOf(day) {
  return DAYS_FROM_SUNDAY[(/* @__PURE__ */ new Date(`${day}T12:00:00Z`)).getUTCDay()] ?? "Monday";
}
var TIMES = Object.fromEntries(
  DAYS_FROM_SUNDAY.map((weekday) => {
    const hours = hoursOn(weekday);
    const midday = visitWindows.middayAt;
    const parts = {};
    if (hours) {
      for (const [part, start, end] of [
        ["am", hours.opens, midday],
        ["pm", midday, hours.closes]
      ])
        if (clockMinutes(start) < clockMinutes(end)) parts[part] = { start, end };
    }
    return [weekday, parts];
  })
);
function windowOn(day, part, weekday = weekdayOf(day)) {
  const times = TIMES[weekday][part];
  return times && { id: `${day}:${part}`, day, part, start: times.start, end: times.end };
}
var londonClockOf = (instant) => ({ day: londonDay(instant), minutes: londonMinutes(instant) });
var MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December"
];
function dayName(day) {
  const date = /* @__PURE__ */ new Date(`${day}T12:00:00Z`);
  return `${DAYS_FROM_SUNDAY[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}
function labelAfter(window, daysAway) {
  const times = `(${shortTime(window.start)}-${shortTime(window.end)})`;
  const part = PART_NAMES[window.part];
  if (daysAway === 0) return `Today ${part} ${times}`;
  if (daysAway === 1) return `Tomorrow ${part} ${times}`;
  return `${dayName(window.day)}, ${part} ${times}`;
}
function offeredToday(window, minutes) {
  return minutes < SAME_DAY_CUTOFF_MINUTES && clockMinutes(window.start) > minutes;
}
function offeredWindows(now) {
  const clock = londonClockOf(now);
  const options = [];
  const today = Date.parse(`${clock.day}T12:00:00Z`);
  for (let offset = 0; offset <= visitWindows.daysAhead; offset++) {
    const date = new Date(today + offset * 864e5);
    const day = date.toISOString().slice(0, 10);
    for (const part of ["am", "pm"]) {
      const window = windowOn(day, part, DAYS_FROM_SUNDAY[date.getUTCDay()]);
      if (window && (offset > 0 || offeredToday(window, clock.minutes)))
        options.push({ ...window, label: labelAfter(window, offset) });
    }
  }
  return options;
}

// workers/pages/substitutions.ts
function liveStatusHtml(renderedAt) {
  return renderToString(createElement(LiveStatus, { now: new Date(renderedAt) }));
}
var TEXT_ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
var escapeText = (text) => text.replace(/[&<>"']/g, (c) => TEXT_ENTITIES[c] ?? c);
function cutStatus(now) {
  const html = liveStatusHtml(now.toISOString());
  const first = escapeText(openStatus(now).message);
  const second = escapeText(sameDayStatus(now).message);
  const at = html.indexOf(first);
  const then = html.indexOf(second, at + first.length);
  if (at < 0 || then < 0) throw new Error("the live status's markup does not hold its messages");
  return [html.slice(0, at), html.slice(at + first.length, then), html.slice(then + second.length)];
}
function statusTemplates(from) {
  let open;
  let closed;
  for (let hour = 0; hour < 7 * 24 && (!open || !closed); hour++) {
    const now = new Date(from.getTime() + hour * 36e5);
    if (openStatus(now).open) open ??= now;
    else closed ??= now;
  }
  if (!open || !closed) throw new Error("no open and closed hour in a week");
  return { open: cutStatus(open), closed: cutStatus(closed) };
}
function statusFromTemplates(templates, now) {
  const open = openStatus(now);
  const [before, between, after] = open.open ? templates.open : templates.closed;
  return before + escapeText(open.message) + between + escapeText(sameDayStatus(now).message) + after;
}
function visitWindowOptionsHtml(renderedAt) {
  return offeredWindows(new Date(renderedAt)).map((window) => `<option value="${escapeText(window.id)}">${escapeText(window.label)}</option>`).join("");
}
export {
  statusFromTemplates,
  statusTemplates,
  visitWindowOptionsHtml
};
