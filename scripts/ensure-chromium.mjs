#!/usr/bin/env node
// Makes sure the end-to-end tests have a browser before Playwright starts (Playwright never downloads one).
// Uses CHROMIUM_PATH (default /usr/bin/chromium); when it is missing and this is a root shell with apt-get,
// installs Debian's `chromium` package; otherwise stops at once with one line saying what to install.
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import process from "node:process";

const DEFAULT_PATH = "/usr/bin/chromium";
const chromiumPath = process.env.CHROMIUM_PATH || DEFAULT_PATH;

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasAptGet() {
  return spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status === 0;
}

function stop(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

if (isExecutable(chromiumPath)) process.exit(0);

const whatToInstall =
  chromiumPath === DEFAULT_PATH
    ? `No Chromium at ${DEFAULT_PATH}: install it (Debian/Ubuntu: 'sudo apt-get install -y chromium') or set CHROMIUM_PATH to a Chromium or Chrome binary.`
    : `No Chromium at CHROMIUM_PATH=${chromiumPath}: point CHROMIUM_PATH at a Chromium or Chrome binary, or unset it and install Debian's 'chromium' package.`;

// Only the default path is ours to fill; a CHROMIUM_PATH the caller chose is theirs to fix.
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (chromiumPath !== DEFAULT_PATH || !isRoot || !hasAptGet()) stop(whatToInstall);

process.stdout.write(
  `No Chromium at ${DEFAULT_PATH}: installing Debian's 'chromium' package with apt-get...\n`,
);
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
for (const args of [
  ["update", "-qq"],
  ["install", "-y", "-qq", "chromium"],
]) {
  const result = spawnSync("apt-get", args, { stdio: ["ignore", "ignore", "inherit"], env });
  if (result.status !== 0) stop(`'apt-get ${args.join(" ")}' failed. ${whatToInstall}`);
}
if (!isExecutable(DEFAULT_PATH))
  stop(`apt-get installed 'chromium' but ${DEFAULT_PATH} is missing. ${whatToInstall}`);
process.stdout.write(`Chromium installed at ${DEFAULT_PATH}.\n`);
