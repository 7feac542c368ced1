// Says why the last login failed; the server put the reason in the query string.
const reasons = {
  secret: 'That is not the shared secret of this console.',
  token: 'That login URL is not valid for this console (it changes each time the console starts).',
  throttled: 'Too many wrong logins from this address: wrong ones are refused for a minute. The right secret still works.',
};
const failed = new URLSearchParams(window.location.search).get('failed');
if (failed) {
  const line = document.getElementById('login-failed');
  line.textContent = reasons[failed] || 'Login failed.';
  line.hidden = false;
}
