// The broker's JSON API as the pages use it. Every call resolves to the parsed body or rejects with an
// ApiError carrying the status and the server's own error text, which pages show in a banner.

export class ApiError extends Error {
  constructor(method, path, status, message) {
    super(`${method} ${path.split('?')[0]} → ${status ? status + ' ' : ''}${message}`);
    this.status = status;
    this.reason = message;
  }
  /**
   * A route this broker does not serve: the router's own 404 says "Not Found", where a served route names
   * what it did not find ("Queue not found").
   */
  get missing() { return this.status === 404 && this.reason === 'Not Found'; }
  /** No token, or one the broker refused (bad signature, expired...): the page asks for a token. */
  get unauthorized() { return this.status === 401; }
  /** A valid token whose role is below the route's. */
  get forbidden() { return this.status === 403; }
}

// The JWT the user pasted (brokers with JWT_ENABLED=true). Kept in sessionStorage only: gone when the tab
// closes, never in the URL, a cookie or the console. Every API call sends it as "Authorization: Bearer".
const TOKEN_KEY = 'queen.dashboard.token';

export function token() {
  try { return sessionStorage.getItem(TOKEN_KEY) || null; } catch (e) { return null; }
}

/** Stores token (trimmed; a pasted "Bearer " prefix is dropped) and tells the page to load again. */
export function setToken(value) {
  const clean = String(value || '').trim().replace(/^Bearer\s+/i, '');
  if (!clean) return;
  sessionStorage.setItem(TOKEN_KEY, clean);
  window.dispatchEvent(new CustomEvent('queen-token'));
}

export function forgetToken() {
  sessionStorage.removeItem(TOKEN_KEY);
  window.dispatchEvent(new CustomEvent('queen-token'));
}

async function call(method, path, body) {
  const init = { method, headers: {} };
  const bearer = token();
  if (bearer) init.headers.Authorization = `Bearer ${bearer}`;
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch (e) {
    throw new ApiError(method, path, 0, 'broker unreachable');
  }
  const text = await response.text();
  let data = null;
  if (text) {
    try { data = JSON.parse(text); } catch (e) { data = null; }
  }
  if (!response.ok) {
    const message = data && typeof data.error === 'string' ? data.error : response.statusText;
    if (response.status === 401 || response.status === 403) {
      // The header's sign-in form listens for these (no token details in the event, only the status).
      window.dispatchEvent(new CustomEvent('queen-auth', { detail: { status: response.status } }));
    }
    throw new ApiError(method, path, response.status, message);
  }
  if (data && typeof data === 'object' && !Array.isArray(data) && typeof data.error === 'string') {
    throw new ApiError(method, path, response.status, data.error);
  }
  return data;
}

/** "/api/v1/x" plus the non-empty entries of params as a query string. */
export function url(path, params = {}) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** One path segment, percent-encoded (queue names may hold any character but '/'). */
export const seg = (value) => encodeURIComponent(value);

export const get = (path, params) => call('GET', url(path, params));
export const post = (path, body) => call('POST', path, body ?? {});
export const del = (path) => call('DELETE', path);
