// Applies the stored theme (chess-academy-theme: "dark" | "light", default dark) to <html>
// synchronously, before the first paint, so a light-theme user never sees a dark flash.
(function () {
  var theme = 'dark';
  try {
    if (window.localStorage.getItem('chess-academy-theme') === 'light') theme = 'light';
  } catch (e) {
    // Storage can be unavailable (privacy mode); keep the default.
  }
  document.documentElement.setAttribute('data-theme', theme);
  document.documentElement.style.colorScheme = theme;
})();
