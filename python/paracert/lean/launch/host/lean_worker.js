'use strict';
// Entry point of emscripten's pthread workers for the embedded Lean (Module.mainScriptUrlOrBlob,
// set by lean_host.js): the same patched lean.js as the main thread (lean_patch.js).
require('./lean_patch.js').runLean(process.env.PARACERT_LEAN_JS);
