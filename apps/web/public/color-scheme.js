// Sets Mantine's colour scheme attribute from the stored choice before React renders, so a dark
// choice does not flash light. Mirrors localStorageColorSchemeManager({ key: "leadcoach-color-scheme" }).
(function () {
  var scheme = "light";
  try {
    var stored = window.localStorage.getItem("leadcoach-color-scheme");
    if (stored === "dark" || stored === "light") scheme = stored;
    else if (stored === "auto") {
      scheme = window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
    }
  } catch (e) {
    // Storage unavailable (private mode): keep the light default.
  }
  document.documentElement.setAttribute("data-mantine-color-scheme", scheme);
})();
