"""Starting Lean processes: which Lean (embedded WASM under Node 24, or native), its install, the
header every item is elaborated under (profiles), the JS host of the embedded Lean, how a process
ended, and the reaper that kills every Lean process when paracert stops."""
