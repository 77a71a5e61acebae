// The header's token box for brokers with JWT on. Hidden until the API answers 401 or a token is set; then it
// offers a password field to paste a JWT ("Use token") or, with one set, "Forget token". Setting or forgetting
// a token reloads the current page. The token itself is never shown, logged or put in the URL.

import { forgetToken, setToken, token } from './api.js';
import { fill, h } from './dom.js';

export function mount(container) {
  let asked = false;
  const render = () => {
    if (token()) {
      fill(container,
        h('span', { class: 'muted', id: 'token-state' }, 'Token set'),
        h('button', { type: 'button', id: 'token-forget', onclick: () => { asked = true; forgetToken(); } }, 'Forget token'));
      container.hidden = false;
    } else if (asked) {
      const input = h('input', {
        type: 'password', id: 'token-input', placeholder: 'Paste a JWT', autocomplete: 'off',
        spellcheck: 'false', 'aria-label': 'JWT',
      });
      fill(container,
        h('label', { for: 'token-input' }, 'Sign in: '),
        input,
        h('button', { type: 'submit', id: 'token-save' }, 'Use token'));
      container.hidden = false;
    } else {
      fill(container);
      container.hidden = true;
    }
  };
  container.addEventListener('submit', (event) => {
    event.preventDefault();
    const input = container.querySelector('#token-input');
    if (input && input.value.trim()) setToken(input.value);
  });
  window.addEventListener('queen-auth', (event) => {
    // A 401 with a token set means the broker refused it (expired, wrong key): keep it, the banner says why,
    // and the user may forget it. Without one, ask.
    if (event.detail.status === 401 && !token() && !asked) { asked = true; render(); }
  });
  window.addEventListener('queen-token', render);
  render();
}
