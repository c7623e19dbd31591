import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** Every route of the site, declared explicitly. */
export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("services/brands/:brand", "routes/brand.tsx"),
  route("services/:service", "routes/service.tsx"),
  route("areas", "routes/areas.tsx"),
  route("areas/:location", "routes/area.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/article.tsx"),
  route("questions", "routes/questions.tsx"),
  route("questions/:category", "routes/question-category.tsx"),
  route("gas-safe-questions", "routes/gas-safe-questions.tsx"),
  route("prices", "routes/prices.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  // The four legal pages share one module; the id keeps each route its own.
  ...["privacy-policy", "terms-conditions", "complaints-policy", "reviews-policy"].map((path) =>
    route(path, "routes/legal-page.tsx", { id: `routes/${path}` }),
  ),
  // Reminders people sign up for; the confirm, unsubscribe and manage pages are private (workers/reminders/http.ts).
  route("reminders", "routes/reminders.tsx"),
  route("reminders/manage/:token", "routes/reminder-manage.tsx"),
  route("reminders/:purpose/:token", "routes/reminder-link.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // The visitor's request page: private, never cached; its visit.ics is the Worker's (workers/requests/http.ts).
  route("requests/:token", "routes/request.tsx"),
  // The owner's lead desk: behind Cloudflare Access, checked again by the Worker (workers/desk/gate.ts).
  route("desk", "routes/desk.tsx", [
    index("routes/desk-list.tsx"),
    route("leads/:id", "routes/desk-lead.tsx"),
    route("devices", "routes/desk-devices.tsx"),
    route("insight", "routes/desk-insight.tsx"),
    route("export.csv", "routes/desk-export.ts"),
    route("reminders", "routes/desk-reminders.tsx"),
    route("reminders.csv", "routes/desk-reminders-export.ts"),
    route("settings", "routes/desk-settings.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
