// Sets Mantine's colour scheme attribute from the stored choice before React renders, so a dark
// choice does not flash light. Mirrors localStorageColorSchemeManager({ key: "leadcoach-color-scheme" })
// with the app's default, "auto": without a stored light/dark choice the system's setting wins.
(function () {
  var scheme = "light";
  try {
    var stored = window.localStorage.getItem("leadcoach-color-scheme");
    if (stored === "dark" || stored === "light") scheme = stored;
    else if (window.matchMedia("(prefers-color-scheme: dark)").matches) scheme = "dark";
  } catch (e) {
    // Storage unavailable (private mode): keep the light default.
  }
  document.documentElement.setAttribute("data-mantine-color-scheme", scheme);
})();
