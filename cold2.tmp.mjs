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
function londonHour(instant) {
  return londonParts(instant).hour;
}
function londonMinutes(instant) {
  const { hour, minute } = londonParts(instant);
  return hour * 60 + minute;
}
function londonInstant(day, hhmm) {
  const wanted = Date.parse(`${day}T${hhmm}:00Z`);
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const shown = new Date(guess);
    const shownAsUtc = Date.parse(`${londonDay(shown)}T00:00:00Z`) + londonMinutes(shown) * 6e4;
    guess += wanted - shownAsUtc;
  }
  return new Date(guess);
}
function londonDayStart(day) {
  return londonInstant(day, "00:00");
}
function addDays(day, n) {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + n)).toISOString().slice(0, 10);
}
function mondayOf(day) {
  const [year, month, date] = day.split("-").map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
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
var SAME_DAY_CUTOFF_MINUTES = 12 * 60;
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

// app/lib/contracts/visit-windows.ts
var PART_NAMES = { am: "morning", pm: "afternoon" };
var WINDOW_ID = /^(\d{4})-(\d{2})-(\d{2}):(am|pm)$/;
function weekdayOf(day) {
  return DAYS_FROM_SUNDAY[(/* @__PURE__ */ new Date(`${day}T12:00:00Z`)).getUTCDay()] ?? "Monday";
}
function windowById(id) {
  if (typeof id !== "string") return void 0;
  const match = WINDOW_ID.exec(id);
  if (!match) return void 0;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  if (Number.isNaN(Date.parse(`${day}T12:00:00Z`)) || (/* @__PURE__ */ new Date(`${day}T12:00:00Z`)).toISOString().slice(0, 10) !== day)
    return void 0;
  return windowOn(day, match[4]);
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
function windowInstants(window) {
  return { start: londonInstant(window.day, window.start), end: londonInstant(window.day, window.end) };
}
function hasBegun(window, now) {
  return windowInstants(window).start.getTime() <= now.getTime();
}
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
function windowLabel(window, now) {
  const today = typeof now === "string" ? now : londonDay(now);
  return labelAfter(window, window.day === today ? 0 : window.day === addDays(today, 1) ? 1 : 2);
}
function labelAfter(window, daysAway) {
  const times = `(${shortTime(window.start)}-${shortTime(window.end)})`;
  const part = PART_NAMES[window.part];
  if (daysAway === 0) return `Today ${part} ${times}`;
  if (daysAway === 1) return `Tomorrow ${part} ${times}`;
  return `${dayName(window.day)}, ${part} ${times}`;
}
function windowDate(window) {
  return `${dayName(window.day)}, ${PART_NAMES[window.part]} (${shortTime(window.start)}-${shortTime(window.end)})`;
}
function offeredAt(window, clock) {
  const last = addDays(clock.day, visitWindows.daysAhead);
  if (window.day < clock.day || window.day > last) return false;
  return window.day !== clock.day || offeredToday(window, clock.minutes);
}
function offeredToday(window, minutes) {
  return minutes < SAME_DAY_CUTOFF_MINUTES && clockMinutes(window.start) > minutes;
}
function isOffered(window, now) {
  return offeredAt(window, londonClockOf(now));
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
function recheckWindow(value, now) {
  if (value === void 0 || value === null || value === "") return { kind: "none" };
  const window = windowById(value);
  if (!window) return void 0;
  if (isOffered(window, now)) return { kind: "ok", window: { ...window, label: windowLabel(window, now) } };
  const next = offeredWindows(now).find((option) => option.id > window.id) ?? offeredWindows(now)[0];
  if (!next) return { kind: "none" };
  return { kind: "moved", from: windowLabel(window, now), window: next };
}
export {
  DAYS_FROM_SUNDAY,
  addDays,
  clockMinutes,
  dayName,
  hasBegun,
  isOffered,
  londonDay,
  londonDayStart,
  londonHour,
  londonInstant,
  londonMinutes,
  londonOffsetMinutes,
  londonParts,
  mondayOf,
  offeredWindows,
  recheckWindow,
  shortTime,
  weekdayOf,
  windowById,
  windowDate,
  windowInstants,
  windowLabel
};
