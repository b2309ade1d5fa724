// Runs before the first paint so a saved light/dark choice never flashes the other theme.
// Mirrors applyTheme() in src/shared/stores/theme-store.ts (key "theme"; "system" = no attribute).
(function () {
  try {
    var theme = localStorage.getItem('theme');
    if (theme === 'light' || theme === 'dark') document.documentElement.setAttribute('data-theme', theme);
  } catch {
    // Storage can be blocked (privacy mode); the system theme then applies.
  }
})();
