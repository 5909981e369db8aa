const LOGIN_PATH = '/login';

function pathOf(location: string): string {
  const path = location.split(/[?#]/)[0].replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/**
 * Where to go after sign-in: the redirect query when it is a path inside the portal, otherwise the root.
 * Anything else ('//evil.example', 'https://…', the login page itself) would be an open redirect or a loop.
 */
export function landingAfterLogin(redirect: unknown): string {
  if (typeof redirect !== 'string' || !redirect.startsWith('/') || redirect.startsWith('//')) return '/';
  if (redirect.startsWith('/\\') || pathOf(redirect) === LOGIN_PATH) return '/';
  return redirect;
}
