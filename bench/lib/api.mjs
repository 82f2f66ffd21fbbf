// What the API benchmarks do as the demo resident: sign in, and the reads of the first screens.

/** Signs in as the demo resident: `{ token, property, … }`. */
export async function signIn(base) {
  const res = await fetch(`${base}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'resident@example.com', password: 'resident' }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The reads the web app makes on its first screens, with the queries it sends. */
export const endpointsOf = (property) => [
  { path: '/api/config', auth: false },
  { path: '/api/me', auth: true },
  { path: `/api/services?property=${property}&perPage=100`, auth: true },
  { path: `/api/service_categories?property=${property}&perPage=100`, auth: true },
  { path: `/api/news?property=${property}&status=in_progress&perPage=100`, auth: true },
  { path: `/api/posts?status%5B%5D=published&property=${property}&perPage=3&page=1`, auth: true },
];
