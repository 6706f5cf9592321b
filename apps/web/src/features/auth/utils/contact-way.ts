/**
 * How a person is known on the sign-in pages: by e-mail address, or by mobile number alone. The
 * pages open on e-mail, the spec's form; `?with=phone` opens them on the mobile number, so a link
 * (or the page a person comes back to) can name the way they use.
 */
export type ContactWay = 'email' | 'phone';

/** The query parameter that names the way, and its one value that is not the default. */
const param = 'with';
const byPhone = 'phone';

/** The way a page's address asks for. */
export function contactWayIn(params: URLSearchParams): ContactWay {
  return params.get(param) === byPhone ? 'phone' : 'email';
}

/** The page's query with `way` chosen, its other parameters (the login page's role) kept. */
export function withContactWay(params: URLSearchParams, way: ContactWay): URLSearchParams {
  const next = new URLSearchParams(params);
  if (way === 'phone') next.set(param, byPhone);
  else next.delete(param);
  return next;
}
