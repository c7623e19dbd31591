import { Link } from "react-router";

/** The page shown for an unknown address (HTTP 404), with ways back into the site. */
export function NotFound() {
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <p className="text-8xl font-black tracking-tight text-brand-800 sm:text-9xl">404</p>
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 max-w-md text-lg text-slate-700">Sorry, the page you're looking for doesn't exist.</p>
      <Link to="/" className="btn btn-primary mt-8">
        Back to Home
      </Link>
    </section>
  );
}
