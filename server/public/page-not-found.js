// The address the customer asked for, shown on the page-not-found page so they can see what
// went wrong (issue 50): the page's own address when it was answered in place of an unknown one,
// or, when the app sent the browser here, the same-site page it came from. The path only (a
// query string may hold what someone typed), set as text, never as HTML.
(() => {
  const line = document.getElementById('asked-for');
  const code = line && line.querySelector('code');
  if (!code) return;
  let path = window.location.pathname;
  if (path === '/page-not-found.html') {
    if (!document.referrer) return;
    let from;
    try {
      from = new URL(document.referrer);
    } catch {
      return;
    }
    if (from.origin !== window.location.origin || from.pathname === path) return;
    path = from.pathname;
  }
  let shown = path;
  try {
    shown = decodeURIComponent(path);
  } catch {
    // A broken %-escape is shown as it came.
  }
  code.textContent = window.location.host + shown;
  line.hidden = false;
})();
