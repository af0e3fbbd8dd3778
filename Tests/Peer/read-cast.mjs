// Loads an asciicast through asciinema-player's own parser (Tests/Peer/asciinema-player, the
// web player 3.17.0's src/parser/asciicast.js) and checks that it ends on the conversation:
//
//   node Tests/Peer/read-cast.mjs FILE.cast [TEXT...]
//
// Prints the version, size, how many events and markers the player reads, and the markers.
// Fails (exit 1) when the parser rejects the file, when a TEXT is not in the output after the
// last marker (the last turn, which the final frame shows), or when the last output leaves
// the alternate screen or clears it (a player would end on a blank frame).
import { readFile } from "node:fs/promises";
import { register } from "node:module";

// The player's sources import "../stream" without ".js", as its bundler allows; Node wants it.
const hook = `
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (specifier.startsWith(".") && !specifier.endsWith(".js")) {
      return next(specifier + ".js", context);
    }
    throw error;
  }
}`;
register("data:text/javascript," + encodeURIComponent(hook));
const { parse } = await import("./asciinema-player/src/parser/asciicast.js");

const [file, ...expected] = process.argv.slice(2);
if (!file) {
  console.error("usage: node Tests/Peer/read-cast.mjs FILE.cast [TEXT...]");
  process.exit(2);
}

function fail(message) {
  console.error(`read-cast: ${file}: ${message}`);
  process.exit(1);
}

const text = await readFile(file, "utf8");
let recording;
try {
  recording = await parse(new Response(text));
} catch (error) {
  fail(`the player's parser rejects it: ${error.message}`);
}
const events = Array.from(recording.events);
const version = JSON.parse(text.split("\n")[0]).version;
const outputs = events.filter((e) => e[1] === "o");
const markers = events.filter((e) => e[1] === "m");
if (outputs.length === 0) fail("no output events");
for (let i = 1; i < events.length; i++) {
  if (!(events[i][0] >= events[i - 1][0])) fail(`event ${i + 1} goes back in time`);
}

const lastMarker = events.findLastIndex((e) => e[1] === "m");
const lastTurn = events
  .slice(lastMarker + 1)
  .filter((e) => e[1] === "o")
  .map((e) => e[2])
  .join("");
const visible = lastTurn.replace(/\x1b(\[[0-9;?]*[ -\/]*[@-~]|[()][0-9A-Za-z]|[=>78])/g, "");
for (const want of expected) {
  if (!visible.includes(want)) fail(`"${want}" is not drawn after the last marker`);
}
const end = outputs[outputs.length - 1][2];
if (/\x1b\[\?(1049|1047|47)l/.test(end)) fail("the last output leaves the alternate screen");
if (/\x1b\[2J/.test(end)) fail("the last output clears the screen");

console.log(
  `asciinema-player parser: asciicast v${version}, ${recording.cols}x${recording.rows}, ` +
    `${events.length} events (${outputs.length} output, ${markers.length} markers), ` +
    `${(events[events.length - 1][0] / 1000).toFixed(1)} s`,
);
for (const [time, , label] of markers) console.log(`  ${(time / 1000).toFixed(1)} s  ${label}`);
if (expected.length > 0) console.log(`ends on: ${expected.join(", ")}`);
